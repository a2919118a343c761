import type { z } from 'zod';

/**
 * The one form pattern of the web app: a form checks its values with the call's request schema from
 * the contract and answers, per top-level field, the catalogue key of its first problem
 * (`err_required`, `err_password`, `err_phone`, …). The rules live in the contract only, so the form and
 * the server agree; what the form did not catch comes back as the server's 400 naming the field.
 * Forms use it through `useForm` (lib/use-form.tsx, decision 460).
 * zod reaches only the lazy screens that import a schema (decision 003); this module imports its types.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldKeys {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return {};
  const errors: FieldKeys = {};
  for (const issue of result.error.issues) {
    // A nested field (a list's row, a three-language text) is named by its whole path: `skus.2.price`.
    const path = issue.path.length ? issue.path.map(String).join('.') : 'form';
    if (errors[path]) continue;
    errors[path] = keyOf(String(issue.path[0] ?? 'form'), issue);
  }
  return errors;
}

/** A catalogue key per field path. */
export type FieldKeys = Record<string, string>;

function keyOf(field: string, issue: z.core.$ZodIssue): string {
  const v = (issue as { input?: unknown }).input;
  if (v === undefined || v === '' || v === null) return 'err_required';
  if (/password/i.test(field) && issue.code === 'custom') return 'err_password';
  if (field === 'agreeTerms') return 'err_terms';
  if (issue.code === 'too_small' && typeof v === 'string' && v.trim() === '') return 'err_required';
  if (/email/i.test(field)) return 'err_email';
  if (/^phone$/i.test(field)) return 'err_phone';
  return 'err_invalid';
}

/** Empty strings of optional number selects become null/undefined the way the schema expects. */
export const numOrNull = (v: string): number | null => (v === '' ? null : Number(v));
