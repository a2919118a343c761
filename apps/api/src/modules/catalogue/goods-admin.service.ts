import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BoGoodsValues } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { parseQuery, searchDocument } from './catalogue-search.ts';
import { claimVersion, stampCreated, versionOf } from '../../lib/record-version.ts';
import { auditSave, writeAudit } from '../back-office/audit.ts';
import { repriceByWeight } from '../gold-price/weight-repricing.ts';
import { goodsRepository as repo, type GoodsListFilter } from './goods-admin.repository.ts';

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

export function createGoodsService(deps: { db: Db; changes: ChangeBus; merchantCode: string; missingImages: MissingImages }) {
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
    const doc = searchDocument(
      [v.title, v.name],
      v.skus.map((s) => s.skuCode),
      v.brand,
    );
    const cols = sql`title = ${JSON.stringify(v.title)}::jsonb, name = ${JSON.stringify(v.name)}::jsonb,
      introduction = ${JSON.stringify(v.introduction)}::jsonb, brand = ${v.brand}, category_id = ${v.categoryId}, img = ${v.img},
      img_list = ${JSON.stringify(v.imgList)}::jsonb, status = ${v.status},
      search_text = ${doc.searchText}, search_grams = ${sql`array[${sql.join(
        doc.searchGrams.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`}`;
    let spuId: number;
    if (id === undefined) {
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into spus (merchant_code, category_id, title, name, introduction, img) values (${merchantCode}, ${v.categoryId},
            ${JSON.stringify(v.title)}::jsonb, ${JSON.stringify(v.name)}::jsonb, ${JSON.stringify(v.introduction)}::jsonb, ${v.img}) returning id`,
      );
      spuId = made!.id;
    } else spuId = id;
    await tx.execute(sql`update spus set ${cols} where id = ${spuId}`);

    const existing = await rows<{ id: number }>(tx, sql`select id from skus where spu_id = ${spuId}`);
    const own = new Set(existing.map((r) => r.id));
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
    await tx.execute(sql`update skus set status = 'off' where spu_id = ${spuId} and id <> all(${intArray(keep)})`);
    // Codes may swap between kept skus: free them first so the unique index never sees a duplicate.
    if (keep.length) await tx.execute(sql`update skus set sku_code = '~' || id::text where id = any(${intArray(keep)})`);
    for (const [sort, s] of v.skus.entries()) {
      // A by-weight rule (issue 30) is kept beside the price; the re-pricing below writes the price.
      const rule = s.weightPricing ? JSON.stringify(s.weightPricing) : null;
      const values = sql`${s.skuCode}, ${s.price}, ${s.originalPrice}, ${v.img}, ${s.status}, ${intArray(s.selectionIds)}, ${sort}, ${rule}::jsonb`;
      if (s.id === undefined)
        await tx.execute(
          sql`insert into skus (spu_id, sku_code, price, original_price, img, status, selection_ids, sort, weight_pricing) values (${spuId}, ${values})`,
        );
      else
        await tx.execute(
          sql`update skus set (sku_code, price, original_price, img, status, selection_ids, sort, weight_pricing) = (${values}) where id = ${s.id}`,
        );
    }
    if (v.skus.some((s) => s.weightPricing)) {
      await tx.execute(sql`update skus set weight_quote = null where spu_id = ${spuId} and weight_pricing is null`);
      await repriceByWeight(tx, { cause: 'rule', spuIds: [spuId] });
    } else await tx.execute(sql`update skus set weight_quote = null where spu_id = ${spuId} and weight_quote is not null`);
    await tx.execute(sql`delete from spu_labels where spu_id = ${spuId}`);
    if (v.labelIds.length) await tx.execute(sql`insert into spu_labels (spu_id, label_id) select ${spuId}, unnest(${intArray([...new Set(v.labelIds)])})`);
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
    const version = input.id === undefined ? 1 : await claimVersion(tx, 'spus', input.id, input.baseVersion, staffId);
    const before = input.id === undefined ? undefined : await repo.get(tx, merchantCode, input.id, true);
    if (version === null || (input.id !== undefined && !before)) throw new AppError('BO_GOODS_NOT_FOUND');
    await checkRefs(tx, v);
    const spuId = await write(tx, input.id, v);
    if (input.id === undefined) await stampCreated(tx, 'spus', spuId, staffId);
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
      const version = await versionOf(db, 'spus', id);
      const values = await repo.get(db, merchantCode, id);
      if (!values || version === null) throw new AppError('BO_GOODS_NOT_FOUND');
      return { id, version, values };
    },

    async save(
      input: { id?: number | undefined; baseVersion?: number | undefined; values: BoGoodsValues },
      staffId: number,
    ): Promise<{ id: number; version: number }> {
      const { id, version } = await db.transaction((tx) => saveIn(tx, input, staffId));
      await changes.publish('catalogue', `goods:${id}`);
      return { id, version };
    },

    /** A save inside the caller's transaction (the CSV import writes many); the caller publishes `catalogue`. */
    saveIn,

    async setStatus(id: number, status: 'on' | 'off', staffId: number) {
      await db.transaction(async (tx) => {
        const [row] = await rows<{ title: BoGoodsValues['title']; status: string; img: string; imgList: string[] }>(
          tx,
          sql`select title, status, img, img_list as "imgList" from spus where id = ${id} and merchant_code = ${merchantCode} for update`,
        );
        if (!row) throw new AppError('BO_GOODS_NOT_FOUND');
        if (row.status === status) return;
        // Nothing goes on sale naming an image the library does not have.
        if (status === 'on') await requireImages(deps.missingImages, row, tx);
        await claimVersion(tx, 'spus', id, undefined, staffId);
        await tx.execute(sql`update spus set status = ${status} where id = ${id}`);
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
        const found = await rows<{ id: number; title: BoGoodsValues['title']; status: 'on' | 'off'; img: string; imgList: string[] }>(
          tx,
          sql`select id, title, status, img, img_list as "imgList" from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode} order by id for update`,
        );
        if (found.length !== ids.length) throw new AppError('BO_GOODS_NOT_FOUND');
        // Whole dollars, at least a dollar, never above the original price: the same rule previews and writes.
        const newPrice = sql`least(original_price, greatest(100, round(price * (100 + ${input.pricePercent ?? 0})::numeric / 10000) * 100))::int`;
        const skus = await rows<{ spuId: number; skuId: number; skuCode: string; priceBefore: number; priceAfter: number }>(
          tx,
          sql`select spu_id as "spuId", id as "skuId", sku_code as "skuCode", price as "priceBefore",
                ${input.pricePercent === undefined ? sql`price` : newPrice} as "priceAfter"
              from skus where spu_id = any(${intArray(ids)}) order by spu_id, sort, id`,
        );
        const goods = found.map((g) => ({
          id: g.id,
          title: g.title,
          statusBefore: g.status,
          statusAfter: input.status ?? g.status,
          skus: skus.filter((k) => k.spuId === g.id && k.priceBefore !== k.priceAfter).map(({ spuId: _, ...k }) => k),
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
        for (const g of moving) await claimVersion(tx, 'spus', g.id, undefined, staffId);
        if (input.pricePercent !== undefined) {
          await tx.execute(sql`update skus set price = ${newPrice} where spu_id = any(${intArray(ids)})`);
          // The products' price range follows in `spu_prices` (migration 1450's trigger on skus).
        }
        if (input.status) await tx.execute(sql`update spus set status = ${input.status} where id = any(${intArray(ids)}) and status <> ${input.status}`);
        // One row per product that changed, with the values before and after (decision 241); unchanged goods write none.
        for (const g of moving) {
          const changes: Record<string, { before: unknown; after: unknown }> = {};
          if (g.statusBefore !== g.statusAfter) changes.status = { before: g.statusBefore, after: g.statusAfter };
          if (g.skus.length)
            changes.skus = {
              before: g.skus.map((k) => ({ skuCode: k.skuCode, price: k.priceBefore })),
              after: g.skus.map((k) => ({ skuCode: k.skuCode, price: k.priceAfter })),
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
