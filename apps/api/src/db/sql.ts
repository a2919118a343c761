import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';

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

/** Which named statements each embedded database (one session) has prepared. */
const preparedOn = new WeakMap<PGlite | PgliteThread, Map<string, Promise<unknown>>>();

/** A parameter as a literal of EXECUTE's list (the embedded database cannot bind EXECUTE's parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  // standard_conforming_strings is on (PostgreSQL's default): doubling the quote is the whole escaping.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`preparedRows: a parameter of type ${typeof value} cannot be a literal`);
}

/**
 * `rows(db, query)` for a statement run again and again with the same text (decision 571): parsed, analysed
 * and (once PostgreSQL finds a generic plan as good) planned once per connection instead of on every call.
 * On a server, the pg client's named statement; on the embedded database (one session, whose bind step
 * cannot fill EXECUTE's parameters) `PREPARE` once and `EXECUTE` with the parameters as literals. `name` must
 * belong to one statement text (the parameters' number included). A transaction's handle runs it unprepared.
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) && !(client instanceof PGlite) && !(client instanceof PgliteThread)) return rows<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows as T[];
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = client.exec(`prepare ${name} as ${text}`);
    prepared.set(name, ready);
    // A failed PREPARE (a bad statement) is tried again by the next call, and its error answered to each.
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  return (await client.query<T>(`execute ${name}(${params.map(literal).join(', ')})`)).rows;
}
