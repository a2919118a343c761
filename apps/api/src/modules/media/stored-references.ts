import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MediaUsageSource } from './media.service.ts';
import { likeEscape } from '../../db/sql.ts';

/**
 * Tables whose references are reported by a more precise source (the sites' drafts and releases, by the
 * pages module's walk) or that never hold image addresses.
 */
const SKIPPED_TABLES = new Set(['media', 'pages', 'apps', 'app_versions', 'sessions', '_migrations', 'seeds', 'messages', 'staff_users']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * "Is this image used anywhere else?" for every other domain at once: any text or JSON column of any other
 * table holding the image's address (`/media/<key>`) — articles, shops, brands, goods, jewellery, order
 * lines, and whatever later modules add — without each having to register. Deletes are rare and tables
 * are scanned once each, so a plain LIKE is enough.
 */
export function storedReferencesSource(db: Db): MediaUsageSource {
  return async (src) => {
    const columns = (await db.execute(sql`
      select table_name::text as t, column_name::text as c
      from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
      order by table_name, ordinal_position`)) as unknown as { rows?: Array<{ t: string; c: string }> } | Array<{ t: string; c: string }>;
    const rows = Array.isArray(columns) ? columns : (columns.rows ?? []);
    const byTable = new Map<string, string[]>();
    for (const { t, c } of rows) {
      if (SKIPPED_TABLES.has(t)) continue;
      byTable.set(t, [...(byTable.get(t) ?? []), c]);
    }
    const pattern = `%${likeEscape(src)}%`;
    const found: Array<{ area: string; place: string }> = [];
    for (const [table, cols] of byTable) {
      const hits = cols.map((c) => `(${ident(c)}::text like $1)::int as ${ident(c)}`).join(', ');
      const where = cols.map((c) => `${ident(c)}::text like $1`).join(' or ');
      const q = `select ${hits}, count(*) over ()::int as n from ${ident(table)} where ${where} limit 1`;
      const res = (await db.execute(sql.raw(q.replaceAll('$1', `'${pattern.replace(/'/g, "''")}'`)))) as unknown as
        { rows?: Array<Record<string, number>> } | Array<Record<string, number>>;
      const [row] = Array.isArray(res) ? res : (res.rows ?? []);
      if (!row) continue;
      const used = cols.filter((c) => row[c] === 1);
      found.push({ area: table, place: `${table}.${used.join('/')} (${row.n})` });
    }
    return found;
  };
}
