import { z } from 'zod';

/**
 * Control characters in requests (decision 124). PostgreSQL refuses NUL in text, other C0 characters have
 * no business in a name or an address, and none can be typed in a form. Every call's request schema is
 * wrapped once, in `defineCall`, so every call — including ones added later — refuses them with 400
 * naming the field, before a service or the database sees them:
 * - NUL and the C0 range (U+0000–U+001F) and DEL are refused in every string, keys included;
 * - tab, line feed and carriage return are allowed only in fields marked `multiline(…)` (text areas such
 *   as an enquiry or an order remark) and in free-form values the contract does not type as a plain
 *   string (stored block content); everywhere else they are refused too.
 */

/** Always refused. */
const HARD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Refused where a field is one line. */
const LINE_BREAKS = /[\t\n\r]/;

const multilineSchemas = new WeakSet<object>();

/** Marks a string field as a text area: tab and line breaks allowed. Apply it last (`multiline(z.string().max(n))`). */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineSchemas.add(schema);
  return schema;
}

type AnyDef = { type: string; [k: string]: unknown };
const defOf = (s: unknown): AnyDef | undefined => (s as { _zod?: { def?: AnyDef } } | undefined)?._zod?.def;

/** zod wrappers whose `innerType` is the schema a value is checked against. */
const INNER_TYPE_WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
export const isInnerTypeWrapper = (defType: string): boolean => INNER_TYPE_WRAPPERS.has(defType);

/** Wrappers that hold one schema: the value is checked against what they wrap. */
function unwrap(schema: unknown): unknown {
  for (let i = 0; i < 20; i++) {
    const def = defOf(schema);
    if (!def) return schema;
    if (multilineSchemas.has(schema as object)) return schema;
    if (isInnerTypeWrapper(def.type)) {
      schema = def.innerType;
      continue;
    }
    switch (def.type) {
      case 'pipe': {
        // A transform's output is not what was sent: look at the input side.
        schema = defOf(def.in)?.type === 'transform' ? def.out : def.in;
        break;
      }
      case 'lazy':
        schema = (def.getter as () => unknown)();
        break;
      default:
        return schema;
    }
  }
  return schema;
}

/** The schemas a value at `key` inside `parent` may be checked by (several for unions). */
function childSchemas(parent: unknown, key: string | number): unknown[] {
  const s = unwrap(parent);
  const def = defOf(s);
  if (!def) return [];
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      if (typeof key === 'string' && key in shape) return [shape[key]];
      return def.catchall ? [def.catchall] : [];
    }
    case 'array':
      return [def.element];
    case 'tuple':
      return typeof key === 'number' ? [(def.items as unknown[])[key] ?? def.rest].filter(Boolean) : [];
    case 'record':
    case 'map':
      return [def.valueType];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => childSchemas(o, key));
    case 'intersection':
      return [...childSchemas(def.left, key), ...childSchemas(def.right, key)];
    default:
      return [];
  }
}

/** True when the value's schemas are all one-line strings (so tab and line breaks are refused). */
function oneLine(schemas: unknown[]): boolean {
  if (!schemas.length) return false;
  return schemas.every((schema) => {
    const s = unwrap(schema);
    if (multilineSchemas.has(s as object)) return false;
    const type = defOf(s)?.type;
    if (type === 'union') return oneLine((defOf(s)!.options as unknown[]) ?? []);
    return type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal';
  });
}

/** Any control character, line breaks included: what the schema-aware walk below can refuse. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether a string or key of the value (to the walk's depth) holds any control character. Most bodies hold
 * none, and this look needs no schema: the walk that names the field, which looks up each child's schema
 * as it goes, was 2–3 % of an order preview's CPU (decision 619) and now runs only when this finds one.
 */
function anyControlCharacter(v: unknown, depth: number): boolean {
  if (depth > 32) return false;
  if (typeof v === 'string') return ANY_CONTROL.test(v);
  if (Array.isArray(v)) return v.some((item) => anyControlCharacter(item, depth + 1));
  if (v && typeof v === 'object') {
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      if (ANY_CONTROL.test(k) || anyControlCharacter((v as Record<string, unknown>)[k], depth + 1)) return true;
    }
  }
  return false;
}

/** The first control character problem in a request value: its path, or undefined. */
export function findControlCharacter(value: unknown, schema: unknown): (string | number)[] | undefined {
  if (!anyControlCharacter(value, 0)) return undefined;
  const walk = (v: unknown, schemas: unknown[], path: (string | number)[], depth: number): (string | number)[] | undefined => {
    if (depth > 32) return undefined;
    if (typeof v === 'string') {
      if (HARD.test(v)) return path;
      if (LINE_BREAKS.test(v) && oneLine(schemas)) return path;
      return undefined;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const hit = walk(
          v[i],
          schemas.flatMap((s) => childSchemas(s, i)),
          [...path, i],
          depth + 1,
        );
        if (hit) return hit;
      }
      return undefined;
    }
    if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (HARD.test(k) || LINE_BREAKS.test(k)) return [...path, k];
        const hit = walk(
          item,
          schemas.flatMap((s) => childSchemas(s, k)),
          [...path, k],
          depth + 1,
        );
        if (hit) return hit;
      }
    }
    return undefined;
  };
  return walk(value, [schema], [], 0);
}

/** Marks the issue the guard raises, so the router can name its field first. */
export const CONTROL_CHARACTER_ISSUE = 'controlCharacter';

export function isControlCharacterIssue(issue: { code: string; params?: Record<string, unknown> | undefined }): boolean {
  return issue.code === 'custom' && issue.params?.[CONTROL_CHARACTER_ISSUE] === true;
}

/**
 * The request schema, refusing control characters. The same schema object type (a refinement), so its
 * shape and types stay as they were. The check runs even when other fields fail, so the answer can name
 * the field that holds the character.
 */
export function refuseControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine(
    (value, ctx) => {
      const path = findControlCharacter(value, schema);
      if (path) {
        ctx.addIssue({ code: 'custom', path, message: 'control character', params: { [CONTROL_CHARACTER_ISSUE]: true } });
      }
    },
    { when: () => true } as Parameters<T['superRefine']>[1],
  ) as T;
}
