import { TILL_DAY, TILL_DAYS_CSV_COLUMNS, type TillDay } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { csvFileName, csvHkd, csvHkTime, guardText, writeCsv } from '../../lib/csv-file.ts';
import { auditExport, writeAudit } from '../audit/index.ts';
import { shopTakings, type ShopTakings } from '../orders/index.ts';
import { staffShopCode, staffUsernames } from '../staff/index.ts';
import { tillDayRepo, type DayFilter, type TillDayRow } from './till-day.repository.ts';

const DAY_MS = 86_400_000;
/** The instant a Hong Kong date begins (Hong Kong keeps no summer time). */
const hkMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/** Cash the drawer should hold: the float, plus cash taken, less cash given back (decision 488). */
export const expectedCash = (floatCents: number, t: ShopTakings) =>
  floatCents + t.takings.filter((x) => x.method === 'cash').reduce((a, x) => a + x.taken - x.refunded, 0);

/**
 * Each shop's day at the counter (issue 43, decision 488): opened with a float, closed with a cash count.
 * The takings are the orders module's (`shopTakings`), read for the day's hours; the close keeps them in
 * the day's row, so a later refund of a sale does not rewrite a closed day.
 */
export function createTillDays(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function shopOf(ctx: StaffContext): Promise<string> {
    return (await staffShopCode(db, ctx.session.staffId)) ?? fail('STAFF_WITHOUT_SHOP');
  }

  async function wire(rows: TillDayRow[]): Promise<TillDay[]> {
    const names = await staffUsernames(db, [...new Set(rows.flatMap((r) => [r.openedBy, ...(r.closedBy ? [r.closedBy] : [])]))]);
    return Promise.all(
      rows.map(async (r) => {
        const t = (r.summary as ShopTakings | null) ?? (await shopTakings(db, r.storeCode, new Date(r.openedAt), now()));
        return {
          id: r.id,
          shopCode: r.storeCode,
          openedAt: new Date(r.openedAt).toISOString(),
          openedBy: names.get(r.openedBy) ?? '',
          floatCents: r.floatCents,
          closedAt: r.closedAt ? new Date(r.closedAt).toISOString() : null,
          closedBy: r.closedBy ? (names.get(r.closedBy) ?? '') : null,
          ...t,
          expectedCash: r.expectedCents ?? expectedCash(r.floatCents, t),
          countedCash: r.countedCents,
          difference: r.differenceCents,
          note: r.note,
        };
      }),
    );
  }

  const label = (shop: string, at: Date) => {
    const text = `${shop} ${csvHkTime(at).slice(0, 10)}`;
    return { zh_HK: text, zh_CN: text, en: text };
  };

  /** Hong Kong dates → the instants bounding them (the day opened within). */
  const filterOf = (f: { shopCode?: string | undefined; from?: string | undefined; to?: string | undefined }): DayFilter => ({
    shopCode: f.shopCode || undefined,
    from: f.from ? hkMidnight(f.from) : undefined,
    to: f.to ? new Date(hkMidnight(f.to).getTime() + DAY_MS) : undefined,
  });

  return {
    async current(ctx: StaffContext) {
      const shopCode = await shopOf(ctx);
      const open = await tillDayRepo.open(db, shopCode);
      return { shopCode, day: open ? (await wire([open]))[0]! : null };
    },

    async open(floatCents: number, ctx: StaffContext): Promise<TillDay> {
      const shopCode = await shopOf(ctx);
      const at = now();
      const day = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const made = (await tillDayRepo.insert(tx, { storeCode: shopCode, staffId: ctx.session.staffId, floatCents, at })) ?? fail('TILL_DAY_ALREADY_OPEN');
        await writeAudit(tx, {
          staffId: ctx.session.staffId,
          action: 'dayOpen',
          entity: 'tillDays',
          entityId: String(made.id),
          label: label(shopCode, at),
          changedFields: ['floatCents'],
          changes: { floatCents: { before: null, after: floatCents } },
        });
        return made;
      });
      return (await wire([day]))[0]!;
    },

    async close(input: { countedCents: number; note: string }, ctx: StaffContext): Promise<TillDay> {
      const shopCode = await shopOf(ctx);
      const open = (await tillDayRepo.open(db, shopCode)) ?? fail('TILL_DAY_NOT_OPEN');
      const at = now();
      const summary = await shopTakings(db, shopCode, new Date(open.openedAt), at);
      const expected = expectedCash(open.floatCents, summary);
      const day = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const closed =
          (await tillDayRepo.close(tx, { id: open.id, staffId: ctx.session.staffId, at, summary, expected, counted: input.countedCents, note: input.note })) ??
          fail('TILL_DAY_NOT_OPEN');
        await writeAudit(tx, {
          staffId: ctx.session.staffId,
          action: 'dayClose',
          entity: 'tillDays',
          entityId: String(open.id),
          label: label(shopCode, new Date(open.openedAt)),
          changedFields: ['countedCents', 'difference'],
          changes: { countedCents: { before: null, after: input.countedCents }, difference: { before: null, after: input.countedCents - expected } },
        });
        return closed;
      });
      return (await wire([day]))[0]!;
    },

    async list(input: { shopCode?: string | undefined; from?: string | undefined; to?: string | undefined; pageNo: number; pageSize: number }) {
      const { total, list } = await tillDayRepo.list(db, filterOf(input), input.pageSize, (input.pageNo - 1) * input.pageSize);
      return { total, list: await wire(list) };
    },

    async export(input: { shopCode?: string | undefined; from?: string | undefined; to?: string | undefined }, ctx: StaffContext) {
      const { total, list } = await tillDayRepo.list(db, filterOf(input), TILL_DAY.EXPORT_MAX, 0);
      const days = await wire(list);
      const net = (d: TillDay, method: string) => csvHkd(d.takings.filter((x) => x.method === method).reduce((a, x) => a + x.taken - x.refunded, 0));
      const data = days.map((d) => [
        d.shopCode,
        csvHkTime(d.openedAt),
        d.openedBy,
        csvHkTime(d.closedAt),
        d.closedBy ?? '',
        csvHkd(d.floatCents),
        d.salesCount,
        csvHkd(d.salesTotal),
        d.returnsCount,
        csvHkd(d.returnsTotal),
        ...['cash', 'card_terminal', 'fps', 'octopus', 'alipay_hk', 'wechat_pay'].map((m) => net(d, m)),
        csvHkd(d.expectedCash),
        csvHkd(d.countedCash),
        csvHkd(d.difference),
        guardText(d.note),
      ]);
      await auditExport(db, ctx.session.staffId, 'tillDays');
      return { fileName: csvFileName('shop-days'), csv: writeCsv(TILL_DAYS_CSV_COLUMNS, data), rows: data.length, truncated: total > data.length };
    },
  };
}
export type TillDays = ReturnType<typeof createTillDays>;
