import type { Goods, Sku, WeightPricing } from '@shop/contract';
import { keepJsonText } from '../../lib/kept-json.ts';
import { cardOf } from './goods-card.ts';
import { goodsFigures, weightPriceOf } from './goods-build.ts';
import type { GoodsDepsOf } from './goods-deps.ts';
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
/** How a marker starts in the JSON text: its opening quote and the surrogate's escape. */
const OPEN = '"\\ud800';
/** The key a `w` marker's value follows, dropped with it for a sku priced by hand. */
const WEIGHT_KEY = ',"weightPrice":';

/** A sku's values now: [id, price, original price, status, stock in the shop, by-weight rule, quote]. */
export type LiveSku = [number, number, number, Sku['status'], number, WeightPricing | null, WeightQuote | null];

/** What `catalogue_goods_live` answers for a product. */
export interface LiveRow {
  id: number;
  /** The count of the product's changes its template is for. */
  gen: number;
  /** Null when an edit made it out of date (or none was kept yet). */
  template: string | null;
  /** The product's card template (decision 622), kept and emptied with `template`; asked for by the product page only. */
  card?: string | null;
  status: Goods['status'];
  sales: number;
  skus: LiveSku[] | string;
}

const mark = (kind: string, skuId = '') => `${MARK}${kind}${skuId}`;

/** `goods` with a marker in place of each moving value (what `fill` puts back). */
function marked(goods: Goods): Goods {
  const withMarkers = {
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
  // The goods' shape with markers for values: only ever written out as JSON text.
  return withMarkers as unknown as Goods;
}

/** `goods` as JSON text, its moving values marked (what `fill` puts back). */
export const templateOf = (goods: Goods): string => JSON.stringify(marked(goods));

/** The card of `goods` (goods-card.ts, decision 622) as JSON text, its moving values marked. */
export const cardTemplateOf = (goods: Goods): string => JSON.stringify(cardOf(marked(goods)));

/** A row's skus now (the database's JSON column, parsed by the driver or not). */
export const liveSkus = (row: LiveRow): LiveSku[] => (typeof row.skus === 'string' ? (JSON.parse(row.skus) as LiveSku[]) : row.skus);

/**
 * What a filled template's answer is drawn from, for its deps (goods-deps.ts): the product and its skus, and
 * which of them show a by-weight price now (as `fill` writes `weightPrice`).
 */
export function liveDepsOf(row: LiveRow): GoodsDepsOf {
  return { id: row.id, skuList: liveSkus(row).map((k) => ({ id: k[0], weightPrice: k[5] && k[6] ? true : undefined })) };
}

/**
 * The goods of a kept template filled with the values of `row`, their JSON bytes kept with them (kept-json.ts);
 * undefined when there is no template or it does not name exactly the product's skus now (then the product
 * is built from its rows).
 */
export function fill(row: LiveRow, storeCode: string): Goods | undefined {
  const text = filledText(row, storeCode);
  if (text === undefined) return undefined;
  const goods = JSON.parse(text) as Goods;
  keepJsonText(goods, text);
  return goods;
}

/**
 * `fill`'s JSON text of the goods, not parsed: for an answer that only sends them (decision 615); of their card
 * (`cardTemplateOf`, decision 622) when `shape` is 'card'. Undefined as for `fill`: a goods template must name
 * every sku the product has now, a card's the skus it selects.
 */
export function filledText(row: LiveRow, storeCode: string, shape: 'goods' | 'card' = 'goods'): string | undefined {
  const template = shape === 'card' ? (row.card ?? null) : row.template;
  if (template === null) return undefined;
  const skus = liveSkus(row);
  const figures = goodsFigures(skus.map(([, price, originalPrice, status, storeStockQty]) => ({ price, originalPrice, status, storeStockQty })));
  // The one shop's stock list but its number, as JSON.stringify([{ storeCode, stockQty }]) writes it.
  const stockOpen = `[{"storeCode":${JSON.stringify(storeCode)},"stockQty":`;
  // The text between the markers and the values, joined once at the end: building it by `+=` and the split
  // of the whole template cost a fifth more.
  const out: string[] = [];
  let named = 0;
  let from = 0;
  for (let at = template.indexOf(OPEN); at >= 0; at = template.indexOf(OPEN, from)) {
    const kindAt = at + OPEN.length;
    const end = template.indexOf('"', kindAt);
    const kind = template[kindAt];
    let before = template.slice(from, at);
    let value: string | undefined;
    if (end > kindAt + 1) {
      const id = Number(template.slice(kindAt + 1, end));
      // A product has a few skus: a look along them costs less than a map of them.
      const k = skus.find((s) => s[0] === id);
      if (!k) return undefined;
      if (kind === 'p') {
        named++;
        value = String(k[1]);
      } else if (kind === 'o') value = String(k[2]);
      // Statuses are plain words of the contract's enum: nothing to escape.
      else if (kind === 's') value = `"${k[3]}"`;
      else if (kind === 'L') value = `${stockOpen}${k[4]}}]`;
      else if (kind === 'q') value = String(k[4]);
      else if (kind === 'w' && before.endsWith(WEIGHT_KEY)) {
        // The key stays only for a sku priced by weight now.
        if (k[5] && k[6]) value = JSON.stringify(weightPriceOf(k[5], k[6]));
        else {
          before = before.slice(0, -WEIGHT_KEY.length);
          value = '';
        }
      }
    } else if (kind === 'S') value = `"${row.status}"`;
    else if (kind === 'm') value = String(figures.skuMinPrice);
    else if (kind === 'M') value = String(figures.skuMaxPrice);
    else if (kind === 'P') value = String(figures.price);
    else if (kind === 'O') value = String(figures.originalPrice);
    else if (kind === 'Q') value = String(figures.storeStockQty);
    else if (kind === 'Z') value = String(figures.allSkuStockIsZero);
    else if (kind === 'n') value = String(row.sales);
    if (value === undefined) return undefined;
    out.push(before, value);
    from = end + 1;
  }
  out.push(template.slice(from));
  // A card names some of the skus (each looked up above); goods name them all, or a sku came or went.
  if (shape === 'goods' ? named !== skus.length : named === 0) return undefined;
  return out.join('');
}
