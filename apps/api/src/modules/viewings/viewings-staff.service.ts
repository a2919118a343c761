import { ROLE, VIEWING_LIMITS, pickText, type Viewing, type ViewingSettings } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { csvFileName, csvHkTime, guardText, writeCsv } from '../../lib/csv-file.ts';
import { auditExport, writeAudit } from '../audit/index.ts';
import { endTransfer, openTransfersAt, type TransferRequest } from '../catalogue/index.ts';
import type { ShopResolver } from '../shops/index.ts';
import { staffShopCode } from '../staff/index.ts';
import { addDays, daysBetween, hkDayOf, hkInstant, weekOf } from './slot-rules.ts';
import { physicalShops, settingsOf, viewingViews } from './viewing-view.ts';
import { viewingsRepo as repo } from './viewings.repository.ts';
import type { ViewingRow } from './viewings.tables.ts';

export interface ViewingsStaffDeps {
  db: Db;
  shops: ShopResolver;
  merchantCode: string;
  /** Whether a counter sale or order of this number exists (the orders module answers; handed in by the composition root). */
  saleExists: (saleNo: string) => Promise<boolean>;
  now?: () => Date;
}

const transferWire = (t: TransferRequest) => ({
  id: t.id,
  skuCode: t.skuCode,
  title: t.title,
  fromStoreCode: t.fromStoreCode,
  toStoreCode: t.toStoreCode,
  status: t.status,
  ref: t.ref,
  neededBy: t.neededBy ? new Date(t.neededBy).toISOString() : null,
});

/**
 * The shop's side of viewings (issue 44): the counter's today and tomorrow with the pieces to pull, the
 * visit and each piece's outcome (pieces not bought go back to the shop they came from); the merchant's
 * settings per shop, the list with its conversion, and its CSV.
 */
