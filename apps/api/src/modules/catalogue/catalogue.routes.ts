import {
  categoryList,
  suggestGoods,
  getGoodsCategoryPage,
  getGoodsMixData,
  getGoodsPage,
  getSkuStoreStock,
  listSkuByIds,
  listSpuByIds,
  type Goods,
} from '@shop/contract';
import { requestKey } from '../../lib/answers.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { normalizeSearch } from './catalogue-search.ts';
import { BASE, goodsDeps, WEIGHT_PRICE_DEP } from './goods-deps.ts';

/*
 * Catalogue answers are kept prepared until what they were drawn from changes (decision 140):
 * - `catalogue:goods:<spuId>`: the product (skus, prices, labels, status) — dropped at once by its edit;
 * - `catalogue:goods`: which goods a list holds and in what order — any product edit;
 * - `catalogue:stock:<skuId>`: a sku's stock — the product page and the cart are right at once;
 *   a list's badge uses `~catalogue:stock:<skuId>` and may lag by at most the cache's lag (≤ 1 s);
 * - `catalogue:categories`, `catalogue:labels`, and `shops` (which shop a call is for);
 * - `catalogue:weightPrice`: a by-weight price is shown, or the list is ordered by price — a new gold
 *   rate drops exactly these (decision 232).
 * getSkuStoreStock is always read fresh (stock per shop, asked once per product screen).
 */
type ListInput = {
  categoryId?: number | undefined;
  tag?: string | undefined;
  searchCode?: string | undefined;
  orderBy: string;
  isAsc: boolean;
  pageNo: number;
  pageSize: number;
  merchantCode?: string | undefined;
  storeCode?: string | undefined;
  metal?: string | undefined;
  stone?: string | undefined;
  collection?: string | undefined;
  price?: string | undefined;
  at?: string | undefined;
  withFacets?: boolean | undefined;
};

/** The list query reduced to what changes its answer: search words as searched, labels sorted. */
function listKey(input: ListInput) {
  const tags = [
    ...new Set(
      (input.tag ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].sort();
  // The words as typed, normalised: synonyms and corrections are read when answering (same words, same answer).
  const search = input.searchCode === undefined || input.searchCode.trim() === '' ? undefined : normalizeSearch(input.searchCode);
  return requestKey({
    m: input.merchantCode,
    s: input.storeCode,
    c: input.categoryId,
    t: tags.length ? tags : undefined,
    q: search,
    o: input.orderBy,
    a: input.isAsc,
    p: input.pageNo,
    n: input.pageSize,
    f: [input.metal, input.stone, input.collection, input.price, input.at],
    w: input.withFacets,
  });
}

function listDeps(input: ListInput, items: readonly Goods[]) {
  // Ordered by sales, by relevance (in stock first), "in stock at a shop" or the shops' counts: any stock
  // change may change it (within the lag).
  const byStock = input.orderBy === 'sales' || input.orderBy === 'relevance' || Boolean(input.at) || Boolean(input.withFacets);
  // `catalogue:goods` (any edit: a product may join or leave the list) covers each product's own
  // `catalogue:goods:<id>`, and `~catalogue:stock` each sku's stock: a search answer names ~25 deps, not
  // ~150 (decision 532: keeping them was a twentieth of a new answer's CPU).
  const deps = byStock ? new Set([...BASE, 'catalogue:goods', '~catalogue:stock']) : goodsDeps(items, 'lag', new Set([...BASE, 'catalogue:goods']));
  // Ordered by price, or showing a by-weight price: a new gold rate changes it.
  if (input.orderBy === 'price' || items.some((g) => g.skuList.some((k) => k.weightPrice))) deps.add(WEIGHT_PRICE_DEP);
  return [...deps];
}

export function registerCatalogueRoutes({ router, services }: ModuleDeps<{ catalogue: CatalogueService }>) {
  const service = services.catalogue;
  const answers = services.answers;

  router.call(getGoodsPage, (input) =>
    answers.answer(`getGoodsPage|${listKey(input)}`, async () => {
      const data = await service.getGoodsPage(input);
      return { data, deps: listDeps(input, data.items) };
    }),
  );
  router.call(getGoodsCategoryPage, (input) =>
    answers.answer(`getGoodsCategoryPage|${listKey(input)}`, async () => {
      const data = await service.getGoodsCategoryPage(input);
      return { data, deps: listDeps(input, data.items) };
    }),
  );
  router.call(listSpuByIds, (input) =>
    answers.answer(`listSpuByIds|${requestKey(input)}`, async () => {
      const data = await service.listSpuByIds(input);
      const deps = goodsDeps(data, 'now', new Set(BASE));
      // Asked-for goods not (yet) there, or not on sale: their edit shows too.
      for (const id of input.spuIdList) deps.add(`catalogue:goods:${id}`);
      return { data, deps: [...deps] };
    }),
  );
  router.call(listSkuByIds, (input) =>
    answers.answer(`listSkuByIds|${requestKey(input)}`, async () => {
      const data = await service.listSkuByIds(input);
      const deps = goodsDeps(data.spuList, 'now', new Set(BASE));
      for (const id of input.idList) deps.add(`catalogue:stock:${id}`);
      // A sku not found may be added by any product's edit.
      if (data.skuList.length < new Set(input.idList).size) deps.add('catalogue:goods');
      return { data, deps: [...deps] };
    }),
  );
  router.call(getGoodsMixData, (input) =>
    answers.answer(`getGoodsMixData|${requestKey(input)}`, async () => {
      const { data, drawnFrom } = await service.getGoodsMixData(input);
      const deps = goodsDeps([drawnFrom.goods], 'now', new Set([...BASE, `catalogue:goods:${input.spuId}`]));
      if (input.relatedQty) {
        // Related goods are a list: which ones may change with any product's edit or (by sales) any order.
        deps.add('catalogue:goods');
        deps.add('~catalogue:stock');
        goodsDeps(drawnFrom.related, 'lag', deps);
      }
      return { data, deps: [...deps] };
    }),
  );
  router.call(getSkuStoreStock, (input) => service.getSkuStoreStock(input));
  router.call(suggestGoods, (input) =>
    answers.answer(`suggestGoods|${requestKey({ ...input, q: normalizeSearch(input.q) })}`, async () => ({
      data: await service.suggest(input),
      deps: [...BASE, 'catalogue:goods'],
    })),
  );
  router.call(categoryList, (input) =>
    answers.answer(`categoryList|${requestKey(input)}`, async () => ({ data: await service.categoryList(input), deps: ['shops', 'catalogue:categories'] })),
  );
}
