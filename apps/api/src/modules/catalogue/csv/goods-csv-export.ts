import { CSV_LIST_SEPARATOR, GOODS_CSV_COLUMNS, LANGS, gramsText } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { GoodsListFilter } from '../goods-admin.repository.ts';
import { csvRepository as repo } from './csv.repository.ts';
import { csvFileName, guardText, writeCsv } from '../../../lib/csv-file.ts';

const dollars = (cents: number) => (cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100));

/**
 * The goods of a list filter as CSV (decision 175): one row per sku, whole products only, at most
 * `BO_CSV_LIMITS.EXPORT_MAX_ROWS` rows (the answer says when it was cut). Texts are guarded against
 * spreadsheet formulas.
 */
export async function exportGoodsCsv(db: Db, merchantCode: string, filter: GoodsListFilter) {
  const { ids, total } = await repo.exportPick(db, filter);
  const spus = await repo.exportGoods(db, ids);
  const skus = await repo.exportSkus(db, ids);
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
  return { fileName: csvFileName('goods'), csv: writeCsv(GOODS_CSV_COLUMNS, out), rows: out.length, truncated: ids.length < total };
}
