import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { writeAudit } from '../audit/index.ts';
import { stockAdminRepository as repo } from './stock-admin.repository.ts';

type AdjustInput = { skuId: number; storeCode: string; delta: number; reason: 'received' | 'counted' | 'damaged'; note: string };

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
    const sku = await repo.sku(tx, merchantCode, skuId);
    const shops = await repo.shops(tx, merchantCode, storeCodes);
    if (!sku || shops.length !== storeCodes.length) throw new AppError('STOCK_SKU_NOT_FOUND');
    return sku;
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
    const after = await repo.change(tx, skuId, storeCode, delta);
    if (after === undefined) return { ok: false, free: await repo.freeQty(tx, skuId, storeCode) };
    await repo.appendLedger(tx, { skuId, storeCode, delta, qtyAfter: after, reason: input.reason, note: input.note, staffId });
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
      return { list: await repo.list(db, merchantCode, spuId) };
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

    /** A SKU's own low-stock level (issue 40, decision 456), audited with the level it replaced. */
    async setLowStockThreshold(input: { skuId: number; threshold: number | null }, staffId: number) {
      await db.transaction(async (tx) => {
        const sku = await repo.sku(tx, merchantCode, input.skuId);
        if (!sku) throw new AppError('STOCK_SKU_NOT_FOUND');
        const was = await repo.setLowStockThreshold(tx, input.skuId, input.threshold);
        if (!was || was.before === input.threshold) return;
        await writeAudit(tx, {
          staffId,
          action: 'update',
          entity: 'stock',
          entityId: sku.skuCode,
          label: sku.title,
          changedFields: ['lowStockThreshold'],
          changes: { lowStockThreshold: { before: was.before, after: input.threshold } },
        });
      });
      await changes.publish('catalogue', `stock:${input.skuId}`);
      return { skuId: input.skuId, threshold: input.threshold };
    },

    /** An adjustment inside the caller's transaction (the CSV import applies many); the caller publishes. */
    adjustIn,

    async transfer(input: { skuId: number; fromStoreCode: string; toStoreCode: string; qty: number; note: string }, staffId: number) {
      const { skuId, fromStoreCode: from, toStoreCode: to, qty } = input;
      const done = await db.transaction(async (tx) => {
        const sku = await skuOf(tx, skuId, [from, to]);
        await repo.lockPair(tx, skuId, from, to);
        const fromQty = await repo.change(tx, skuId, from, -qty);
        if (fromQty === undefined) throw new AppError('STOCK_TOO_LOW', { qty: await repo.freeQty(tx, skuId, from) });
        const toQty = (await repo.change(tx, skuId, to, qty))!;
        const transferId = await repo.nextTransferId(tx);
        await repo.appendLedger(tx, { skuId, storeCode: from, delta: -qty, qtyAfter: fromQty, reason: 'transfer', note: input.note, transferId, staffId });
        await repo.appendLedger(tx, { skuId, storeCode: to, delta: qty, qtyAfter: toQty, reason: 'transfer', note: input.note, transferId, staffId });
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
      const { total, list } = await repo.ledger(db, q);
      return { total, list: list.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
    },
  };
}
