import type { z } from 'zod';

/**
 * Checks form values with a contract schema and answers, per top-level field, the catalogue key of
 * its first problem (`err_required`, `err_password`, …). The rules live in the contract only.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = keyOf(field, issue);
  }
  return errors;
}

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
