import type { Goods, Sku, WeightPricing } from '@shop/contract';
import { keepJsonText } from '../../lib/kept-json.ts';
import { goodsFigures, weightPriceOf } from './goods-build.ts';
import type { WeightQuote } from './sku-repricing.ts';

/*
 * A product's answer JSON kept in the database (`goods_wire`, migration 1980, decision 610): the builder's
 * JSON (goods-build.ts) with a marker in place of each value that moves without an edit of the product, and
 * filled with those values read now (`catalogue_goods_live`). A read then copies text instead of the
 * database writing the product's rows as JSON, the API parsing them, building the goods and serialising them.
 *
 * A marker is a JSON string holding a lone surrogate, a kind letter and, for a sku's value, the sku's id:
 * JSON.stringify writes the surrogate as the six characters `\ud800`, which no text read from the database
 * (UTF-8, where a lone surrogate cannot be) can make, so a product's own texts never look like a marker.
 */

const MARK = '\ud800';
const MARKER = /(,"weightPrice":)?"\\ud800([A-Za-z])(\d*)"/g;

/** A sku's values now: [id, price, original price, status, stock in the shop, by-weight rule, quote]. */
export type LiveSku = [number, number, number, Sku['status'], number, WeightPricing | null, WeightQuote | null];

/** What `catalogue_goods_live` answers for a product. */
export interface LiveRow {
  id: number;
  /** The count of the product's changes its template is for. */
  gen: number;
  /** Null when an edit made it out of date (or none was kept yet). */
  template: string | null;
  status: Goods['status'];
  sales: number;
  skus: LiveSku[] | string;
}

const mark = (kind: string, skuId = '') => `${MARK}${kind}${skuId}`;

/** `goods` as JSON text, its moving values marked (what `fill` puts back). */
export function templateOf(goods: Goods): string {
  const marked = {
    ...goods,
    status: mark('S'),
    skuList: goods.skuList.map((k) => ({
      ...k,
      price: mark('p', String(k.id)),
      originalPrice: mark('o', String(k.id)),
      status: mark('s', String(k.id)),
      storeStockList: mark('L', String(k.id)),
      storeStockQty: mark('q', String(k.id)),
      // Present or not by the sku's rule now: the marker stands for the whole `,"weightPrice":…` (the last key).
      weightPrice: mark('w', String(k.id)),
    })),
    skuMinPrice: mark('m'),
    skuMaxPrice: mark('M'),
    price: mark('P'),
    originalPrice: mark('O'),
    storeStockQty: mark('Q'),
    allSkuStockIsZero: mark('Z'),
    sales: mark('n'),
  };
  return JSON.stringify(marked);
}

/**
 * The goods of a kept template filled with the values of `row`, their JSON bytes kept with them (kept-json.ts);
 * undefined when there is no template or it does not name exactly the product's skus now (then the product
 * is built from its rows).
 */
export function fill(row: LiveRow, storeCode: string): Goods | undefined {
  if (row.template === null) return undefined;
  const skus = typeof row.skus === 'string' ? (JSON.parse(row.skus) as LiveSku[]) : row.skus;
  const byId = new Map(skus.map((k) => [k[0], k]));
  const figures = goodsFigures(skus.map(([, price, originalPrice, status, storeStockQty]) => ({ price, originalPrice, status, storeStockQty })));
  let named = 0;
  let unknown = false;
  const text = row.template.replace(MARKER, (_all, weightKey: string | undefined, kind: string, id: string) => {
    if (id) {
      const k = byId.get(Number(id));
      if (!k) {
        unknown = true;
        return 'null';
      }
      switch (kind) {
        case 'p':
          named++;
          return String(k[1]);
        case 'o':
          return String(k[2]);
        case 's':
          return JSON.stringify(k[3]);
        case 'L':
          return JSON.stringify([{ storeCode, stockQty: k[4] }]);
        case 'q':
          return String(k[4]);
        case 'w':
          return weightKey && k[5] && k[6] ? `${weightKey}${JSON.stringify(weightPriceOf(k[5], k[6]))}` : '';
      }
    }
    switch (kind) {
      case 'S':
        return JSON.stringify(row.status);
      case 'm':
        return String(figures.skuMinPrice);
      case 'M':
        return String(figures.skuMaxPrice);
      case 'P':
        return String(figures.price);
      case 'O':
        return String(figures.originalPrice);
      case 'Q':
        return String(figures.storeStockQty);
      case 'Z':
        return String(figures.allSkuStockIsZero);
      case 'n':
        return String(row.sales);
    }
    unknown = true;
    return 'null';
  });
  if (unknown || named !== skus.length) return undefined;
  const goods = JSON.parse(text) as Goods;
  keepJsonText(goods, text);
  return goods;
}