export function createViewingsStaffService(deps: ViewingsStaffDeps) {
  const { db, shops, merchantCode } = deps;
  const now = deps.now ?? (() => new Date());
  const view = (list: ViewingRow[]) => viewingViews(db, { shops, merchantCode }, list, { mask: true, now: now() });

  /** The counter's shop: the account's own; the merchant admin may name any physical shop. */
  async function counterShop(ctx: StaffContext, named?: string): Promise<string> {
    const own = await staffShopCode(db, ctx.session.staffId);
    const isAdmin = ctx.session.roles.includes(ROLE.MERCHANT_ADMIN);
    const code = isAdmin && named ? named : own;
    if (!code) return fail('STAFF_WITHOUT_SHOP');
    if (!(await physicalShops(shops, merchantCode)).has(code)) return fail('VIEWING_SHOP_UNKNOWN');
    return code;
  }

  /** The shops whose viewings the account may act on: its own, or (role 6) every one. Read before any transaction. */
  async function actsOn(ctx: StaffContext): Promise<string | 'any'> {
    if (ctx.session.roles.includes(ROLE.MERCHANT_ADMIN)) return 'any';
    return (await staffShopCode(db, ctx.session.staffId)) ?? fail('STAFF_WITHOUT_SHOP');
  }

  /** The viewing of the counter's shop named by its code, locked in `tx`. */
  async function atCounter(tx: Db, code: string, shop: string | 'any'): Promise<ViewingRow> {
    const v = await repo.byCode(tx, code, true);
    if (!v || (shop !== 'any' && v.storeCode !== shop)) return fail('VIEWING_NOT_FOUND');
    return v;
  }

  /** The counter's outcomes are staff writes: audited with the appointment's code, in the write's transaction. */
  async function auditViewing(tx: Db, ctx: StaffContext, code: string, changes: Record<string, { before: unknown; after: unknown }>) {
    await writeAudit(tx, {
      staffId: ctx.session.staffId,
      action: 'update',
      entity: 'viewings',
      entityId: code,
      label: { zh_HK: code, zh_CN: code, en: code },
      changedFields: Object.keys(changes),
      changes,
    });
  }
  async function one(code: string): Promise<{ viewing: Viewing }> {
    return { viewing: (await view([(await repo.byCode(db, code))!]))[0]! };
  }

  async function inRange(input: { storeCode?: string | undefined; from: string; to: string }) {
    if (daysBetween(input.from, input.to) > VIEWING_LIMITS.RANGE_DAYS_MAX || input.to < input.from)
      return fail('VIEWING_RANGE_TOO_LONG', { days: VIEWING_LIMITS.RANGE_DAYS_MAX });
    return repo.inRange(db, input.storeCode, hkInstant(input.from), hkInstant(addDays(input.to, 1)), VIEWING_LIMITS.LIST_MAX);
  }

  return {
    async counter(input: { storeCode?: string | undefined }, ctx: StaffContext) {
      const storeCode = await counterShop(ctx, input.storeCode);
      const today = hkDayOf(now());
      const list = await repo.atShop(db, storeCode, hkInstant(today), hkInstant(addDays(today, 2)));
      const transfers = await openTransfersAt(db, storeCode);
      return { storeCode, list: await view(list), transfersIn: transfers.incoming.map(transferWire), transfersOut: transfers.outgoing.map(transferWire) };
    },

    async mark(input: { code: string; status: 'arrived' | 'no_show' }, ctx: StaffContext) {
      const shop = await actsOn(ctx);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const v = await atCounter(tx, input.code, shop);
        if (v.status !== 'booked') return fail('VIEWING_WRONG_STATE');
        await repo.update(tx, v.id, { status: input.status, ...(input.status === 'arrived' ? { arrivedAt: now() } : {}) });
        await auditViewing(tx, ctx, v.code, { status: { before: v.status, after: input.status } });
        // Nobody came: the pieces asked of other shops go back.
        if (input.status === 'no_show')
          for (const p of await repo.pieces(tx, [v.id])) if (p.transferRequestId) await endTransfer(tx, p.transferRequestId, 'returned', ctx.session.staffId);
      });
      return one(input.code);
    },

    async piece(input: { code: string; skuId: number; outcome: 'bought' | 'not_bought'; saleNo?: string | undefined }, ctx: StaffContext) {
      const saleNo = input.saleNo?.trim() || null;
      if (input.outcome === 'bought' && (!saleNo || !(await deps.saleExists(saleNo)))) return fail('VIEWING_SALE_UNKNOWN', { saleNo: saleNo ?? '' });
      const shop = await actsOn(ctx);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const v = await atCounter(tx, input.code, shop);
        if (v.status !== 'arrived') return fail('VIEWING_WRONG_STATE');
        const p = (await repo.pieces(tx, [v.id])).find((x) => x.skuId === input.skuId);
        if (!p || p.outcome !== 'pending') return fail('VIEWING_WRONG_STATE');
        await repo.setPiece(tx, v.id, p.skuId, { outcome: input.outcome, saleNo: input.outcome === 'bought' ? saleNo : null });
        await auditViewing(tx, ctx, v.code, {
          [`piece${p.skuId}`]: { before: p.outcome, after: input.outcome === 'bought' ? `bought ${saleNo}` : input.outcome },
        });
        if (p.transferRequestId) await endTransfer(tx, p.transferRequestId, input.outcome === 'bought' ? 'kept' : 'returned', ctx.session.staffId);
      });
      return one(input.code);
    },

    async settings(storeCode: string): Promise<ViewingSettings> {
      if (!(await physicalShops(shops, merchantCode)).has(storeCode)) return fail('VIEWING_SHOP_UNKNOWN');
      return settingsOf(db, storeCode);
    },

    async saveSettings(input: ViewingSettings, ctx: StaffContext): Promise<ViewingSettings> {
      const names = await physicalShops(shops, merchantCode);
      if (!names.has(input.storeCode)) return fail('VIEWING_SHOP_UNKNOWN');
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await settingsOf(tx, input.storeCode);
        await repo.saveSettings(tx, input);
        const changed = (['hours', 'slotMinutes', 'capacity', 'cutoffHours', 'blackouts'] as const).filter(
          (k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]),
        );
        if (changed.length)
          await writeAudit(tx, {
            staffId: ctx.session.staffId,
            action: 'update',
            entity: 'viewings',
            entityId: input.storeCode,
            label: names.get(input.storeCode)!,
            changedFields: [...changed],
            changes: Object.fromEntries(changed.map((k) => [k, { before: before[k], after: input[k] }])),
          });
      });
      return settingsOf(db, input.storeCode);
    },

    async list(input: { storeCode?: string | undefined; from: string; to: string }) {
      const rows = await inRange(input);
      const list = await view(rows);
      return { list, conversion: conversionOf(list) };
    },

    async csv(input: { storeCode?: string | undefined; from: string; to: string }, ctx: StaffContext) {
      const list = await view(await inRange(input));
      const header = ['code', 'store', 'starts_at_hk', 'status', 'name', 'phone', 'sku', 'title', 'from_store', 'outcome', 'sale_no'];
      const rows = list.flatMap((v) =>
        v.pieces.map((p) => [
          v.code,
          v.storeCode,
          csvHkTime(v.startsAt),
          v.status,
          guardText(v.name),
          v.phone,
          p.skuCode,
          guardText(pickText(p.title, 'en')),
          p.transfer?.fromStoreCode ?? v.storeCode,
          p.outcome,
          p.saleNo ?? '',
        ]),
      );
      await auditExport(db, ctx.session.staffId, 'viewings');
      return { fileName: csvFileName('viewings', now()), csv: writeCsv(header, rows), rows: rows.length };
    },
  };
}
export type ViewingsStaffService = ReturnType<typeof createViewingsStaffService>;

/**
 * Booked → arrived → bought per shop and Hong Kong week (Monday): booked counts every viewing not
 * cancelled, arrived those the counter marked arrived, bought those where at least one piece was bought.
 */
export function conversionOf(list: Viewing[]) {
  const rows = new Map<string, { storeCode: string; week: string; booked: number; arrived: number; bought: number; cancelled: number }>();
  for (const v of list) {
    const week = weekOf(hkDayOf(new Date(v.startsAt)));
    const key = `${v.storeCode} ${week}`;
    const r = rows.get(key) ?? { storeCode: v.storeCode, week, booked: 0, arrived: 0, bought: 0, cancelled: 0 };
    if (v.status === 'cancelled') r.cancelled++;
    else r.booked++;
    if (v.status === 'arrived') r.arrived++;
    if (v.status === 'arrived' && v.pieces.some((p) => p.outcome === 'bought')) r.bought++;
    rows.set(key, r);
  }
  return [...rows.values()].sort((a, b) => a.week.localeCompare(b.week) || a.storeCode.localeCompare(b.storeCode));
}
