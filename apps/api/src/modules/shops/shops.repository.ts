import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first, preparedRows } from '../../db/sql.ts';
import type { MerchantShops } from './shop-resolver.ts';
import { areas, shopStores } from './shops.tables.ts';

export interface StoreFilter {
  opened?: boolean;
  parentAreaId?: number;
  childAreaId?: number;
  soldWatch?: boolean;
  soldJewelry?: boolean;
}

/** The codes of every physical shop, in the shops' order (the demo catalogue stocks each). */
export async function physicalStoreCodes(db: Db): Promise<string[]> {
  const found = await db.select({ code: shopStores.code }).from(shopStores).where(eq(shopStores.kind, 'physical')).orderBy(asc(shopStores.sort));
  return found.map((r) => r.code);
}

export function createShopsRepository(db: Db) {
  return {
    /** A merchant with its shops, the online shop first (what the shop resolver keeps). */
    async merchantShops(merchantCode: string): Promise<MerchantShops | null> {
      // One statement, not two, and prepared: with the caches off (decision 483) every call resolves its shop
      // here, and on the embedded database parsing and planning a statement costs more than running it (decision 571).
      const [row] = await preparedRows<MerchantShops['merchant'] & { stores: MerchantShops['stores'] | string }>(
        db,
        'shops_merchant_shops',
        sql`select m.code, m.currency_symbol as "currencySymbol", m.amount_format as "amountFormat",
                   coalesce((select json_agg(json_build_object('code', s.code, 'kind', s.kind, 'name', s.name)
                                             order by s.kind = 'physical', s.sort, s.id)
                             from stores s where s.merchant_code = m.code), '[]') as stores
            from merchants m where m.code = ${merchantCode}::text`,
      );
      if (!row) return null;
      const { stores, ...merchant } = row;
      return { merchant, stores: typeof stores === 'string' ? (JSON.parse(stores) as MerchantShops['stores']) : stores };
    },
    async byCode(merchantCode: string, code: string) {
      return first(
        db
          .select()
          .from(shopStores)
          .where(and(eq(shopStores.merchantCode, merchantCode), eq(shopStores.code, code))),
      );
    },
    /** A shop's name by its code (a receipt names the shop it was handed over at). */
    async nameByCode(code: string) {
      const [row] = await db.select({ name: shopStores.name }).from(shopStores).where(eq(shopStores.code, code)).limit(1);
      return row?.name ?? null;
    },
    /** What a receipt prints of a shop (issue 43): its name, address and phone. */
    async receiptDetails(code: string) {
      const [row] = await db
        .select({ name: shopStores.name, address: shopStores.address, phone: shopStores.phone })
        .from(shopStores)
        .where(eq(shopStores.code, code))
        .limit(1);
      return row ?? null;
    },
    async physicalById(merchantCode: string, id: number) {
      return first(
        db
          .select()
          .from(shopStores)
          .where(and(eq(shopStores.merchantCode, merchantCode), eq(shopStores.id, id), eq(shopStores.kind, 'physical'))),
      );
    },
    list(merchantCode: string, f: StoreFilter) {
      const where: SQL[] = [eq(shopStores.merchantCode, merchantCode), eq(shopStores.kind, 'physical')];
      if (f.opened !== undefined) where.push(eq(shopStores.opened, f.opened));
      if (f.parentAreaId !== undefined) where.push(eq(shopStores.parentAreaId, f.parentAreaId));
      if (f.childAreaId !== undefined) where.push(eq(shopStores.childAreaId, f.childAreaId));
      if (f.soldWatch !== undefined) where.push(eq(shopStores.soldWatch, f.soldWatch));
      if (f.soldJewelry !== undefined) where.push(eq(shopStores.soldJewelry, f.soldJewelry));
      return db
        .select()
        .from(shopStores)
        .where(and(...where))
        .orderBy(asc(shopStores.sort), asc(shopStores.id));
    },
    async areaTree(parentId?: number) {
      const rows = await db.select().from(areas).orderBy(asc(areas.sort), asc(areas.id));
      const tops = rows.filter((a) => (parentId === undefined ? a.parentId === null : a.id === parentId && a.parentId === null));
      return tops.map((top) => ({ ...top, children: rows.filter((c) => c.parentId === top.id) }));
    },
    /** Every e-mail address of the merchant's shops (allowed enquiry recipients). */
    async emails(merchantCode: string) {
      const rows = await db.select({ email: shopStores.email }).from(shopStores).where(eq(shopStores.merchantCode, merchantCode));
      return rows.map((r) => r.email).filter(Boolean);
    },
  };
}
