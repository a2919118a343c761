import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/sql.ts';
import { AppError } from './app-error.ts';

/**
 * The tables whose rows staff edit, each with `version`, `changed_by`, `changed_at` (migration
 * 1200_record_versions.sql). A closed list: the name goes into SQL as an identifier.
 */
export type VersionedTable =
  | 'spus'
  | 'promotions'
  | 'points_spus'
  | 'articles'
  | 'stores'
  | 'areas'
  | 'brands'
  | 'jewellery_items'
  | 'jewellery_params'
  | 'staff_users'
  /** The page editor's draft pages and its site-settings and menus units (decision 300). */
  | 'pages'
  | 'app_draft_units';

const HK_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** `2026-11-27 08:05` in Hong Kong time: the same in every language of the message. */
const hkMinute = (at: Date) => HK_MINUTE.format(at).replace(',', '');

/**
 * The one concurrency rule of every staff write (decision 240). Call it first in the transaction that
 * changes the record: one conditional `UPDATE … SET version = version + 1 … WHERE id = $id AND version =
 * $base`, which also locks the row until the change commits. `base` undefined skips the check (a write that
 * is not a form drawn from one version: a bulk change, a CSV import, a status switch) but still moves the
 * version, so every open form of the record learns of it at its next save.
 *
 * Answers the new version; `null` when there is no such row (the caller says its own "not found"); throws
 * 409 RECORD_CHANGED with who and when when the row has moved on since `base`.
 */
export async function claimVersion(tx: Db, table: VersionedTable, id: number, base: number | undefined, staffId: number): Promise<number | null> {
  const t = sql.raw(table);
  const [done] = await rows<{ version: number }>(
    tx,
    sql`update ${t} set version = version + 1, changed_by = ${staffId}, changed_at = now()
        where id = ${id} ${base === undefined ? sql`` : sql`and version = ${base}`} returning version`,
  );
  if (done) return done.version;
  const [now] = await rows<{ version: number; by: string | null; at: Date | string | null }>(
    tx,
    sql`select r.version, s.username as by, r.changed_at as at from ${t} r left join staff_users s on s.id = r.changed_by where r.id = ${id}`,
  );
  if (!now) return null;
  throw recordChanged(now);
}

/** The 409 RECORD_CHANGED of a record now at `version`, last changed by `by` at `at`. */
export function recordChanged(now: { version: number; by: string | null; at: Date | string | null }): AppError {
  const at = now.at ? new Date(now.at) : null;
  return new AppError(
    'RECORD_CHANGED',
    { by: now.by ?? '—', at: at ? hkMinute(at) : '—' },
    { conflict: { version: now.version, by: now.by ?? '', at: at ? at.toISOString() : '' } },
  );
}

/** Marks a record just created by `staffId` (its version stays 1). */
export async function stampCreated(tx: Db, table: VersionedTable, id: number, staffId: number): Promise<void> {
  await tx.execute(sql`update ${sql.raw(table)} set changed_by = ${staffId}, changed_at = now() where id = ${id}`);
}

/** The current version of a record (a read answers it with the form's values); null when there is none. */
export async function versionOf(db: Db, table: VersionedTable, id: number): Promise<number | null> {
  const [r] = await rows<{ version: number }>(db, sql`select version from ${sql.raw(table)} where id = ${id}`);
  return r?.version ?? null;
}
