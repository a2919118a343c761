import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a hand-written statement (the repositories that need SQL Drizzle's builder cannot say). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Ids as one `int[]` parameter, for `= any(...)` and `unnest(...)`. */
export const intArray = (ids: readonly number[]) =>
  ids.length ? sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]` : sql`'{}'::int[]`;
