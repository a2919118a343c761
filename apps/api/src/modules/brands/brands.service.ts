import { toWire, type BrandDetail, type BrandSummary } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { createBrandsRepository } from './brands.repository.ts';

export function createBrandsService(repo: ReturnType<typeof createBrandsRepository>, merchantCode: string) {
  return {
    async list(input: { orderByNameEngAsc: boolean; firstLetter?: string }): Promise<BrandSummary[]> {
      const rows = await repo.list(merchantCode, {
        ascending: input.orderByNameEngAsc,
        ...(input.firstLetter ? { firstLetter: input.firstLetter } : {}),
      });
      return rows.map((b) => ({ id: b.id, ...toWire('name', { ...b.name, en: b.nameEng }), brandIcon: b.icon }));
    },
    async detail(id: number): Promise<BrandDetail> {
      const found = await repo.detail(merchantCode, id);
      if (!found) return fail('BRAND_NOT_FOUND');
      const { brand: b, watches, stores } = found;
      return {
        id: b.id,
        ...toWire('name', { ...b.name, en: b.nameEng }),
        brandIcon: b.icon,
        brandWebsite: b.website,
        ...toWire('contentWebsite', b.contentWebsite),
        watches: watches.map((w) => ({ id: w.id, watchImg: w.img, ...toWire('name', w.name), ...toWire('watchDesc', w.description) })),
        storeNames: stores.map((s) => ({ storeId: s.id, ...toWire('storeName', s.name) })),
      };
    },
  };
}
