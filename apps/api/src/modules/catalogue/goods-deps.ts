import type { Goods } from '@shop/contract';

/*
 * What kept goods and catalogue answers are drawn from (decision 140), shared by the answer cache's keys
 * (catalogue.routes.ts) and the kept goods of the service (decision 520):
 * - `catalogue:goods:<spuId>`: the product (skus, prices, labels, status) — dropped at once by its edit;
 * - `catalogue:stock:<skuId>`: a sku's stock (`~` before it: may lag by the cache's lag);
 * - `catalogue:categories`, `catalogue:labels`, and `shops`;
 * - `catalogue:weightPrice`: a by-weight price is shown (decision 232).
 */
export const BASE = ['shops', 'catalogue:categories', 'catalogue:labels'];

/** Every answer showing a by-weight price, or ordered by price, depends on the day's rate. */
export const WEIGHT_PRICE_DEP = 'catalogue:weightPrice';

/** What deps are read from: goods, or a filled template's product and skus (`liveDepsOf`, decision 615). */
export type GoodsDepsOf = { id: Goods['id']; skuList: readonly { id: number; weightPrice?: unknown }[] };

/** Deps of goods shown as a product (immediate stock) or in a list (stock may lag). */
export function goodsDeps(goods: readonly GoodsDepsOf[], stock: 'now' | 'lag', into: Set<string>) {
  const mark = stock === 'lag' ? '~' : '';
  for (const g of goods) {
    into.add(`catalogue:goods:${g.id}`);
    for (const k of g.skuList) {
      into.add(`${mark}catalogue:stock:${k.id}`);
      // Priced by weight: a new rate re-prices it (issue 30, decision 232).
      if (k.weightPrice) into.add(WEIGHT_PRICE_DEP);
    }
  }
  return into;
}
