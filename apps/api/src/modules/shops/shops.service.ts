import type { Db } from '../../db/client.ts';
import { toWire, type Area, type StoreInfo } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import { createShopsRepository } from './shops.repository.ts';
import type { ShopRow } from './shops.tables.ts';

/** `10:00:00` → `10:00`. */
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

export function toStoreInfo(r: ShopRow): StoreInfo {
  return {
    id: r.id,
    storeCode: r.code,
    online: r.kind === 'online',
    ...toWire('name', r.name),
    ...toWire('address', r.address),
    phone: r.phone,
    fax: r.fax,
    email: r.email,
    openingHours: hhmm(r.openingHours),
    closingHours: hhmm(r.closingHours),
    soldWatch: r.soldWatch,
    soldJewelry: r.soldJewelry,
    img: r.img,
    parentAreaId: r.parentAreaId,
    childAreaId: r.childAreaId,
    googleCoordinateLatitude: r.googleLat,
    googleCoordinateLongitude: r.googleLng,
    baiduCoordinateLatitude: r.baiduLat,
    baiduCoordinateLongitude: r.baiduLng,
  };
}

/** The shops' e-mail addresses (an enquiry may go only to one of them). */
export const shopEmails = (db: Db, merchantCode: string) => createShopsRepository(db).emails(merchantCode);

/** A shop's name in the three languages by its code; null for an unknown code. */
export const shopNameByCode = (db: Db, code: string) => createShopsRepository(db).nameByCode(code);

/** A shop's name, address and phone for a receipt (issue 43); null for an unknown code. */
export const shopReceiptDetails = (db: Db, code: string) => createShopsRepository(db).receiptDetails(code);

export function createShopsService(repo: ReturnType<typeof createShopsRepository>, merchantCode: string) {
  return {
    async get(input: { merchantCode: string; storeCode: string }) {
      const row = await repo.byCode(input.merchantCode, input.storeCode);
      return row ? toStoreInfo(row) : fail('STORE_NOT_FOUND');
    },
    async list(input: { opened?: 0 | 1; parentAreaId?: number; childAreaId?: number; soldWatch?: boolean; soldJewelry?: boolean }) {
      const { opened, ...rest } = input;
      const rows = await repo.list(merchantCode, { ...rest, ...(opened === undefined ? {} : { opened: opened === 1 }) });
      return rows.map(toStoreInfo);
    },
    async detail(id: number) {
      const row = await repo.physicalById(merchantCode, id);
      return row ? toStoreInfo(row) : fail('STORE_NOT_FOUND');
    },
    async areaOptions(parentId?: number): Promise<Area[]> {
      const tree = await repo.areaTree(parentId);
      return tree.map((a) => ({
        id: a.id,
        ...toWire('name', a.name),
        childOfficialAreas: a.children.map((c) => ({ id: c.id, ...toWire('name', c.name) })),
      }));
    },
  };
}
