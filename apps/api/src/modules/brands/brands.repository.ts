import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopStores } from '../shops/shops.tables.ts';
import { brandStores, brandWatches, brands } from './brands.tables.ts';

export function createBrandsRepository(db: Db) {
  return {
    list(merchantCode: string, opts: { ascending: boolean; firstLetter?: string }) {
      const where = [eq(brands.merchantCode, merchantCode)];
      // English names are stored as written; the letter filter compares upper case.
      if (opts.firstLetter) where.push(like(brands.nameEng, `${opts.firstLetter}%`));
      return db
        .select()
        .from(brands)
        .where(and(...where))
        .orderBy(opts.ascending ? asc(brands.nameEng) : desc(brands.nameEng), asc(brands.id));
    },
    async detail(merchantCode: string, id: number) {
      const [brand] = await db
        .select()
        .from(brands)
        .where(and(eq(brands.merchantCode, merchantCode), eq(brands.id, id)))
        .limit(1);
      if (!brand) return undefined;
      const watches = await db.select().from(brandWatches).where(eq(brandWatches.brandId, id)).orderBy(asc(brandWatches.sort), asc(brandWatches.id));
      const stores = await db
        .select({ id: shopStores.id, name: shopStores.name })
        .from(brandStores)
        .innerJoin(shopStores, eq(shopStores.id, brandStores.storeId))
        .where(and(eq(brandStores.brandId, id), eq(shopStores.opened, true)))
        .orderBy(asc(shopStores.sort));
      return { brand, watches, stores };
    },
  };
}
