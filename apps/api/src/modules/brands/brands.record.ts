import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { BoRecordValues } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { brands, brandStores, brandWatches } from './brands.tables.ts';
import { shopStores } from '../shops/shops.tables.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { formValuesOf, searchOf, type RecordStore } from '../../lib/record-store.ts';

type V = BoRecordValues<'brands'>;

const columns = (v: V) => ({ nameEng: v.nameEng, name: v.name, icon: v.icon, website: v.website, contentWebsite: v.contentWebsite, sort: v.sort });

/** Replaces a brand's watches (kept rows keep their ids) and the shops selling it, in the caller's transaction. */
async function writeChildren(tx: Db, brandId: number, v: V) {
  const keep = v.watches.flatMap((w) => (w.id ? [w.id] : []));
  await tx.delete(brandWatches).where(and(eq(brandWatches.brandId, brandId), keep.length ? notInArray(brandWatches.id, keep) : undefined));
  for (const [sort, w] of v.watches.entries()) {
    const row = { img: w.img, name: w.name, description: w.description, sort };
    if (w.id) {
      const updated = await tx
        .update(brandWatches)
        .set(row)
        .where(and(eq(brandWatches.id, w.id), eq(brandWatches.brandId, brandId)))
        .returning({ id: brandWatches.id });
      if (updated.length === 0) throw new AppError('REF_UNKNOWN', { field: `values.watches.${sort}.id` });
    } else {
      await tx.insert(brandWatches).values({ brandId, ...row });
    }
  }
  await tx.delete(brandStores).where(eq(brandStores.brandId, brandId));
  const storeIds = [...new Set(v.storeIds)];
  if (storeIds.length) await tx.insert(brandStores).values(storeIds.map((storeId) => ({ brandId, storeId })));
}

/** Watch brands with their watches (rows of the form) and the shops that sell them. */
export const brandsStore = (merchantCode: string): RecordStore<'brands'> => {
  const mine = eq(brands.merchantCode, merchantCode);
  return {
    versions: recordVersions(brands),
    async list(db, q) {
      const where = and(mine, searchOf(q.search, brands.name, brands.nameEng));
      const [total] = await db.select({ n: count() }).from(brands).where(where);
      const rows = await db.select().from(brands).where(where).orderBy(asc(brands.nameEng), asc(brands.id)).limit(q.limit).offset(q.offset);
      return { total: total?.n ?? 0, list: rows.map((r) => ({ id: r.id, title: r.name, detail: r.nameEng, active: true })) };
    },
    async get(db, id) {
      const [r] = await db
        .select()
        .from(brands)
        .where(and(mine, eq(brands.id, id)));
      if (!r) return undefined;
      const watches = await db.select().from(brandWatches).where(eq(brandWatches.brandId, id)).orderBy(asc(brandWatches.sort), asc(brandWatches.id));
      const stores = await db.select({ id: brandStores.storeId }).from(brandStores).where(eq(brandStores.brandId, id)).orderBy(asc(brandStores.storeId));
      const values = formValuesOf('brands', r, {
        storeIds: stores.map((s) => s.id),
        watches: watches.map((w) => ({ id: w.id, img: w.img, name: w.name, description: w.description })),
      });
      return { values, updatedAt: '' };
    },
    async check(tx, v) {
      const ids = [...new Set(v.storeIds)];
      if (!ids.length) return;
      const found = await tx
        .select({ id: shopStores.id })
        .from(shopStores)
        .where(and(inArray(shopStores.id, ids), eq(shopStores.merchantCode, merchantCode), eq(shopStores.kind, 'physical')));
      if (found.length !== ids.length) throw new AppError('REF_UNKNOWN', { field: 'values.storeIds' });
    },
    async insert(tx, v) {
      const [made] = await tx
        .insert(brands)
        .values({ merchantCode, ...columns(v) })
        .returning({ id: brands.id });
      await writeChildren(tx, made!.id, v);
      return made!.id;
    },
    async update(tx, id, v) {
      const rows = await tx
        .update(brands)
        .set(columns(v))
        .where(and(mine, eq(brands.id, id)))
        .returning({ id: brands.id });
      if (rows.length === 0) return false;
      await writeChildren(tx, id, v);
      return true;
    },
    async remove(tx, id) {
      // Watches and shop links go with the brand (on delete cascade).
      await tx.delete(brands).where(and(mine, eq(brands.id, id)));
    },
    label: (v) => v.name,
  };
};
