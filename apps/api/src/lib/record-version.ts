import { sql } from 'drizzle-orm';
import { integer, timestamp, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rows } from '../db/sql.ts';
import { AppError } from './app-error.ts';

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

/** The 409 RECORD_CHANGED of a record now at `version`, last changed by `by` at `at`. */
export function recordChanged(now: { version: number; by: string | null; at: Date | string | null }): AppError {
  const at = now.at ? new Date(now.at) : null;
  return new AppError(
    'RECORD_CHANGED',
    { by: now.by ?? '—', at: at ? hkMinute(at) : '—' },
    { conflict: { version: now.version, by: now.by ?? '', at: at ? at.toISOString() : '' } },
  );
}

/** The Drizzle columns of a staff-edited row's version (migration 1200): spread into its owner's table. */
export const recordVersionColumns = () => ({
  version: integer('version').notNull().default(1),
  changedBy: integer('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

/** The version statements of one table whose rows staff edit: `claim`, `stampCreated`, `versionOf`. */
export type RecordVersions = ReturnType<typeof recordVersions>;

/**
 * The version statements of one table whose rows staff edit, each row with `version`, `changed_by`,
 * `changed_at` (migration 1200_record_versions.sql). Each owner binds it to its own Drizzle table (issue 39,
 * decision 418): `recordVersions(spus)` in the catalogue, `recordVersions(articles)` in articles; no module
 * moves another's versions, and the ownership test reads the call as a write of that table.
 *
 * The one concurrency rule of every staff write (decision 240). Call it first in the transaction that
 * changes the record: one conditional `UPDATE … SET version = version + 1 … WHERE id = $id AND version =
 * $base`, which also locks the row until the change commits. `base` undefined skips the check (a write that
 * is not a form drawn from one version: a bulk change, a CSV import, a status switch) but still moves the
 * version, so every open form of the record learns of it at its next save.
 *
 * `claim` answers the new version; `null` when there is no such row (the caller says its own "not found"); throws
 * 409 RECORD_CHANGED with who and when when the row has moved on since `base`.
 */
export function recordVersions(table: PgTable) {
  return {
    async claim(tx: Db, id: number, base: number | undefined, staffId: number): Promise<number | null> {
      const [done] = await rows<{ version: number }>(
        tx,
        sql`update ${table} set version = version + 1, changed_by = ${staffId}, changed_at = now()
            where id = ${id} ${base === undefined ? sql`` : sql`and version = ${base}`} returning version`,
      );
      if (done) return done.version;
      const [now] = await rows<{ version: number; by: string | null; at: Date | string | null }>(
        tx,
        sql`select r.version, s.username as by, r.changed_at as at from ${table} r left join staff_users s on s.id = r.changed_by where r.id = ${id}`,
      );
      if (!now) return null;
      throw recordChanged(now);
    },

    /** Marks a record just created by `staffId` (its version stays 1). */
    async stampCreated(tx: Db, id: number, staffId: number): Promise<void> {
      await tx.execute(sql`update ${table} set changed_by = ${staffId}, changed_at = now() where id = ${id}`);
    },

    /** The current version of a record (a read answers it with the form's values); null when there is none. */
    async versionOf(db: Db, id: number): Promise<number | null> {
      const [r] = await rows<{ version: number }>(db, sql`select version from ${table} where id = ${id}`);
      return r?.version ?? null;
    },
  };
}
