import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BO_RECORDS, type BoRecordKind, type BoRecordRow, type BoRecordValues, type I18nText } from '@shop/contract';
import type { Db } from '../db/client.ts';
import type { RecordVersions } from './record-version.ts';
import { likeEscape } from '../db/sql.ts';

/**
 * How one kind of official-site record is read and written. The back office's use cases
 * (records.service.ts) are the same for every kind — validate, write in one transaction with its audit
 * row, announce the change — and a store supplies only the table work.
 */
export interface RecordStore<K extends BoRecordKind> {
  /** The version statements of the kind's table, bound by its owner (decision 418). */
  versions: RecordVersions;
  list(db: Db, q: { search: string; limit: number; offset: number }): Promise<{ total: number; list: BoRecordRow[] }>;
  get(db: Db, id: number): Promise<{ values: BoRecordValues<K>; updatedAt: string } | undefined>;
  /** Checks what the schema cannot (references, uniqueness); throws AppError. */
  check?(tx: Db, values: BoRecordValues<K>, id: number | undefined): Promise<void>;
  insert(tx: Db, values: BoRecordValues<K>, merchantCode: string): Promise<number>;
  /** False when there is no such record. */
  update(tx: Db, id: number, values: BoRecordValues<K>): Promise<boolean>;
  /** Throws AppError('RECORD_IN_USE') when other records still use it. */
  remove(tx: Db, id: number): Promise<void>;
  label(values: BoRecordValues<K>): I18nText;
}

/** `column::text ILIKE %search%` over a jsonb three-language text (and any other columns given). */
export function searchOf(search: string, ...columns: SQLWrapper[]): SQL | undefined {
  if (!search) return undefined;
  const like = `%${likeEscape(search)}%`;
  return sql.join(
    columns.map((c) => sql`(${c})::text ilike ${like}`),
    sql` or `,
  );
}

export const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/**
 * A record's form values read from its row: the columns named as the kind's form fields (the contract's
 * `BO_RECORDS`). A store overrides the fields whose column differs (a default, a format, child rows).
 */
export function formValuesOf<K extends BoRecordKind>(kind: K, row: object, overrides: Partial<BoRecordValues<K>> = {}): BoRecordValues<K> {
  const columns = row as Record<string, unknown>;
  return { ...Object.fromEntries(Object.keys(BO_RECORDS[kind].fields).map((k) => [k, columns[k]])), ...overrides } as BoRecordValues<K>;
}
