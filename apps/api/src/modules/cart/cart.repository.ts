import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray } from '../../db/sql.ts';
import { cartLines, wishlistItems } from './cart.tables.ts';

export interface CartLineRow {
  skuId: number;
  num: number;
}

/** A sku as the cart needs it: goods texts, prices, sale status of sku and goods, stock in one shop. */
export interface CartSkuRow {
  skuId: number;
  spuId: number;
  skuCode: string;
  img: string;
  price: number;
  originalPrice: number;
  onSale: boolean;
  title: I18nText;
  selectionIds: number[];
  /** null: the shop holds no stock record for the sku. */
  stockQty: number | null;
}

export interface SelectionRow {
  id: number;
  attributeCode: string;
  attributeName: I18nText;
  name: I18nText;
  colorNumber: string | null;
}

/** Drizzle access to cart lines and wishlist items; every function takes the handle (a transaction or the db). */
export const cartRepo = {
  /**
   * Serialises the cart and wishlist writes of one member: the member row is locked until the transaction
   * ends, so two concurrent adds cannot both pass the stock check against the same old quantity.
   */
  async lockMember(db: Db, memberId: number): Promise<void> {
    await db.execute(sql`select id from members where id = ${memberId} for update`);
  },

  async lines(db: Db, memberId: number, storeCode: string): Promise<CartLineRow[]> {
    return db
      .select({ skuId: cartLines.skuId, num: cartLines.num })
      .from(cartLines)
      .where(and(eq(cartLines.memberId, memberId), eq(cartLines.storeCode, storeCode)))
      .orderBy(desc(cartLines.createdAt), desc(cartLines.skuId));
  },

  /** Adds `num` to the line of each sku, creating lines that do not exist. */
  async addToLines(db: Db, memberId: number, storeCode: string, adds: CartLineRow[]): Promise<void> {
    if (!adds.length) return;
    await db
      .insert(cartLines)
      .values(adds.map((a) => ({ memberId, storeCode, skuId: a.skuId, num: a.num })))
      .onConflictDoUpdate({
        target: [cartLines.memberId, cartLines.storeCode, cartLines.skuId],
        set: { num: sql`${cartLines.num} + excluded.num`, updatedAt: sql`now()` },
      });
  },

  async setNum(db: Db, memberId: number, storeCode: string, skuId: number, num: number): Promise<void> {
    await db
      .update(cartLines)
      .set({ num, updatedAt: new Date() })
      .where(and(eq(cartLines.memberId, memberId), eq(cartLines.storeCode, storeCode), eq(cartLines.skuId, skuId)));
  },

  async removeLines(db: Db, memberId: number, storeCode: string, skuIds?: readonly number[]): Promise<void> {
    const conditions = [eq(cartLines.memberId, memberId), eq(cartLines.storeCode, storeCode)];
    if (skuIds) {
      if (!skuIds.length) return;
      conditions.push(inArray(cartLines.skuId, [...skuIds]));
    }
    await db.delete(cartLines).where(and(...conditions));
  },

  /** Skus of the merchant by id with their goods and stock in `storeCode`; unknown ids are left out. */
  async skus(db: Db, merchantCode: string, storeCode: string, ids: readonly number[]): Promise<CartSkuRow[]> {
    if (!ids.length) return [];
    return rows(
      db,
      sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.img, k.price,
                 k.original_price as "originalPrice", (k.status = 'on' and s.status = 'on') as "onSale",
                 s.title, k.selection_ids as "selectionIds", st.qty as "stockQty"
            from skus k
            join spus s on s.id = k.spu_id and s.merchant_code = ${merchantCode}
            left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
           where k.id = any(${intArray(ids)})`,
    );
  },

  async selections(db: Db, ids: readonly number[]): Promise<SelectionRow[]> {
    if (!ids.length) return [];
    return rows(
      db,
      sql`select sel.id, a.code as "attributeCode", a.name as "attributeName", sel.name, sel.color_number as "colorNumber"
            from attribute_selections sel join attributes a on a.id = sel.attribute_id
           where sel.id = any(${intArray(ids)}) order by a.sort, a.id, sel.sort, sel.id`,
    );
  },

  async wishlist(db: Db, memberId: number, storeCode: string): Promise<number[]> {
    const found = await db
      .select({ spuId: wishlistItems.spuId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.storeCode, storeCode)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.spuId));
    return found.map((r) => r.spuId);
  },

  /** Goods of the merchant by id with whether they are on sale; unknown ids are left out. */
  async spus(db: Db, merchantCode: string, ids: readonly number[]): Promise<{ id: number; onSale: boolean }[]> {
    if (!ids.length) return [];
    return rows(
      db,
      sql`select id, status = 'on' as "onSale" from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode}`,
    );
  },

  async addToWishlist(db: Db, memberId: number, storeCode: string, spuIds: readonly number[]): Promise<void> {
    if (!spuIds.length) return;
    await db
      .insert(wishlistItems)
      .values(spuIds.map((spuId) => ({ memberId, storeCode, spuId })))
      .onConflictDoNothing();
  },

  async removeFromWishlist(db: Db, memberId: number, storeCode: string, spuId?: number): Promise<void> {
    const conditions = [eq(wishlistItems.memberId, memberId), eq(wishlistItems.storeCode, storeCode)];
    if (spuId !== undefined) conditions.push(eq(wishlistItems.spuId, spuId));
    await db.delete(wishlistItems).where(and(...conditions));
  },
};
