import { sql } from 'drizzle-orm';
import type { I18nText, StockLedgerReason } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/**
 * The back office's stock statements on `sku_stocks` and `stock_ledger`. The units open orders hold come
 * from the orders module's `orders_units_held` (migration 1630, decision 419); the shops and staff names
 * are read in the same statements (read models in db/table-owners.ts). Every write here is to the
 * catalogue's own tables.
 */
export const stockAdminRepository = {
  /** The merchant's sku with its product's title; undefined when it is not the merchant's. */
  async sku(tx: Db, merchantCode: string, skuId: number) {
    const [sku] = await rows<{ skuCode: string; spuId: number; title: I18nText }>(
      tx,
      sql`select k.sku_code as "skuCode", k.spu_id as "spuId", s.title from skus k join spus s on s.id = k.spu_id
          where k.id = ${skuId} and s.merchant_code = ${merchantCode}`,
    );
    return sku;
  },

  /** Which of the codes are the merchant's shops. */
  async shops(tx: Db, merchantCode: string, storeCodes: string[]) {
    return rows<{ code: string }>(
      tx,
      sql`select code from stores where merchant_code = ${merchantCode} and code in (${sql.join(
        storeCodes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  },

  /** Adds `delta` (may be negative) to one row if it stays ≥ 0; answers the new quantity or undefined. */
  async change(tx: Db, skuId: number, storeCode: string, delta: number): Promise<number | undefined> {
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
  },

  async freeQty(tx: Db, skuId: number, storeCode: string) {
    const [r] = await rows<{ qty: number }>(tx, sql`select qty from sku_stocks where sku_id = ${skuId} and store_code = ${storeCode}`);
    return r?.qty ?? 0;
  },

  async appendLedger(
    tx: Db,
    e: {
      skuId: number;
      storeCode: string;
      delta: number;
      qtyAfter: number;
      reason: StockLedgerReason;
      note: string;
      transferId?: number;
      staffId: number | null;
    },
  ) {
    await tx.execute(
      sql`insert into stock_ledger (sku_id, store_code, delta, qty_after, reason, note, transfer_id, staff_id)
          values (${e.skuId}, ${e.storeCode}, ${e.delta}, ${e.qtyAfter}, ${e.reason}, ${e.note}, ${e.transferId ?? null}, ${e.staffId})`,
    );
  },

  /** Makes sure both rows exist and locks them in one order (by shop code), so two opposite transfers never wait on each other. */
  async lockPair(tx: Db, skuId: number, from: string, to: string) {
    for (const code of [from, to].sort())
      await tx.execute(sql`insert into sku_stocks (sku_id, store_code, qty) values (${skuId}, ${code}, 0) on conflict do nothing`);
    await tx.execute(sql`select 1 from sku_stocks where sku_id = ${skuId} and store_code in (${from}, ${to}) order by store_code for update`);
  },

  async nextTransferId(tx: Db): Promise<number> {
    const [t] = await rows<{ id: number }>(tx, sql`select nextval('stock_transfer_seq')::int as id`);
    return t!.id;
  },

  /** Free and held units of the product's skus in every shop of the merchant. */
  async list(db: Db, merchantCode: string, spuId: number) {
    return rows<{ skuId: number; skuCode: string; storeCode: string; qty: number; held: number; lowStockThreshold: number | null }>(
      db,
      sql`with held as (select * from orders_units_held(array(select id from skus where spu_id = ${spuId})))
          select k.id as "skuId", k.sku_code as "skuCode", t.code as "storeCode", coalesce(st.qty, 0) as qty, coalesce(h.n, 0) as held,
            k.low_stock_threshold as "lowStockThreshold"
          from skus k join spus s on s.id = k.spu_id and s.merchant_code = ${merchantCode}
          cross join stores t
          left join sku_stocks st on st.sku_id = k.id and st.store_code = t.code
          left join held h on h.sku_id = k.id and h.store_code = t.code
          where k.spu_id = ${spuId} and t.merchant_code = ${merchantCode}
          order by k.sort, k.id, t.id`,
    );
  },

  /** Sets a SKU's own low-stock level; answers the level it had (undefined: no such SKU). */
  async setLowStockThreshold(tx: Db, skuId: number, threshold: number | null): Promise<{ before: number | null } | undefined> {
    const [r] = await rows<{ before: number | null }>(
      tx,
      sql`update skus k set low_stock_threshold = ${threshold} from (select id, low_stock_threshold as before from skus where id = ${skuId} for update) o
          where k.id = o.id returning o.before`,
    );
    return r;
  },

  /** One page of the product's ledger, newest first, and its total. */
  async ledger(db: Db, q: { spuId: number; pageNo: number; pageSize: number }) {
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
            l.reason, l.note, coalesce(u.username, '') as "staffUsername"
          from stock_ledger l join skus k on k.id = l.sku_id left join staff_users u on u.id = l.staff_id
          where k.spu_id = ${q.spuId} order by l.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    );
    return { total: c?.n ?? 0, list };
  },
};
