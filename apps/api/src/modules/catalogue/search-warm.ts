import { PRICE_BANDS, type Goods } from '@shop/contract';
import type { SearchIndex } from './search-index.ts';

/*
 * What a fresh process reads before `/readyz` says ready (issue 42, decision 564), so that the first
 * shoppers after a start or a deploy do not pay for it one request at a time:
 * - the merchant's search facts (every product on sale: seconds at 100,000 goods) and their facet counts;
 * - the goods search pages show most: in stock first, then best sellers — the order every search breaks
 *   its ties by — built a page at a time, several pages at once, which also opens the database pool's
 *   connections and runs the goods statement on each (a new connection plans and caches from nothing).
 * The kept goods stay bounded (goods-kept.ts): these are the first to go when shoppers look elsewhere.
 */

/** Goods built before ready: about half the kept goods' bound (decision 547: ~3,500 of three skus). */
export const WARM_GOODS = 2_000;
const PAGE = 20;
/** Pages built at once: the API's database pool (DATABASE_POOL_SIZE, 10 by default). */
const AT_ONCE = 10;

export async function warmSearch(
  index: SearchIndex,
  hydrate: (ids: readonly number[], merchantCode: string, storeCode: string) => Promise<Goods[]>,
  shop: { merchantCode: string; storeCode: string },
  goods = WARM_GOODS,
): Promise<{ goods: number; factsMs: number; goodsMs: number }> {
  const { merchantCode, storeCode } = shop;
  const started = performance.now();
  // Relevance without words: in stock before sold out, then by sales (search-engine.ts `comparer`).
  const { ids } = await index.search({ merchantCode }, { by: 'relevance', asc: false }, goods, 0, PRICE_BANDS);
  const factsMs = Math.round(performance.now() - started);
  let built = 0;
  for (let at = 0; at < ids.length; at += PAGE * AT_ONCE) {
    const pages = Array.from({ length: AT_ONCE }, (_, k) => ids.slice(at + k * PAGE, at + (k + 1) * PAGE)).filter((p) => p.length);
    for (const found of await Promise.all(pages.map((p) => hydrate(p, merchantCode, storeCode)))) built += found.length;
  }
  return { goods: built, factsMs, goodsMs: Math.round(performance.now() - started) - factsMs };
}
