import { sql } from 'drizzle-orm';
import type { BoGoodsValues } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { intArray, rows } from '../../../db/sql.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import { parseQuery, searchDocument } from '../../catalogue/catalogue-search.ts';
import { claimVersion, stampCreated, versionOf } from '../../../lib/record-version.ts';
import { auditSave, writeAudit } from '../audit.ts';
import { repriceByWeight } from '../../gold-price/weight-repricing.ts';
import { goodsRepository as repo, type GoodsListFilter } from './goods.repository.ts';

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
export function createGoodsService(deps: { db: Db; changes: ChangeBus; merchantCode: string }) {
  const { db, changes, merchantCode } = deps;

  async function descendants(categoryId: number): Promise<number[]> {
    const tree = await repo.categoryTree(db, merchantCode);
    const out = [categoryId];
    for (let i = 0; i < out.length; i++) for (const c of tree) if (c.parentId === out[i]) out.push(c.id);
    return out;
  }

  async function checkRefs(tx: Db, v: BoGoodsValues) {
    if ((await repo.missing(tx, 'categories', [v.categoryId], merchantCode)).length)
      throw new AppError('GOODS_REF_UNKNOWN', { field: 'values.categoryId' });
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
    const doc = searchDocument([v.title, v.name], v.skus.map((s) => s.skuCode), v.brand);
    const cols = sql`title = ${JSON.stringify(v.title)}::jsonb, name = ${JSON.stringify(v.name)}::jsonb,
      introduction = ${JSON.stringify(v.introduction)}::jsonb, brand = ${v.brand}, category_id = ${v.categoryId}, img = ${v.img},
      img_list = ${JSON.stringify(v.imgList)}::jsonb, status = ${v.status},
      search_text = ${doc.searchText}, search_grams = ${sql`array[${sql.join(doc.searchGrams.map((g) => sql`${g}`), sql`, `)}]::text[]`}`;
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
    const taken = await repo.takenCodes(tx, v.skus.map((s) => s.skuCode), keep);
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
    if (v.labelIds.length)
      await tx.execute(sql`insert into spu_labels (spu_id, label_id) select ${spuId}, unnest(${intArray([...new Set(v.labelIds)])})`);
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
    await auditSave(tx, { staffId, entity: 'goods', id: spuId, label: v.title, before, after: after ?? {} });
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

    async save(input: { id?: number | undefined; baseVersion?: number | undefined; values: BoGoodsValues }, staffId: number): Promise<{ id: number; version: number }> {
      const { id, version } = await db.transaction((tx) => saveIn(tx, input, staffId));
      await changes.publish('catalogue', `goods:${id}`);
      return { id, version };
    },

    /** A save inside the caller's transaction (the CSV import writes many); the caller publishes `catalogue`. */
    saveIn,

    async setStatus(id: number, status: 'on' | 'off', staffId: number) {
      await db.transaction(async (tx) => {
        const [row] = await rows<{ title: BoGoodsValues['title']; status: string }>(
          tx,
          sql`select title, status from spus where id = ${id} and merchant_code = ${merchantCode} for update`,
        );
        if (!row) throw new AppError('BO_GOODS_NOT_FOUND');
        if (row.status === status) return;
        await claimVersion(tx, 'spus', id, undefined, staffId);
        await tx.execute(sql`update spus set status = ${status} where id = ${id}`);
        await writeAudit(tx, { staffId, action: 'status', entity: 'goods', entityId: String(id), label: row.title, changedFields: ['status'] });
      });
      await changes.publish('catalogue', `goods:${id}`);
      return { id, status };
    },

    /** Status and/or prices of many products in one transaction; goods of another merchant are refused. */
    async bulk(input: { ids: number[]; status?: 'on' | 'off' | undefined; pricePercent?: number | undefined }, staffId: number) {
      const ids = [...new Set(input.ids)].sort((a, b) => a - b);
      const changed = await db.transaction(async (tx) => {
        const found = await rows<{ id: number; title: BoGoodsValues['title'] }>(
          tx,
          sql`select id, title from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode} order by id for update`,
        );
        if (found.length !== ids.length) throw new AppError('BO_GOODS_NOT_FOUND');
        // Every open form of these goods is now stale: its next save gets a 409, not an overwrite.
        for (const g of found) await claimVersion(tx, 'spus', g.id, undefined, staffId);
        const fields: string[] = [];
        if (input.pricePercent !== undefined) {
          fields.push('skus');
          // Whole dollars, at least a dollar, never above the original price.
          await tx.execute(sql`update skus set price = least(original_price,
              greatest(100, round(price * (100 + ${input.pricePercent})::numeric / 10000) * 100))::int
            where spu_id = any(${intArray(ids)})`);
          // The products' price range follows in `spu_prices` (migration 1450's trigger on skus).
        }
        if (input.status) {
          fields.push('status');
          await tx.execute(sql`update spus set status = ${input.status} where id = any(${intArray(ids)}) and status <> ${input.status}`);
        }
        for (const g of found)
          await writeAudit(tx, { staffId, action: 'update', entity: 'goods', entityId: String(g.id), label: g.title, changedFields: fields });
        return found.length;
      });
      await changes.publish('catalogue', ids.map((id) => `goods:${id}`));
      return { changed };
    },

    options: () => repo.options(db, merchantCode),
  };
}
