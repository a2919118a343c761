import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** The till's own rows: each shop's day (decision 488). */
export interface TillDayRow {
  id: number;
  storeCode: string;
  openedAt: Date;
  openedBy: number;
  floatCents: number;
  closedAt: Date | null;
  closedBy: number | null;
  summary: unknown;
  expectedCents: number | null;
  countedCents: number | null;
  differenceCents: number | null;
  note: string;
}

const COLUMNS = sql`id, store_code as "storeCode", opened_at as "openedAt", opened_by as "openedBy", float_cents as "floatCents",
  closed_at as "closedAt", closed_by as "closedBy", summary, expected_cents as "expectedCents", counted_cents as "countedCents",
  difference_cents as "differenceCents", note`;

export interface DayFilter {
  shopCode?: string | undefined;
  /** Instants bounding the opening, from the Hong Kong dates asked. */
  from?: Date | undefined;
  to?: Date | undefined;
}

const whereOf = (f: DayFilter): SQL => {
  const parts = [sql`true`];
  if (f.shopCode) parts.push(sql`store_code = ${f.shopCode}`);
  if (f.from) parts.push(sql`opened_at >= ${f.from}`);
  if (f.to) parts.push(sql`opened_at < ${f.to}`);
  return sql.join(parts, sql` and `);
};

export const tillDayRepo = {
  async open(db: Db, storeCode: string): Promise<TillDayRow | undefined> {
    const [r] = await rows<TillDayRow>(db, sql`select ${COLUMNS} from till_days where store_code = ${storeCode} and closed_at is null`);
    return r;
  },

  /** Opens the shop's day; undefined when one is open already (the unique index decides between two at once). */
  async insert(db: Db, d: { storeCode: string; staffId: number; floatCents: number; at: Date }): Promise<TillDayRow | undefined> {
    const [r] = await rows<TillDayRow>(
      db,
      sql`insert into till_days (store_code, opened_at, opened_by, float_cents) values (${d.storeCode}, ${d.at}, ${d.staffId}, ${d.floatCents})
          on conflict (store_code) where closed_at is null do nothing returning ${COLUMNS}`,
    );
    return r;
  },

  /** Closes the day if still open (of two closes, one matches). */
  async close(
    tx: Db,
    d: { id: number; staffId: number; at: Date; summary: unknown; expected: number; counted: number; note: string },
  ): Promise<TillDayRow | undefined> {
    const [r] = await rows<TillDayRow>(
      tx,
      sql`update till_days set closed_at = ${d.at}, closed_by = ${d.staffId}, summary = ${JSON.stringify(d.summary)}::jsonb,
            expected_cents = ${d.expected}, counted_cents = ${d.counted}, difference_cents = ${d.counted - d.expected}, note = ${d.note}
          where id = ${d.id} and closed_at is null returning ${COLUMNS}`,
    );
    return r;
  },

  async list(db: Db, f: DayFilter, limit: number, offset: number): Promise<{ total: number; list: TillDayRow[] }> {
    const where = whereOf(f);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from till_days where ${where}`);
    const list = await rows<TillDayRow>(
      db,
      sql`select ${COLUMNS} from till_days where ${where} order by opened_at desc, id desc limit ${limit} offset ${offset}`,
    );
    return { total: count?.n ?? 0, list };
  },
};
