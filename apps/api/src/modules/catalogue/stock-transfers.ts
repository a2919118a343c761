import { sql } from 'drizzle-orm';
import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';
import { stockAdminRepository as repo } from './stock-admin.repository.ts';

/** A transfer request as the shops see it (incoming and outgoing). */
export interface TransferRequest {
  id: number;
  skuId: number;
  skuCode: string;
  title: I18nText;
  fromStoreCode: string;
  toStoreCode: string;
  qty: number;
  status: 'requested' | 'returned' | 'kept';
  ref: string;
  neededBy: Date | null;
}

/**
 * Transfer requests (issue 44, decision 497): a piece one shop asks of another for a viewing. The catalogue
 * owns stock, so these are its functions, each in the caller's transaction. The units move at once, both
 * ledger rows sharing the request's id as their transfer id (the piece is spoken for from the booking on;
 * the shops see the request until the viewing is over), and move back the same way when not kept. A move
 * a shopper's booking caused names no staff member (`staffId` null).
 */
export async function requestTransfer(
  tx: Db,
  r: { skuId: number; fromStoreCode: string; toStoreCode: string; qty: number; ref: string; neededBy: Date | null; staffId: number | null },
): Promise<number | undefined> {
  await repo.lockPair(tx, r.skuId, r.fromStoreCode, r.toStoreCode);
  const fromQty = await repo.change(tx, r.skuId, r.fromStoreCode, -r.qty);
  if (fromQty === undefined) return undefined;
  const toQty = (await repo.change(tx, r.skuId, r.toStoreCode, r.qty))!;
  const id = await repo.nextTransferId(tx);
  const note = `request ${r.ref}`;
  await repo.appendLedger(tx, {
    skuId: r.skuId,
    storeCode: r.fromStoreCode,
    delta: -r.qty,
    qtyAfter: fromQty,
    reason: 'transfer',
    note,
    transferId: id,
    staffId: r.staffId,
  });
  await repo.appendLedger(tx, {
    skuId: r.skuId,
    storeCode: r.toStoreCode,
    delta: r.qty,
    qtyAfter: toQty,
    reason: 'transfer',
    note,
    transferId: id,
    staffId: r.staffId,
  });
  await tx.execute(
    sql`insert into stock_transfer_requests (id, sku_id, from_store_code, to_store_code, qty, ref, needed_by)
        values (${id}, ${r.skuId}, ${r.fromStoreCode}, ${r.toStoreCode}, ${r.qty}, ${r.ref}, ${r.neededBy})`,
  );
  return id;
}

/**
 * Ends a request: 'kept' leaves the units where they went (the piece was bought there); 'returned' moves
 * them back to the shop they came from, with ledger rows. A request already ended is left as it is.
 * Answers false when the units are no longer free at the shop they went to (sold there otherwise): then
 * the request is kept.
 */
export async function endTransfer(tx: Db, id: number, how: 'kept' | 'returned', staffId: number | null): Promise<boolean> {
  const [t] = await rows<{ skuId: number; from: string; to: string; qty: number; ref: string }>(
    tx,
    sql`select sku_id as "skuId", from_store_code as "from", to_store_code as "to", qty, ref from stock_transfer_requests
        where id = ${id} and status = 'requested' for update`,
  );
  if (!t) return true;
  let status = how;
  if (how === 'returned') {
    await repo.lockPair(tx, t.skuId, t.from, t.to);
    const toQty = await repo.change(tx, t.skuId, t.to, -t.qty);
    if (toQty === undefined) status = 'kept';
    else {
      const fromQty = (await repo.change(tx, t.skuId, t.from, t.qty))!;
      const note = `return ${t.ref}`;
      await repo.appendLedger(tx, { skuId: t.skuId, storeCode: t.to, delta: -t.qty, qtyAfter: toQty, reason: 'transfer', note, transferId: id, staffId });
      await repo.appendLedger(tx, { skuId: t.skuId, storeCode: t.from, delta: t.qty, qtyAfter: fromQty, reason: 'transfer', note, transferId: id, staffId });
    }
  }
  await tx.execute(sql`update stock_transfer_requests set status = ${status}, updated_at = now() where id = ${id}`);
  return status === how;
}

const requestColumns = sql`t.id::int as id, t.sku_id as "skuId", k.sku_code as "skuCode", p.title, t.from_store_code as "fromStoreCode",
  t.to_store_code as "toStoreCode", t.qty, t.status, t.ref, t.needed_by as "neededBy"`;

/** The open requests to and from a shop, soonest needed first. */
export async function openTransfersAt(db: Db, storeCode: string): Promise<{ incoming: TransferRequest[]; outgoing: TransferRequest[] }> {
  const list = await rows<TransferRequest>(
    db,
    sql`select ${requestColumns} from stock_transfer_requests t join skus k on k.id = t.sku_id join spus p on p.id = k.spu_id
        where t.status = 'requested' and (t.to_store_code = ${storeCode} or t.from_store_code = ${storeCode})
        order by t.needed_by nulls last, t.id`,
  );
  return { incoming: list.filter((t) => t.toStoreCode === storeCode), outgoing: list.filter((t) => t.fromStoreCode === storeCode) };
}

/** These requests by id (any status). */
export async function transfersById(db: Db, ids: readonly number[]): Promise<Map<number, TransferRequest>> {
  if (ids.length === 0) return new Map();
  const list = await rows<TransferRequest>(
    db,
    sql`select ${requestColumns} from stock_transfer_requests t join skus k on k.id = t.sku_id join spus p on p.id = k.spu_id
        where t.id = any(${intArray([...ids])}::bigint[])`,
  );
  return new Map(list.map((t) => [t.id, t]));
}

/** The free units of these skus in every shop that has a stock row for them. */
export async function freeUnits(db: Db, skuIds: readonly number[]): Promise<{ skuId: number; storeCode: string; qty: number }[]> {
  if (skuIds.length === 0) return [];
  return rows(db, sql`select sku_id as "skuId", store_code as "storeCode", qty from sku_stocks where sku_id = any(${intArray([...skuIds])}) and qty > 0`);
}

/** The merchant's skus with their product's title and the image to show; `onSale`: only those on sale now. */
export async function skuCards(db: Db, merchantCode: string, skuIds: readonly number[], opts: { onSale: boolean }) {
  if (skuIds.length === 0) return [];
  return rows<{ skuId: number; skuCode: string; title: I18nText; img: string }>(
    db,
    sql`select k.id as "skuId", k.sku_code as "skuCode", p.title, coalesce(nullif(k.img, ''), p.img) as img
        from skus k join spus p on p.id = k.spu_id
        where k.id = any(${intArray([...skuIds])}) and p.merchant_code = ${merchantCode}
          ${opts.onSale ? sql`and k.status = 'on' and p.status = 'on'` : sql``}
        order by k.id`,
  );
}

/** The first on-sale sku of each of these products (the merchant's), in the order given. */
export async function firstSkusOf(db: Db, merchantCode: string, spuIds: readonly number[]): Promise<number[]> {
  if (spuIds.length === 0) return [];
  const found = await rows<{ spuId: number; skuId: number }>(
    db,
    sql`select distinct on (k.spu_id) k.spu_id as "spuId", k.id as "skuId" from skus k join spus p on p.id = k.spu_id
        where k.spu_id = any(${intArray([...spuIds])}) and k.status = 'on' and p.status = 'on' and p.merchant_code = ${merchantCode}
        order by k.spu_id, k.sort, k.id`,
  );
  return spuIds.flatMap((id) => found.filter((f) => f.spuId === id).map((f) => f.skuId));
}
