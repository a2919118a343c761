import type { BoClubGoodsValues, I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { auditSave } from '../audit/index.ts';
import { requireImages, type MissingImages } from '../catalogue/index.ts';
import { clubRepo } from './club.repository.ts';
import { clubGoodsAdminRepo as repo } from './club-goods-admin.repository.ts';
import { pointsSpus } from './club.tables.ts';

const clubGoodsVersions = recordVersions(pointsSpus);

const label = (t: I18nText) => ({ zh_HK: t.zh_HK, zh_CN: t.zh_CN, en: t.en });

/**
 * The members' club in the back office (issue 14, decision 171): categories and points goods with their
 * skus (points, birthday points, cash due, limit per member and period) and stock per physical shop.
 * A save is one transaction with its audit row; after commit `club` is published, which drops the cached
 * goods pages of the storefront in every process (decision 005), so the club shows the change at once.
 */
export function createClubGoodsAdminService(deps: { db: Db; changes: ChangeBus; merchantCode: string; missingImages: MissingImages }) {
  const { db, changes, merchantCode } = deps;

  // The club's pick-up places: its physical shops, as the storefront's club lists them.
  const shops = async () => (await clubRepo.physicalShops(db, merchantCode)).map((s) => ({ code: s.code, title: s.name }));

  const category = (tx: Db, id: number) => repo.category(tx, merchantCode, id);

  async function readGoods(id: number) {
    const p = await repo.goods(db, merchantCode, id);
    if (!p) return fail('CLUB_GOODS_NOT_FOUND');
    const skus = await repo.skusOfGoods(db, id);
    return { ...p, skus };
  }

  /** Adds `delta` units at a shop, never below zero (a redemption may have taken some meanwhile). */
  async function moveStock(tx: Db, skuId: number, skuCode: string, storeCode: string, delta: number) {
    if (delta === 0) return;
    if (!(await repo.moveStock(tx, skuId, storeCode, delta))) fail('CLUB_STOCK_CHANGED', { code: skuCode });
  }

  return {
    shops: async () => ({ shops: await shops() }),

    async listCategories() {
      return { list: await repo.listCategories(db, merchantCode) };
    },

    async saveCategory(input: { id?: number | undefined; values: { parentId: number | null; title: I18nText; sort: number } }, staffId: number) {
      const v = input.values;
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = input.id === undefined ? undefined : await category(tx, input.id);
        if (input.id !== undefined && !before) fail('CLUB_CATEGORY_NOT_FOUND');
        if (v.parentId !== null) {
          const parent = await category(tx, v.parentId);
          if (!parent) fail('CLUB_CATEGORY_NOT_FOUND', { field: 'values.parentId' });
          if (parent!.parentId !== null || parent!.id === input.id) fail('CLUB_CATEGORY_TOO_DEEP', { field: 'values.parentId' });
          if (input.id !== undefined) {
            if ((await repo.childCount(tx, input.id)) > 0) fail('CLUB_CATEGORY_TOO_DEEP', { field: 'values.parentId' });
          }
        }
        let saved: number;
        if (input.id === undefined) {
          saved = await repo.insertCategory(tx, merchantCode, v);
        } else {
          await repo.updateCategory(tx, input.id, v);
          saved = input.id;
        }
        await auditSave(tx, { staffId, entity: 'clubCategories', id: saved, label: label(v.title), before, after: v });
        return saved;
      });
      await changes.publish('club');
      return { id };
    },

    async listGoods(q: { pageNo: number; pageSize: number; search: string; categoryId?: number | undefined; status?: 'on' | 'off' | undefined }) {
      return repo.goodsPage(db, {
        merchantCode,
        words: q.search.toLowerCase().split(/\s+/).filter(Boolean),
        categoryId: q.categoryId,
        status: q.status,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
    },

    async getGoods(id: number) {
      // The version before the values: a save in between makes this form stale, never silently older.
      const version = await clubGoodsVersions.versionOf(db, id);
      const { id: _id, skus, ...values } = await readGoods(id);
      return {
        id,
        version: version ?? fail('CLUB_GOODS_NOT_FOUND'),
        values: {
          ...values,
          skus: skus.map((k) => ({ ...k, stocks: k.stocks.map((s) => ({ storeCode: s.storeCode, qty: s.qty, baseQty: s.qty })) })),
        },
        shops: await shops(),
      };
    },

    async saveGoods(input: { id?: number | undefined; baseVersion?: number | undefined; values: BoClubGoodsValues }, staffId: number) {
      const v = input.values;
      let version = 1;
      const before = input.id === undefined ? undefined : await readGoods(input.id);
      const physical = new Set((await shops()).map((s) => s.code));
      await requireImages(deps.missingImages, v);
      v.skus.forEach((k, i) =>
        k.stocks.forEach((s, j) => {
          if (!physical.has(s.storeCode)) fail('CLUB_SHOP_UNKNOWN', { code: s.storeCode, field: `values.skus.${i}.stocks.${j}.storeCode` });
        }),
      );
      const id: number = await db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          if (input.id !== undefined) version = (await clubGoodsVersions.claim(tx, input.id, input.baseVersion, staffId)) ?? fail('CLUB_GOODS_NOT_FOUND');
          if (!(await category(tx, v.categoryId))) fail('CLUB_CATEGORY_NOT_FOUND', { field: 'values.categoryId' });
          const codes = v.skus.map((k) => k.skuCode.toUpperCase());
          const taken = await repo.takenSkuCodes(tx, codes);
          const clash = taken.find((x) => x.spuId !== input.id);
          if (clash) fail('CLUB_SKU_CODE_TAKEN', { code: clash.code, field: `values.skus.${codes.indexOf(clash.code)}.skuCode` });
          const searchText = [v.title.zh_HK, v.title.zh_CN, v.title.en].join(' ').toLowerCase();
          let spuId: number;
          if (input.id === undefined) {
            spuId = await repo.insertGoods(tx, merchantCode, v.categoryId, v.productType);
            await clubGoodsVersions.stampCreated(tx, spuId, staffId);
          } else spuId = input.id;
          await repo.updateGoods(tx, spuId, v, searchText);
          const kept = new Set<number>();
          for (const [i, k] of v.skus.entries()) {
            let skuId: number;
            const existing = k.id !== undefined ? before?.skus.find((s) => s.id === k.id) : undefined;
            if (k.id !== undefined && !existing) {
              if (!(await repo.isSkuOf(tx, k.id, spuId))) fail('CLUB_GOODS_NOT_FOUND', { field: `values.skus.${i}.id` });
            }
            if (k.id !== undefined) {
              await repo.updateSku(tx, k.id, k, i, spuId);
              skuId = k.id;
            } else {
              skuId = await repo.insertSku(tx, spuId, k.skuCode, k.point);
              await repo.updateSku(tx, skuId, k, i);
            }
            kept.add(skuId);
            for (const s of k.stocks) await moveStock(tx, skuId, k.skuCode, s.storeCode, s.qty - (k.id !== undefined ? (s.baseQty ?? 0) : 0));
          }
          // Skus left out stay for the redemptions that name them, retired: not shown and not redeemable.
          await repo.retireSkusExcept(tx, spuId, [...kept]);
          const { id: _x, ...beforeValues } = before ?? { id: 0 };
          await auditSave(tx, { staffId, entity: 'clubGoods', id: spuId, label: label(v.title), before: before ? beforeValues : undefined, after: v });
          return spuId;
        })
        .catch((err: unknown) =>
          // Two saves taking one new sku code at once: the unique index lets one through.
          isUniqueViolation(err) ? fail('CLUB_SKU_CODE_TAKEN', { code: v.skus[0]!.skuCode, field: 'values.skus' }) : Promise.reject(err),
        );
      await changes.publish('club');
      return { id, version };
    },
  };
}
