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
  /** Priced by weight at the day's rate (issue 30). */
  byWeight?: boolean;
  /** Physical shops of the merchant holding units of the sku, most first (decision 265). */
  pickupStocks?: PickupStock[];
}

/** Units of a sku held at one physical shop. */
export interface PickupStock {
  storeCode: string;
  qty: number;
}

/**
 * Decision 265: the physical shops holding a sku, most units first, as one json column. Read with the
 * line so the cart can accept units sold out online but held at a shop for pick-up there.
 */
const pickupStocksColumn = (merchantCode: string) =>
  sql`coalesce((select json_agg(json_build_object('storeCode', ps.store_code, 'qty', ps.qty) order by ps.qty desc, so.sort, ps.store_code)
                  from sku_stocks ps join stores so on so.code = ps.store_code and so.kind = 'physical' and so.merchant_code = ${merchantCode}
                 where ps.sku_id = k.id and ps.qty > 0), '[]'::json) as "pickupStocks"`;

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export interface SelectionRow {
  id: number;
  attributeCode: string;
  attributeName: I18nText;
  name: I18nText;
  colorNumber: string | null;
}

/** An option with its place in attribute order: attribute sort, attribute id, option sort, option id. */
export type OrderedSelection = SelectionRow & { order: [number, number, number, number] };

/** Options in attribute order (as `selections` answers them). */
export function sortSelections(list: readonly OrderedSelection[]): OrderedSelection[] {
  return [...list].sort((x, y) => x.order[0] - y.order[0] || x.order[1] - y.order[1] || x.order[2] - y.order[2] || x.order[3] - y.order[3]);
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
    const found = await rows<CartSkuRow>(
      db,
      sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.img, k.price,
                 k.original_price as "originalPrice", (k.status = 'on' and s.status = 'on') as "onSale",
                 s.title, k.selection_ids as "selectionIds", st.qty as "stockQty", k.weight_pricing is not null as "byWeight",
                 ${pickupStocksColumn(merchantCode)}
            from skus_now() k
            join spus s on s.id = k.spu_id and s.merchant_code = ${merchantCode}
            left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
           where k.id = any(${intArray(ids)})`,
    );
    return found.map((r) => ({ ...r, pickupStocks: parseJson<PickupStock[]>(r.pickupStocks ?? []) }));
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

  /**
   * A member's cart in one query (decision 140): each line with its sku, goods, stock in the shop and
   * option names (in attribute order). `sku` is null for a sku that no longer exists for the merchant.
   */
  async linesWithSkus(
    db: Db,
    merchantCode: string,
    memberId: number,
    storeCode: string,
  ): Promise<Array<CartLineRow & { sku: CartSkuRow | null; selections: OrderedSelection[] }>> {
    const found = await rows<CartLineRow & CartSkuRow & { found: boolean; selections: OrderedSelection[] }>(
      db,
      sql`select l.sku_id as "skuId", l.num, s.id is not null as found, k.spu_id as "spuId", k.sku_code as "skuCode", k.img, k.price,
                 k.original_price as "originalPrice", coalesce(k.status = 'on' and s.status = 'on', false) as "onSale",
                 s.title, coalesce(k.selection_ids, '{}') as "selectionIds", st.qty as "stockQty", k.weight_pricing is not null as "byWeight",
                 ${pickupStocksColumn(merchantCode)},
                 coalesce((select json_agg(json_build_object('id', sel.id, 'attributeCode', a.code, 'attributeName', a.name, 'name', sel.name,
                                                             'colorNumber', sel.color_number, 'order', json_build_array(a.sort, a.id, sel.sort, sel.id)) order by a.sort, a.id, sel.sort, sel.id)
                             from attribute_selections sel join attributes a on a.id = sel.attribute_id
                            where sel.id = any(k.selection_ids)), '[]'::json) as selections
            from cart_lines l
            left join skus_now() k on k.id = l.sku_id
            left join spus s on s.id = k.spu_id and s.merchant_code = ${merchantCode}
            left join sku_stocks st on st.sku_id = k.id and st.store_code = l.store_code
           where l.member_id = ${memberId} and l.store_code = ${storeCode}
           order by l.created_at desc, l.sku_id desc`,
    );
    return found.map(({ found: ok, selections, ...r }) => ({
      skuId: r.skuId,
      num: r.num,
      selections: typeof selections === 'string' ? (JSON.parse(selections) as OrderedSelection[]) : selections,
      sku: ok
        ? {
            skuId: r.skuId,
            spuId: r.spuId,
            skuCode: r.skuCode,
            img: r.img,
            price: r.price,
            originalPrice: r.originalPrice,
            onSale: r.onSale,
            title: r.title,
            selectionIds: r.selectionIds,
            stockQty: r.stockQty,
            byWeight: r.byWeight === true,
            pickupStocks: parseJson<PickupStock[]>(r.pickupStocks ?? []),
          }
        : null,
    }));
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
    return rows(db, sql`select id, status = 'on' as "onSale" from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode}`);
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
