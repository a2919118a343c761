import { sql } from 'drizzle-orm';
import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray } from '../../db/sql.ts';
import type { PricingPromotion, PricingSku } from './pricing.ts';

/** A promotion's columns as `PricingPromotion`: the offers running now, and those an order was priced among. */
export const PROMOTION_COLUMNS = sql`id, code, title, description, kind, scope, category_ids as "categoryIds", sku_ids as "skuIds",
  threshold, amount_off as "amountOff", percent_off as "percentOff", gift_sku_ids as "giftSkuIds", gift_limit as "giftLimit",
  gift_qty as "giftQty", priority, stackable, payment_condition as "paymentCondition"`;

/**
 * What pricing reads: skus with their prices, sale state and stock, the selections and categories
 * promotions match on, running promotions, a member's address and cart. Part of the orders repository
 * (`createOrdersRepository` spreads it), apart so each file holds one kind of read.
 */
export function createPricingRepository(db: Db) {
  return {
    /** Skus with what pricing needs: prices, sale state, the stock of `storeCode`, category, option ids. */
    async pricingSkus(skuIds: readonly number[], storeCode: string) {
      if (skuIds.length === 0) return [];
      return rows<Omit<PricingSku, 'categoryPath' | 'selections'> & { categoryId: number; selectionIds: number[] }>(
        db,
        sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.price, k.original_price as "originalPrice",
              (k.status = 'on' and p.status = 'on') as "onSale", st.qty as "stockQty", p.title, k.img, p.category_id as "categoryId",
              k.selection_ids as "selectionIds",
              case when k.weight_quote is not null then k.weight_pricing || k.weight_quote end as "weightPrice"
            from skus_now() k
            join spus p on p.id = k.spu_id
            left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
            where k.id = any(${intArray(skuIds)})`,
      );
    },

    /** The same skus without stock: what an order prices from before its write checks stock itself. */
    async orderSkus(skuIds: readonly number[]) {
      if (skuIds.length === 0) return [];
      return rows<Omit<PricingSku, 'categoryPath' | 'selections' | 'stockQty'> & { categoryId: number; selectionIds: number[] }>(
        db,
        sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.price, k.original_price as "originalPrice",
              (k.status = 'on' and p.status = 'on') as "onSale", p.title, k.img, p.category_id as "categoryId",
              k.selection_ids as "selectionIds",
              case when k.weight_quote is not null then k.weight_pricing || k.weight_quote end as "weightPrice"
            from skus_now() k
            join spus p on p.id = k.spu_id
            where k.id = any(${intArray(skuIds)})`,
      );
    },

    /** Names of attribute selections (colours, sizes), in display order. */
    async selections(): Promise<{ id: number; name: I18nText; attributeId: number; sort: number }[]> {
      return rows(db, sql`select id, name, attribute_id as "attributeId", sort from attribute_selections`);
    },

    /** The category tree as parent links. */
    async categoryParents(merchantCode: string): Promise<{ id: number; parentId: number | null }[]> {
      return rows(db, sql`select id, parent_id as "parentId" from categories where merchant_code = ${merchantCode}`);
    },

    /** Promotions of the merchant running at `now`. */
    async activePromotions(merchantCode: string, now: Date): Promise<PricingPromotion[]> {
      return rows<PricingPromotion>(
        db,
        sql`select ${PROMOTION_COLUMNS} from promotions
            where merchant_code = ${merchantCode} and status = 'on' and starts_at <= ${now} and ends_at > ${now}`,
      );
    },

    async memberAddress(memberId: number, addressId: number) {
      const [row] = await rows<Record<string, string>>(
        db,
        sql`select receiver_name as "receiverName", phone_area as "phoneAreaCode", phone, area, province, district, detail
            from member_addresses where id = ${addressId} and member_id = ${memberId}`,
      );
      return row;
    },

    /**
     * The cart's lines, each with what availability needs (decision 360): sale state, the cart's shop's
     * units (null: no stock record) and the units each physical shop holds.
     */
    async cartLines(memberId: number, storeCode: string) {
      const found = await rows<{
        skuId: number;
        spuId: number;
        num: number;
        onSale: boolean;
        online: number | null;
        shops: { storeCode: string; qty: number }[] | string;
      }>(
        db,
        sql`select c.sku_id as "skuId", k.spu_id as "spuId", c.num, (k.status = 'on' and p.status = 'on') as "onSale", st.qty as online,
                   coalesce((select json_agg(json_build_object('storeCode', ps.store_code, 'qty', ps.qty) order by ps.qty desc, so.sort, ps.store_code)
                               from sku_stocks ps join stores so on so.code = ps.store_code and so.kind = 'physical'
                              where ps.sku_id = c.sku_id and ps.store_code <> c.store_code and ps.qty > 0), '[]'::json) as shops
            from cart_lines c join skus k on k.id = c.sku_id join spus p on p.id = k.spu_id
            left join sku_stocks st on st.sku_id = c.sku_id and st.store_code = c.store_code
            where c.member_id = ${memberId} and c.store_code = ${storeCode} order by c.created_at, c.sku_id`,
      );
      return found.map((l) => ({ ...l, shops: typeof l.shops === 'string' ? (JSON.parse(l.shops) as { storeCode: string; qty: number }[]) : l.shops }));
    },

    /** Units of these skus held by each of these shops (a missing row: none). */
    async stockIn(skuIds: readonly number[], storeCodes: readonly string[]): Promise<{ skuId: number; storeCode: string; qty: number }[]> {
      if (skuIds.length === 0) return [];
      return rows(
        db,
        sql`select sku_id as "skuId", store_code as "storeCode", qty from sku_stocks
            where sku_id = any(${intArray(skuIds)}) and store_code = any(array[${sql.join(
              storeCodes.map((c) => sql`${c}`),
              sql`, `,
            )}]::text[])`,
      );
    },
  };
}
