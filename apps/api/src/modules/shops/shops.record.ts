import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { BoRecordValues } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import { areas, shopStores } from './shops.tables.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { formValuesOf, hhmm, searchOf, type RecordStore } from '../../lib/record-store.ts';

type V = BoRecordValues<'shops'>;

const columns = (v: V) => ({
  code: v.code,
  name: v.name,
  address: v.address,
  opened: v.opened,
  openingHours: v.openingHours,
  closingHours: v.closingHours,
  phone: v.phone,
  fax: v.fax,
  email: v.email,
  soldWatch: v.soldWatch,
  soldJewelry: v.soldJewelry,
  parentAreaId: v.parentAreaId,
  childAreaId: v.childAreaId,
  img: v.img,
  googleLat: v.googleLat,
  googleLng: v.googleLng,
  baiduLat: v.baiduLat,
  baiduLng: v.baiduLng,
  sort: v.sort,
});

/**
 * The physical shops (the `stores` rows of kind 'physical'). Never deleted: stock, orders and pick-ups
 * point at them, so a shop is closed (`opened: false`) and leaves the storefront's list.
 */
export const shopsStore = (merchantCode: string): RecordStore<'shops'> => {
  const mine = and(eq(shopStores.merchantCode, merchantCode), eq(shopStores.kind, 'physical'));
  return {
    versions: recordVersions(shopStores),
    async list(db, q) {
      const where = and(mine, searchOf(q.search, shopStores.name, shopStores.code, shopStores.address));
      const [total] = await db.select({ n: count() }).from(shopStores).where(where);
      const rows = await db.select().from(shopStores).where(where).orderBy(asc(shopStores.sort), asc(shopStores.id)).limit(q.limit).offset(q.offset);
      return {
        total: total?.n ?? 0,
        list: rows.map((r) => ({ id: r.id, title: r.name, detail: [r.code, r.phone].filter(Boolean).join(' · '), active: r.opened })),
      };
    },
    async get(db, id) {
      const [r] = await db
        .select()
        .from(shopStores)
        .where(and(mine, eq(shopStores.id, id)));
      if (!r) return undefined;
      const values = formValuesOf('shops', r, {
        address: r.address ?? { zh_HK: '', zh_CN: '', en: '' },
        openingHours: hhmm(r.openingHours),
        closingHours: hhmm(r.closingHours),
      });
      return { values, updatedAt: '' };
    },
    async check(tx, v, id) {
      const [taken] = await tx
        .select({ id: shopStores.id })
        .from(shopStores)
        .where(and(eq(shopStores.code, v.code), id ? ne(shopStores.id, id) : undefined));
      if (taken) throw new AppError('SHOP_CODE_TAKEN', { code: v.code });
      if (v.parentAreaId !== null) {
        const [parent] = await tx.select().from(areas).where(eq(areas.id, v.parentAreaId));
        if (!parent || parent.parentId !== null) throw new AppError('REF_UNKNOWN', { field: 'values.parentAreaId' });
      }
      if (v.childAreaId !== null) {
        const [child] = await tx.select().from(areas).where(eq(areas.id, v.childAreaId));
        if (!child || child.parentId === null || (v.parentAreaId !== null && child.parentId !== v.parentAreaId)) {
          throw new AppError('REF_UNKNOWN', { field: 'values.childAreaId' });
        }
      }
    },
    async insert(tx, v) {
      const [made] = await tx
        .insert(shopStores)
        .values({ merchantCode, kind: 'physical', ...columns(v) })
        .returning({ id: shopStores.id });
      return made!.id;
    },
    async update(tx, id, v) {
      const rows = await tx
        .update(shopStores)
        .set(columns(v))
        .where(and(mine, eq(shopStores.id, id)))
        .returning({ id: shopStores.id });
      return rows.length > 0;
    },
    async remove() {
      throw new AppError('RECORD_IN_USE', { what: 'orders, stock' });
    },
    label: (v) => v.name,
  };
};
