import { createHash } from 'node:crypto';
import { titleMetalConflicts, type BoGoodsValues, type GoodsMetalWarning } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { parseQuery } from './catalogue-search.ts';
import { writeSearchDocuments } from './search-documents.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { auditSave, writeAudit } from '../audit/index.ts';
import { goodsRepository as repo, type GoodsListFilter } from './goods-admin.repository.ts';
import { spus } from './catalogue.tables.ts';

const spuVersions = recordVersions(spus);

type Query = {
  pageNo: number;
  pageSize: number;
  search: string;
  categoryId?: number | undefined;
  labelId?: number | undefined;
  status?: 'on' | 'off' | undefined;
  stock?: 'in' | 'out' | undefined;
};

/**
 * Goods as the merchant admin keeps them. A save writes the product, its sku grid, labels, prices and
 * search keys (the same `searchDocument` as the demo loader; the 0102 triggers keep the key counts) with
 * its audit row in one transaction, then announces `catalogue` so every cached catalogue read drops.
 */
/** Which image addresses name a media library image that does not exist (the media module answers). */
export type MissingImages = (addresses: readonly string[], within?: Db) => Promise<string[]>;

/** Refuses the first image that is not in the library, naming its field (`values.img`, `values.imgList.2`). */
export async function requireImages(missingImages: MissingImages, v: { img: string; imgList: readonly string[] }, within?: Db) {
  const missing = new Set(await missingImages([v.img, ...v.imgList], within));
  if (!missing.size) return;
  if (missing.has(v.img)) throw new AppError('IMAGE_NOT_IN_LIBRARY', { field: 'values.img' });
  throw new AppError('IMAGE_NOT_IN_LIBRARY', { field: `values.imgList.${v.imgList.findIndex((a) => missing.has(a))}` });
}

/**
 * By-weight skus priced as a metal the product's title does not name (decision 372): saved — the title
 * may be the mistake, or the rule — but answered, so the form says so beside the metal.
 */
export function metalWarnings(v: Pick<BoGoodsValues, 'title' | 'skus'>): GoodsMetalWarning[] {
  return v.skus.flatMap((s, i) => {
    if (!s.weightPricing) return [];
    const named = titleMetalConflicts(v.title, s.weightPricing.metal);
    return named.length ? [{ field: `values.skus.${i}.weightPricing.metal`, metal: s.weightPricing.metal, named }] : [];
  });
}

/** Re-pricing by weight at the latest gold price: the gold-price module's, handed in (decision 417). */
export interface WeightPricing {
  repriceByWeight(tx: Db, opts: { cause: 'rule'; spuIds: readonly number[] }): Promise<unknown>;
  latestRates(db: Db): Promise<{ gold9999: number | null; gold18k: number | null; k18Permille: number; pt950: number | null }>;
}

