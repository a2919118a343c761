import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a hand-written statement (the repositories that need SQL Drizzle's builder cannot say). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** A one-row read: the first row the query answers, or undefined (`first(db.select().from(t).where(w))`). */
export async function first<R>(query: { limit(n: number): PromiseLike<R[]> }): Promise<R | undefined> {
  const [row] = await query.limit(1);
  return row;
}

/** Values as one array parameter of `type` (each value bound, never spliced). */
const arrayParam = (items: readonly unknown[], type: 'text' | 'int') =>
  items.length
    ? sql`array[${sql.join(
        items.map((v) => sql`${v}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`
    : sql.raw(`'{}'::${type}[]`);

/** Strings as one `text[]` parameter. */
export const textArray = (items: readonly string[]) => arrayParam(items, 'text');

/** A value made literal inside a LIKE pattern (`\`, `%`, `_` escaped with the default escape `\`). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Ids as one `int[]` parameter, for `= any(...)` and `unnest(...)`. */
export const intArray = (ids: readonly number[]) => arrayParam(ids, 'int');

/**
 * Ids as one bound `int[]` parameter (its text form, `{1,2,3}`): the statement's text is then the same for
 * any number of ids, so a kept plan (a prepared statement, a PL/pgSQL function) serves every call
 * (decision 563). Only integers are accepted; anything else is refused, never spliced.
 */
export const intArrayParam = (ids: readonly number[]) => {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('intArrayParam: integers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
};

/**
 * A PostgreSQL unique violation (23505), also when a driver or Drizzle wraps it in `cause` (up to four
 * levels); with `constraint`, only a violation of that constraint.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505' && (!constraint || pgErr.constraint === constraint)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
