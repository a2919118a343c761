import { sql } from 'drizzle-orm';
import type { I18nText, StockLedgerReason } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { writeAudit } from '../back-office/audit.ts';

type AdjustInput = { skuId: number; storeCode: string; delta: number; reason: 'received' | 'counted' | 'damaged'; note: string };

/** Orders in these statuses hold stock they took when placed and have not handed over (decision 136). */
export const OPEN_ORDER_STATUSES = sql`('pending_payment', 'reserved', 'paid', 'ready_for_pickup')`;

/**
 * Stock per sku and shop. `sku_stocks.qty` is what is free to sell: an order takes its units with a
 * conditional `qty >= n` update when placed. The back office changes it the same way, one conditional
 * statement per row (`qty + delta >= 0`), so an adjustment and an order racing for the same row are
 * serialised by the row lock and neither can leave it below zero. Every change is one `stock_ledger`
 * row and one audit row in the same transaction.
 */
export function createStockService(deps: { db: Db; changes: ChangeBus; merchantCode: string }) {
  const { db, changes, merchantCode } = deps;

  async function skuOf(tx: Db, skuId: number, storeCodes: string[]) {
    const [sku] = await rows<{ skuCode: string; spuId: number; title: I18nText }>(
      tx,
      sql`select k.sku_code as "skuCode", k.spu_id as "spuId", s.title from skus k join spus s on s.id = k.spu_id
          where k.id = ${skuId} and s.merchant_code = ${merchantCode}`,
    );
    const shops = await rows<{ code: string }>(
      tx,
      sql`select code from stores where merchant_code = ${merchantCode} and code in (${sql.join(
        storeCodes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    if (!sku || shops.length !== storeCodes.length) throw new AppError('STOCK_SKU_NOT_FOUND');
    return sku;
  }

  /** Adds `delta` (may be negative) to one row if it stays ≥ 0; answers the new quantity or undefined. */
  async function change(tx: Db, skuId: number, storeCode: string, delta: number): Promise<number | undefined> {
    if (delta > 0) {
      const [r] = await rows<{ qty: number }>(
        tx,
        sql`insert into sku_stocks as st (sku_id, store_code, qty) values (${skuId}, ${storeCode}, ${delta})
            on conflict (sku_id, store_code) do update set qty = st.qty + excluded.qty returning qty`,
      );
      return r!.qty;
    }
    const [r] = await rows<{ qty: number }>(
      tx,
      sql`update sku_stocks set qty = qty + ${delta} where sku_id = ${skuId} and store_code = ${storeCode} and qty + ${delta} >= 0 returning qty`,
    );
    return r?.qty;
  }

  async function freeQty(tx: Db, skuId: number, storeCode: string) {
    const [r] = await rows<{ qty: number }>(tx, sql`select qty from sku_stocks where sku_id = ${skuId} and store_code = ${storeCode}`);
    return r?.qty ?? 0;
  }

  async function ledger(
    tx: Db,
    e: { skuId: number; storeCode: string; delta: number; qtyAfter: number; reason: StockLedgerReason; note: string; transferId?: number; staffId: number },
  ) {
    await tx.execute(
      sql`insert into stock_ledger (sku_id, store_code, delta, qty_after, reason, note, transfer_id, staff_id)
          values (${e.skuId}, ${e.storeCode}, ${e.delta}, ${e.qtyAfter}, ${e.reason}, ${e.note}, ${e.transferId ?? null}, ${e.staffId})`,
    );
  }

  /**
   * One conditional change with its ledger and audit rows, in `tx`. Answers the new quantity, or the free
   * quantity when the change would go below zero (nothing written then).
   */
  async function adjustIn(
    tx: Db,
    input: AdjustInput,
    staffId: number,
    opts: { audit?: boolean } = {},
  ): Promise<{ ok: true; qty: number } | { ok: false; free: number }> {
    const { skuId, storeCode, delta } = input;
    const sku = await skuOf(tx, skuId, [storeCode]);
    const after = await change(tx, skuId, storeCode, delta);
    if (after === undefined) return { ok: false, free: await freeQty(tx, skuId, storeCode) };
    await ledger(tx, { skuId, storeCode, delta, qtyAfter: after, reason: input.reason, note: input.note, staffId });
    if (opts.audit !== false)
      await writeAudit(tx, {
        staffId,
        action: 'adjust',
        entity: 'stock',
        entityId: `${sku.skuCode}@${storeCode}`,
        label: sku.title,
        changedFields: ['qty'],
        changes: { qty: { before: after - delta, after } },
      });
    return { ok: true, qty: after };
  }

  return {
    async list(spuId: number) {
      const list = await rows<{ skuId: number; skuCode: string; storeCode: string; qty: number; held: number }>(
        db,
        sql`with held as (
              select l.sku_id, o.store_code, sum(l.num)::int as n from order_lines l join orders o on o.id = l.order_id
              where l.spu_id = ${spuId} and o.status in ${OPEN_ORDER_STATUSES} group by l.sku_id, o.store_code)
            select k.id as "skuId", k.sku_code as "skuCode", t.code as "storeCode", coalesce(st.qty, 0) as qty, coalesce(h.n, 0) as held
            from skus k join spus s on s.id = k.spu_id and s.merchant_code = ${merchantCode}
            cross join stores t
            left join sku_stocks st on st.sku_id = k.id and st.store_code = t.code
            left join held h on h.sku_id = k.id and h.store_code = t.code
            where k.spu_id = ${spuId} and t.merchant_code = ${merchantCode}
            order by k.sort, k.id, t.id`,
      );
      return { list };
    },

    async adjust(input: AdjustInput, staffId: number) {
      const qty = await db.transaction(async (tx) => {
        const done = await adjustIn(tx, input, staffId);
        if (!done.ok) throw new AppError('STOCK_TOO_LOW', { qty: done.free });
        return done.qty;
      });
      await changes.publish('catalogue', `stock:${input.skuId}`);
      return { qty };
    },

    /** An adjustment inside the caller's transaction (the CSV import applies many); the caller publishes. */
    adjustIn,

    async transfer(input: { skuId: number; fromStoreCode: string; toStoreCode: string; qty: number; note: string }, staffId: number) {
      const { skuId, fromStoreCode: from, toStoreCode: to, qty } = input;
      const done = await db.transaction(async (tx) => {
        const sku = await skuOf(tx, skuId, [from, to]);
        // Lock both rows in one order (by shop code) so two opposite transfers never wait on each other.
        for (const code of [from, to].sort())
          await tx.execute(sql`insert into sku_stocks (sku_id, store_code, qty) values (${skuId}, ${code}, 0) on conflict do nothing`);
        await tx.execute(sql`select 1 from sku_stocks where sku_id = ${skuId} and store_code in (${from}, ${to}) order by store_code for update`);
        const fromQty = await change(tx, skuId, from, -qty);
        if (fromQty === undefined) throw new AppError('STOCK_TOO_LOW', { qty: await freeQty(tx, skuId, from) });
        const toQty = (await change(tx, skuId, to, qty))!;
        const [t] = await rows<{ id: number }>(tx, sql`select nextval('stock_transfer_seq')::int as id`);
        await ledger(tx, { skuId, storeCode: from, delta: -qty, qtyAfter: fromQty, reason: 'transfer', note: input.note, transferId: t!.id, staffId });
        await ledger(tx, { skuId, storeCode: to, delta: qty, qtyAfter: toQty, reason: 'transfer', note: input.note, transferId: t!.id, staffId });
        await writeAudit(tx, {
          staffId,
          action: 'transfer',
          entity: 'stock',
          entityId: `${sku.skuCode}@${from}>${to}`,
          label: sku.title,
          changedFields: ['qty'],
        });
        return { fromQty, toQty };
      });
      await changes.publish('catalogue', `stock:${skuId}`);
      return done;
    },

    async ledger(q: { spuId: number; pageNo: number; pageSize: number }) {
      const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from stock_ledger l join skus k on k.id = l.sku_id where k.spu_id = ${q.spuId}`);
      const list = await rows<{
        id: number;
        at: Date;
        skuId: number;
        skuCode: string;
        storeCode: string;
        delta: number;
        qtyAfter: number;
        reason: StockLedgerReason;
        note: string;
        staffUsername: string;
      }>(
        db,
        sql`select l.id::int as id, l.at, l.sku_id as "skuId", k.sku_code as "skuCode", l.store_code as "storeCode", l.delta, l.qty_after as "qtyAfter",
              l.reason, l.note, u.username as "staffUsername"
            from stock_ledger l join skus k on k.id = l.sku_id join staff_users u on u.id = l.staff_id
            where k.spu_id = ${q.spuId} order by l.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
      );
      return { total: c?.n ?? 0, list: list.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
    },
  };
}