export function createGoodsService(deps: { db: Db; changes: ChangeBus; merchantCode: string; missingImages: MissingImages; weightPricing: WeightPricing }) {
  const { repriceByWeight, latestRates } = deps.weightPricing;
  const { db, changes, merchantCode } = deps;

  async function descendants(categoryId: number): Promise<number[]> {
    const tree = await repo.categoryTree(db, merchantCode);
    const out = [categoryId];
    for (let i = 0; i < out.length; i++) for (const c of tree) if (c.parentId === out[i]) out.push(c.id);
    return out;
  }

  async function checkRefs(tx: Db, v: BoGoodsValues) {
    await requireImages(deps.missingImages, v, tx);
    if ((await repo.missing(tx, 'categories', [v.categoryId], merchantCode)).length) throw new AppError('GOODS_REF_UNKNOWN', { field: 'values.categoryId' });
    const badLabel = await repo.missing(tx, 'labels', v.labelIds, merchantCode);
    if (badLabel.length) throw new AppError('GOODS_REF_UNKNOWN', { field: `values.labelIds.${v.labelIds.indexOf(badLabel[0]!)}` });
    const sel = [...new Set(v.skus.flatMap((s) => s.selectionIds))];
    const badSel = await repo.missing(tx, 'attribute_selections', sel, merchantCode);
    if (badSel.length) {
      const i = v.skus.findIndex((s) => s.selectionIds.includes(badSel[0]!));
      throw new AppError('GOODS_REF_UNKNOWN', { field: `values.skus.${i}.selectionIds` });
    }
  }

  /** Writes the product row, skus and labels; answers the product id. */
  async function write(tx: Db, id: number | undefined, v: BoGoodsValues): Promise<number> {
    const spuId = id ?? (await repo.insertSpu(tx, merchantCode, v));
    await repo.updateSpu(tx, spuId, v);

    const own = new Set(await repo.skuIds(tx, spuId));
    for (const s of v.skus) if (s.id !== undefined && !own.has(s.id)) throw new AppError('GOODS_REF_UNKNOWN', { field: `values.skus.${v.skus.indexOf(s)}.id` });
    const keep = v.skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    // Skus dropped from the grid keep their codes (orders show them): a new sku may not take one.
    const taken = await repo.takenCodes(
      tx,
      v.skus.map((s) => s.skuCode),
      keep,
    );
    if (taken.length) {
      const row = v.skus.findIndex((s) => s.skuCode.toUpperCase() === taken[0]!.toUpperCase());
      throw new AppError('SKU_CODE_TAKEN', { code: taken[0]!, ...(row >= 0 ? { field: `values.skus.${row}.skuCode` } : {}) });
    }
    // Skus left out of the grid go off sale rather than away: order lines refer to them.
    await repo.offSaleExcept(tx, spuId, keep);
    // Codes may swap between kept skus: free them first so the unique index never sees a duplicate.
    await repo.freeSkuCodes(tx, keep);
    // A by-weight rule (issue 30) is kept beside the price; the re-pricing below writes the price.
    for (const [sort, s] of v.skus.entries()) await repo.writeSku(tx, spuId, v.img, sort, s);
    if (v.skus.some((s) => s.weightPricing)) {
      await repo.clearWeightQuotes(tx, spuId, true);
      await repriceByWeight(tx, { cause: 'rule', spuIds: [spuId] });
    } else await repo.clearWeightQuotes(tx, spuId, false);
    await repo.setLabels(tx, spuId, v.labelIds);
    // The search document is read from the rows just written (titles, category, skus' choices and codes).
    await writeSearchDocuments(tx, [spuId]);
    return spuId;
  }

  /** The list's filter (the CSV export selects the same goods). */
  async function filterOf(q: Omit<Query, 'pageNo' | 'pageSize'>): Promise<GoodsListFilter> {
    const categoryIds = q.categoryId ? await descendants(q.categoryId) : undefined;
    return { merchantCode, terms: parseQuery(q.search), categoryIds, labelId: q.labelId, status: q.status, stock: q.stock };
  }

  /** Checks, writes and audits one product in `tx`; answers its id and whether it was new. */
  async function saveIn(
    tx: Db,
    input: { id?: number | undefined; baseVersion?: number | undefined; values: BoGoodsValues },
    staffId: number,
    /** `audit: false`: the caller writes one entry for many saves (a CSV import, issue 27). */
    opts: { audit?: boolean } = {},
  ): Promise<{ id: number; created: boolean; version: number }> {
    const v = input.values;
    // The version first: a stale form is refused before anything is checked or written (decision 240).
    // (the claim also locks the row, so `before` is what this save replaces; a refusal rolls the claim back).
    const version = input.id === undefined ? 1 : await spuVersions.claim(tx, input.id, input.baseVersion, staffId);
    const before = input.id === undefined ? undefined : await repo.get(tx, merchantCode, input.id, true);
    if (version === null || (input.id !== undefined && !before)) throw new AppError('BO_GOODS_NOT_FOUND');
    await checkRefs(tx, v);
    const spuId = await write(tx, input.id, v);
    if (input.id === undefined) await spuVersions.stampCreated(tx, spuId, staffId);
    const after = await repo.get(tx, merchantCode, spuId);
    if (opts.audit !== false) await auditSave(tx, { staffId, entity: 'goods', id: spuId, label: v.title, before, after: after ?? {} });
    return { id: spuId, created: !before, version };
  }

  return {
    async list(q: Query) {
      return repo.list(db, await filterOf(q), q.pageSize, (q.pageNo - 1) * q.pageSize);
    },

    filterOf,

    async get(id: number) {
      // The version before the values: a save landing in between makes this form stale (a 409), never
      // newer values under an older version.
      const version = await spuVersions.versionOf(db, id);
      const values = await repo.get(db, merchantCode, id);
      if (!values || version === null) throw new AppError('BO_GOODS_NOT_FOUND');
      return { id, version, values };
    },

    async save(
      input: { id?: number | undefined; baseVersion?: number | undefined; values: BoGoodsValues },
      staffId: number,
    ): Promise<{ id: number; version: number; warnings?: GoodsMetalWarning[] }> {
      const { id, version } = await db.transaction((tx) => saveIn(tx, input, staffId));
      await changes.publish('catalogue', `goods:${id}`);
      const warnings = metalWarnings(input.values);
      return { id, version, ...(warnings.length ? { warnings } : {}) };
    },

    /** A save inside the caller's transaction (the CSV import writes many); the caller publishes `catalogue`. */
    saveIn,

    async setStatus(id: number, status: 'on' | 'off', staffId: number) {
      await db.transaction(async (tx) => {
        const row = await repo.lockForStatus(tx, merchantCode, id);
        if (!row) throw new AppError('BO_GOODS_NOT_FOUND');
        if (row.status === status) return;
        // Nothing goes on sale naming an image the library does not have.
        if (status === 'on') await requireImages(deps.missingImages, row, tx);
        await spuVersions.claim(tx, id, undefined, staffId);
        await repo.setStatus(tx, id, status);
        await writeAudit(tx, {
          staffId,
          action: 'status',
          entity: 'goods',
          entityId: String(id),
          label: row.title,
          changedFields: ['status'],
          changes: { status: { before: row.status, after: status } },
        });
      });
      await changes.publish('catalogue', `goods:${id}`);
      return { id, status };
    },

    /**
     * Status and/or prices of many products in one transaction; goods of another merchant are refused.
     * A dry run answers what would change and a key of exactly that; the apply must bring the key back
     * and is refused (409) when the goods no longer give the same preview — the person confirms what
     * is written.
     */
    async bulk(
      input: {
        ids: number[];
        status?: 'on' | 'off' | undefined;
        pricePercent?: number | undefined;
        dryRun?: true | undefined;
        previewKey?: string | undefined;
      },
      staffId: number,
    ) {
      const ids = [...new Set(input.ids)].sort((a, b) => a - b);
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await repo.lockForBulk(tx, merchantCode, ids);
        if (found.length !== ids.length) throw new AppError('BO_GOODS_NOT_FOUND');
        // The repository's price rule is the same for the preview and the write; a by-weight sku's making
        // charge moves instead of its price, priced at today's rate (decision 371).
        const skus = await repo.bulkPrices(tx, ids, input.pricePercent, await latestRates(tx));
        const moves = (k: (typeof skus)[number]) => k.priceBefore !== k.priceAfter || (k.making !== undefined && k.making.before !== k.making.after);
        const goods = found.map((g) => ({
          id: g.id,
          title: g.title,
          statusBefore: g.status,
          statusAfter: input.status ?? g.status,
          skus: skus.filter((k) => k.spuId === g.id && moves(k)).map(({ spuId: _, ...k }) => k),
        }));
        const moving = goods.filter((g) => g.statusBefore !== g.statusAfter || g.skus.length);
        const previewKey = createHash('sha256')
          .update(JSON.stringify({ status: input.status ?? null, pricePercent: input.pricePercent ?? null, goods: goods.map(({ title: _, ...g }) => g) }))
          .digest('base64url')
          .slice(0, 32);
        if (input.dryRun) return { applied: false, changed: moving.length, previewKey, goods };
        if (input.previewKey !== previewKey) throw new AppError('BULK_PREVIEW_STALE');
        // Nothing goes on sale naming an image the library does not have.
        if (input.status === 'on')
          for (const g of found)
            if (g.status !== 'on' && (await deps.missingImages([g.img, ...g.imgList], tx)).length)
              throw new AppError('IMAGE_NOT_IN_LIBRARY', { field: `ids.${input.ids.indexOf(g.id)}` });
        // Every open form of these goods is now stale: its next save gets a 409, not an overwrite.
        for (const g of moving) await spuVersions.claim(tx, g.id, undefined, staffId);
        if (input.pricePercent !== undefined) {
          await repo.bulkSetPrices(tx, ids, input.pricePercent);
          // By-weight skus: their price is the new making charge's at today's rate, breakdown and all.
          if (skus.some((k) => k.making)) await repriceByWeight(tx, { cause: 'rule', spuIds: ids });
        }
        if (input.status) await repo.bulkSetStatus(tx, ids, input.status);
        // One row per product that changed, with the values before and after (decision 241); unchanged goods write none.
        for (const g of moving) {
          const changes: Record<string, { before: unknown; after: unknown }> = {};
          if (g.statusBefore !== g.statusAfter) changes.status = { before: g.statusBefore, after: g.statusAfter };
          if (g.skus.length)
            changes.skus = {
              before: g.skus.map((k) => ({ skuCode: k.skuCode, price: k.priceBefore, ...(k.making ? { making: k.making.before } : {}) })),
              after: g.skus.map((k) => ({ skuCode: k.skuCode, price: k.priceAfter, ...(k.making ? { making: k.making.after } : {}) })),
            };
          await writeAudit(tx, {
            staffId,
            action: 'bulk',
            entity: 'goods',
            entityId: String(g.id),
            label: g.title,
            changedFields: Object.keys(changes),
            changes,
          });
        }
        return { applied: true, changed: moving.length, previewKey, goods };
      });
      if (result.applied)
        await changes.publish(
          'catalogue',
          ids.map((id) => `goods:${id}`),
        );
      return result;
    },

    options: () => repo.options(db, merchantCode),
  };
}
