import { sql } from 'drizzle-orm';
import { BO_CSV_LIMITS, CSV_LIST_SEPARATOR, GOODS_CSV_COLUMNS, LANGS, gramsText, type I18nText, type WeightPricing } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { intArray, rows } from '../../../db/sql.ts';
import type { GoodsListFilter } from '../goods-admin.repository.ts';
import { whereOf } from '../goods-admin.repository.ts';
import { csvFileName, guardText, writeCsv } from '../../back-office/csv/csv-file.ts';

const dollars = (cents: number) => (cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100));

/**
 * The goods of a list filter as CSV (decision 175): one row per sku, whole products only, at most
 * `BO_CSV_LIMITS.EXPORT_MAX_ROWS` rows (the answer says when it was cut). Texts are guarded against
 * spreadsheet formulas.
 */
export async function exportGoodsCsv(db: Db, merchantCode: string, filter: GoodsListFilter) {
  const where = whereOf(filter);
  // Whole products only (an import of a cut product would take its missing skus off sale).
  const picked = await rows<{ id: number; cum: number; more: boolean }>(
    db,
    sql`with g as (select s.id, (select count(*) from skus k where k.spu_id = s.id)::int as n from spus s where ${where}),
            c as (select id, sum(n) over (order by id desc)::int as cum from g)
        select id, cum, false as more from c where cum <= ${BO_CSV_LIMITS.EXPORT_MAX_ROWS} order by id desc`,
  );
  const [all] = await rows<{ n: number }>(db, sql`select count(*)::int as n from spus s where ${where}`);
  const ids = picked.map((p) => p.id);
  const spus = ids.length
    ? await rows<{
        id: number;
        title: I18nText;
        name: I18nText;
        introduction: I18nText;
        brand: string;
        categoryId: number;
        img: string;
        imgList: string[];
        status: string;
        labelIds: number[];
      }>(
        db,
        sql`select s.id, s.title, s.name, s.introduction, s.brand, s.category_id as "categoryId", s.img, s.img_list as "imgList", s.status,
              coalesce((select array_agg(label_id order by label_id) from spu_labels l where l.spu_id = s.id), '{}') as "labelIds"
            from spus s where s.id = any(${intArray(ids)}) order by s.id desc`,
      )
    : [];
  const skus = ids.length
    ? await rows<{
        id: number;
        spuId: number;
        skuCode: string;
        selectionIds: number[];
        price: number;
        originalPrice: number;
        status: string;
        rule: WeightPricing | null;
      }>(
        db,
        sql`select id, spu_id as "spuId", sku_code as "skuCode", selection_ids as "selectionIds", price, original_price as "originalPrice", status,
                   weight_pricing as rule
            from skus where spu_id = any(${intArray(ids)}) order by spu_id desc, sort, id`,
      )
    : [];
  const bySpu = new Map<number, typeof skus>();
  for (const k of skus) bySpu.set(k.spuId, [...(bySpu.get(k.spuId) ?? []), k]);
  const out: Array<Array<string | number>> = [];
  for (const p of spus) {
    const product: Record<string, string | number> = {
      goodsRef: p.id,
      brand: guardText(p.brand),
      categoryId: p.categoryId,
      labelIds: p.labelIds.join(CSV_LIST_SEPARATOR),
      img: p.img,
      imgList: p.imgList.join(CSV_LIST_SEPARATOR),
      status: p.status,
    };
    for (const l of LANGS) for (const k of ['title', 'name', 'introduction'] as const) product[`${k}.${l}`] = guardText(p[k][l] ?? '');
    for (const k of bySpu.get(p.id) ?? []) {
      const row: Record<string, string | number> = {
        ...product,
        skuId: k.id,
        skuCode: k.skuCode,
        selectionIds: k.selectionIds.join(CSV_LIST_SEPARATOR),
        price: dollars(k.price),
        originalPrice: dollars(k.originalPrice),
        skuStatus: k.status,
        ...(k.rule
          ? {
              metal: k.rule.metal,
              weightGrams: gramsText(k.rule.weightMg),
              makingMode: k.rule.makingMode,
              making: dollars(k.rule.makingCents),
              ...(k.rule.originalMakingCents !== undefined ? { originalMaking: dollars(k.rule.originalMakingCents) } : {}),
            }
          : {}),
      };
      out.push(GOODS_CSV_COLUMNS.map((c) => row[c] ?? ''));
    }
  }
  return { fileName: csvFileName('goods'), csv: writeCsv(GOODS_CSV_COLUMNS, out), rows: out.length, truncated: ids.length < (all?.n ?? 0) };
}
