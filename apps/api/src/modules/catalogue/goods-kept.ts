import type { Goods } from '@shop/contract';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { dependentMemo, type DependentMemo } from '../../lib/memo.ts';
import { BASE, goodsDeps } from './goods-deps.ts';

/*
 * Goods as answers show them, kept per product and shop (decision 520): a search answer is new for each
 * words, facets and page, but the goods on its pages repeat, and building 20 goods (one statement, its
 * JSON read, three languages mapped) was the largest part of a search's cost, all of it in the API's
 * process on the embedded database. Kept with the deps a listSpuByIds answer of the product has, so an
 * edit, a stock change of one of its skus, a new gold rate, labels, categories or shops drop it at once.
 */

/** About 6,000 goods of two skus. */
const KEPT_GOODS_BYTES = 32 * 1024 * 1024;

export function createKeptGoods(changes: ChangeBus): DependentMemo<Goods | null> {
  return dependentMemo<Goods | null>({ name: 'goods', changes, topics: ['shops', 'catalogue'], maxBytes: KEPT_GOODS_BYTES });
}

/**
 * The goods of `ids` in that order (missing ones left out): kept ones as they are, the others built by one
 * `load` of all of them, then kept.
 */
export async function keptGoods(
  kept: DependentMemo<Goods | null>,
  ids: readonly number[],
  key: (id: number) => string,
  load: (ids: number[]) => Promise<Goods[]>,
): Promise<Goods[]> {
  const wanted: number[] = [];
  let built: Promise<Map<number, Goods>> | undefined;
  const loadOne = (id: number) => async () => {
    wanted.push(id);
    // Every miss of this call joins one load, started after all of them are known (the next microtask).
    built ??= Promise.resolve().then(async () => new Map((await load(wanted)).map((g) => [g.id, g])));
    const g = (await built).get(id) ?? null;
    if (!g) return { value: null, deps: [], bytes: 0, ttlMs: 0 };
    // Its JSON is about 3 KB; the objects in memory a few times that.
    return { value: g, deps: [...goodsDeps([g], 'now', new Set(BASE))], bytes: 8_192 + 2_048 * g.skuList.length };
  };
  const found = await Promise.all(ids.map((id) => kept.get(key(id), loadOne(id))));
  return found.filter((g): g is Goods => g !== null);
}
