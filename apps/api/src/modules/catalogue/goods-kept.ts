import type { Goods } from '@shop/contract';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { keepJson } from '../../lib/kept-json.ts';
import { dependentMemo, memo, type DependentMemo } from '../../lib/memo.ts';
import type { CatalogueRepository, CategoryRow, LabelRow } from './catalogue.repository.ts';
import { BASE, goodsDeps } from './goods-deps.ts';

/*
 * Goods as answers show them, kept per product and shop (decision 520): a search answer is new for each
 * words, facets and page, but the goods on its pages repeat, and building 20 goods (one statement, its
 * JSON read, three languages mapped) was the largest part of a search's cost, all of it in the API's
 * process on the embedded database. Kept with the deps a listSpuByIds answer of the product has, so an
 * edit, a stock change of one of its skus, a new gold rate, labels, categories or shops drop it at once.
 */

/** About 4,000 goods of three skus, by their weight below. */
const KEPT_GOODS_BYTES = 32 * 1024 * 1024;
/** A kept product's weight besides its JSON: the product's objects, and each sku's (decision 547). */
const GOODS_BYTES = 4_096;
const SKU_BYTES = 768;

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
    // Its JSON (about 3 KB) is kept with it (decision 531): answers showing kept goods splice it in instead
    // of serialising them again. The weight is what a product takes, measured (decision 547): about 5 KB of
    // heap for three skus, its JSON and its deps in the index; the weight counted before (8 KB + 2 KB a sku)
    // was about twice that, so the bound held half the goods it could.
    const json = keepJson(g);
    return { value: g, deps: [...goodsDeps([g], 'now', new Set(BASE))], bytes: GOODS_BYTES + SKU_BYTES * g.skuList.length + json.length };
  };
  const found = await Promise.all(ids.map((id) => kept.get(key(id), loadOne(id))));
  return found.filter((g): g is Goods => g !== null);
}

/**
 * The repository with the merchant's categories and the labels kept until a catalogue change other than
 * stock or a gold rate: every search with facets names its categories (one statement per request was a
 * tenth of a search's cost on the embedded database).
 */
export function withKeptReferences(repo: CatalogueRepository, changes: ChangeBus): CatalogueRepository {
  const dropOn = {
    changes,
    topics: ['catalogue'] as const,
    ignore: (key: string | undefined) => (key?.startsWith('stock:') || key === 'weightPrice') ?? false,
  };
  const categories = memo<string, CategoryRow[]>({ max: 100, dropOn });
  const labels = memo<string, LabelRow[]>({ max: 1, dropOn });
  return {
    ...repo,
    categories: (merchantCode) => categories.get(merchantCode, () => repo.categories(merchantCode)),
    labels: () => labels.get('', () => repo.labels()),
  };
}
