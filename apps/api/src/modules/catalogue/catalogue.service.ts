import {
  PRICE_BANDS,
  SUGGEST_LIMITS,
  fromWire,
  toWire,
  type WireTrio,
  type CallResponse,
  type CategoryNode,
  type Goods,
  type GoodsCard,
  type getGoodsCategoryPage,
  type getGoodsPage,
  type listSkuByIds,
  type listSpuByIds,
  type getGoodsMixData,
} from '@shop/contract';
import type { z } from 'zod';
import { fail } from '../../lib/app-error.ts';
import { sentAsJson } from '../../lib/kept-json.ts';
import type { ShopResolver } from '../shops/index.ts';
import type { SearchWords } from './search-words.ts';
import type { SearchIndex } from './search-index.ts';
import { normalizeSearch, singular } from './search-text.ts';
import { facetCounts } from './search-facets.ts';
import type { CatalogueRepository, CategoryRow, GoodsFilter, GoodsOrder } from './catalogue.repository.ts';
import { keptGoods } from './goods-kept.ts';
import { goodsOf, tagOf } from './goods-build.ts';
import { cardOf } from './goods-card.ts';
import { cardTemplateOf, fill, filledText, liveDepsOf, templateOf, type LiveRow } from './goods-wire.ts';
import type { GoodsDepsOf } from './goods-deps.ts';

/** A goods or a card as the product page sends it, with what its deps are read from. */
interface SentGoods {
  goods: Goods | GoodsCard;
  drawnFrom: GoodsDepsOf;
}
import { keepMissingTemplates } from './goods-wire-backfill.ts';
import { warmSearch } from './search-warm.ts';
import type { DependentMemo } from '../../lib/memo.ts';

type ListQuery = z.output<(typeof getGoodsPage)['request']>;

function categoryTree(rows: CategoryRow[]): { roots: CategoryNode[]; byId: Map<number, CategoryNode> } {
  const byId = new Map<number, CategoryNode>();
  for (const r of rows) byId.set(r.id, { id: r.id, parentId: r.parentId, img: r.img, ...toWire('title', r.title), childrenList: [] });
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    (parent ? parent.childrenList : roots).push(node);
  }
  return { roots, byId };
}

const descendants = (node: CategoryNode): number[] => [node.id, ...node.childrenList.flatMap(descendants)];

function pathTo(byId: Map<number, CategoryNode>, id: number) {
  const path: ({ id: number } & WireTrio<'title'>)[] = [];
  const seen = new Set<number>();
  for (let n = byId.get(id); n && !seen.has(n.id); n = n.parentId === null ? undefined : byId.get(n.parentId)) {
    seen.add(n.id);
    path.unshift({ id: n.id, ...toWire('title', fromWire(n, 'title')) });
  }
  return path;
}

/** Use cases of the catalogue; all stock figures are for one shop (`storeCode`) unless said otherwise. */
export function createCatalogueService(
  repo: CatalogueRepository,
  shops: ShopResolver,
  searchWords: SearchWords,
  index: SearchIndex,
  /** Goods kept between calls (goods-kept.ts); without it every call builds them. */
  kept?: DependentMemo<Goods | null>,
  /** Where a template that could not be kept is reported (the read itself is answered anyway). */
  onKeepFailed: (err: unknown) => void = () => undefined,
) {
  const defaultMerchant = shops.defaultMerchant;
  /** The merchant and shop a call is for; an unknown shop is refused, not guessed. */
  const shopOf = (input: { merchantCode?: string | undefined; storeCode?: string | undefined }) => shops.shop(input);

  /** Goods with skus, attributes and labels, in the order of `ids` (missing ids left out). */
  function hydrate(ids: readonly number[], merchantCode: string, storeCode: string): Promise<Goods[]> {
    if (!kept || !ids.length) return build(ids, merchantCode, storeCode);
    return keptGoods(
      kept,
      ids,
      (id) => `${merchantCode}|${storeCode}|${id}`,
      (missing) => build(missing, merchantCode, storeCode),
    );
  }

  /** The goods of `ids` from their kept templates, filled now (one statement; decision 610). */
  async function build(ids: readonly number[], merchantCode: string, storeCode: string): Promise<Goods[]> {
    if (!ids.length) return [];
    return assemble(await repo.goodsLive(ids, merchantCode, storeCode), ids, merchantCode, storeCode);
  }

  /**
   * The goods of `ids` (in that order, missing ones left out) from what `catalogue_goods_live` read: each
   * filled template, and the goods without one (new, or edited since) built from their rows, their
   * templates kept for the next read.
   */
  async function assemble(live: readonly LiveRow[], ids: readonly number[], merchantCode: string, storeCode: string): Promise<Goods[]> {
    const goods = new Map<number, Goods>();
    const stale: LiveRow[] = [];
    for (const row of live) {
      const g = fill(row, storeCode);
      if (g) goods.set(row.id, g);
      else stale.push(row);
    }
    for (const g of await buildStale(stale, merchantCode, storeCode)) goods.set(g.id, g);
    return ids.flatMap((id) => goods.get(id) ?? []);
  }

  /**
   * `assemble` for an answer that only sends the goods (the product page, decision 615), each in the shape
   * asked for: whole goods or a card (decision 622). A filled template stays text, spliced into the answer's
   * bytes, never parsed; `drawnFrom` is what its deps are read from. Missing goods are left out. A row shown
   * on several pages read together (decision 621) is filled once a shape (`sentOf`: null for a row without a
   * usable template of that shape).
   */
  const sentOf = { goods: new WeakMap<LiveRow, SentGoods | null>(), card: new WeakMap<LiveRow, SentGoods | null>() };
  async function assembleSent(live: readonly LiveRow[], wanted: readonly { id: number; shape: 'goods' | 'card' }[], merchantCode: string, storeCode: string) {
    const rowOf = new Map(live.map((r) => [r.id, r]));
    const parts: (SentGoods | null | undefined)[] = wanted.map(({ id, shape }) => {
      const row = rowOf.get(id);
      if (!row) return undefined;
      let part = sentOf[shape].get(row);
      if (part === undefined) {
        const text = filledText(row, storeCode, shape);
        part = text === undefined ? null : { goods: sentAsJson<Goods | GoodsCard>(text), drawnFrom: liveDepsOf(row) };
        sentOf[shape].set(row, part);
      }
      return part;
    });
    const stale = wanted.filter((_, i) => parts[i] === null).map(({ id }) => rowOf.get(id)!);
    if (stale.length) {
      const built = new Map((await buildStale([...new Set(stale)], merchantCode, storeCode)).map((g) => [g.id, g]));
      wanted.forEach(({ id, shape }, i) => {
        const g = parts[i] === null ? built.get(id) : undefined;
        if (g) parts[i] = { goods: shape === 'card' ? cardOf(g) : g, drawnFrom: g };
      });
    }
    return parts.flatMap((p) => p ?? []);
  }

  /** The goods of rows without a usable template, built from their rows; their templates kept, not waited for. */
  async function buildStale(stale: readonly LiveRow[], merchantCode: string, storeCode: string): Promise<Goods[]> {
    if (!stale.length) return [];
    const staleIds = stale.map((r) => r.id);
    const built = goodsOf(await repo.goodsRows(staleIds, merchantCode, storeCode), staleIds, storeCode);
    const gens = new Map(stale.map((r) => [r.id, r.gen]));
    // Not waited for: the answer does not need it. A template not kept only means the next read builds the
    // product again; the failure is reported, not thrown at the shopper.
    repo.keepTemplates(built.map((g) => ({ id: g.id, gen: gens.get(g.id)!, template: templateOf(g), card: cardTemplateOf(g) }))).catch(onKeepFailed);
    return built;
  }

  /** Turns the list query into a filter; `null` when it can match nothing (unknown category or labels). */
  async function filterOf(input: ListQuery, merchantCode: string, tree?: ReturnType<typeof categoryTree>) {
    const filter: GoodsFilter = { merchantCode };
    if (input.categoryId !== undefined) {
      const { byId } = tree ?? categoryTree(await repo.categories(merchantCode));
      const node = byId.get(input.categoryId);
      if (!node) return null;
      filter.categoryIds = descendants(node);
    }
    const codes = (input.tag ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (codes.length) {
      const labelIds = (await repo.labels()).filter((l) => codes.includes(l.code)).map((l) => l.id);
      if (!labelIds.length) return null;
      filter.labelIds = labelIds;
    }
    if (input.metal) filter.metal = input.metal;
    if (input.stone) filter.stone = input.stone;
    if (input.collection) filter.collection = input.collection;
    if (input.at) filter.at = input.at;
    if (input.price) {
      const band = PRICE_BANDS.find((p) => p.code === input.price);
      if (!band) return null;
      filter.price = { from: band.from, below: band.below };
    }
    if (input.searchCode !== undefined && input.searchCode.trim() !== '') {
      const read = await searchWords.read(merchantCode, input.searchCode);
      // Only punctuation: nothing can be searched for, so nothing is found. Only the house brand's
      // name ("Jade Harbour"): every product is the brand's, so the list is not narrowed.
      if (!read.terms.length) return /[\p{L}\p{N}]/u.test(input.searchCode) ? filter : null;
      filter.terms = read.terms;
      if (read.didYouMean) filter.didYouMean = read.didYouMean;
    }
    return filter;
  }

  async function page(input: ListQuery, merchantCode: string, storeCode: string, filter: GoodsFilter | null) {
    const empty = { total: 0, totalIsEstimate: false, pageNo: input.pageNo, pageSize: input.pageSize, items: [] as Goods[] };
    if (!filter) return empty;
    // Relevance ranks search words; a list without words is newest first.
    const order: GoodsOrder = { by: input.orderBy === 'relevance' && !filter.terms?.length ? 'gmt_create' : input.orderBy, asc: input.isAsc };
    const offset = (input.pageNo - 1) * input.pageSize;
    const didYouMean = filter.didYouMean ? { didYouMean: filter.didYouMean } : {};
    // Words, facets asked for or narrowed by: the kept index answers (decision 449); its total is exact.
    if (filter.terms?.length || input.withFacets || filter.metal || filter.stone || filter.collection || filter.price || filter.at) {
      const found = await index.search(filter, order, input.pageSize, offset, input.withFacets ? PRICE_BANDS : undefined);
      const facets = found.facets ? { facets: await facetCounts(repo, shops, filter.merchantCode, found.facets) } : {};
      return { ...empty, ...didYouMean, ...facets, total: found.n, items: await hydrate(found.ids, merchantCode, storeCode) };
    }
    const ids = await repo.goodsIds(filter, order, input.pageSize, offset);
    // A short page (after goods or on the first page) ends the list, so its total needs no count.
    const end = ids.length < input.pageSize && (ids.length > 0 || offset === 0);
    return {
      ...didYouMean,
      total: end ? offset + ids.length : await repo.countGoods(filter),
      totalIsEstimate: false,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      items: await hydrate(ids, merchantCode, storeCode),
    };
  }

  return {
    /** Ids (and listing dates) of every product on sale, for the sitemap. */
    allOnSaleIds: (merchantCode: string) => repo.onSaleIds(merchantCode),

    /** A page of goods on sale by category (with descendants), labels and search words. */
    async getGoodsPage(input: ListQuery): Promise<CallResponse<typeof getGoodsPage>> {
      const { merchantCode, storeCode } = await shopOf(input);
      return page(input, merchantCode, storeCode, await filterOf(input, merchantCode));
    },

    /** The category screen: category with path and children, the labels for chips, and a page of goods. */
    async getGoodsCategoryPage(input: ListQuery): Promise<CallResponse<typeof getGoodsCategoryPage>> {
      const { merchantCode, storeCode } = await shopOf(input);
      const tree = categoryTree(await repo.categories(merchantCode));
      const [labels, result] = await Promise.all([repo.labels(), filterOf(input, merchantCode, tree).then((f) => page(input, merchantCode, storeCode, f))]);
      const category = input.categoryId === undefined ? null : (tree.byId.get(input.categoryId) ?? null);
      return { ...result, category, categoryPath: category ? pathTo(tree.byId, category.id) : [], labels: labels.map(tagOf) };
    },

    /** Goods by id in the order asked; with checkGoods those removed from sale are left out. */
    async listSpuByIds(input: z.output<(typeof listSpuByIds)['request']>) {
      const { merchantCode, storeCode } = await shopOf(input);
      const goods = await hydrate([...new Set(input.spuIdList)], merchantCode, storeCode);
      return input.checkGoods ? goods.filter((g) => g.status === 'on') : goods;
    },

    /** Skus by id with their goods (linked by spuId). */
    async listSkuByIds(input: z.output<(typeof listSkuByIds)['request']>): Promise<CallResponse<typeof listSkuByIds>> {
      const { merchantCode, storeCode } = await shopOf(input);
      const wanted = [...new Set(input.idList)];
      const links = await repo.spuIdsOfSkus(wanted);
      const spuList = await hydrate([...new Set(links.map((l) => l.spuId))], merchantCode, storeCode);
      const skus = new Map(spuList.flatMap((g) => g.skuList).map((k) => [k.id, k]));
      return { skuList: wanted.flatMap((id) => skus.get(id) ?? []), spuList };
    },

    /**
     * The product screen: the goods (even when removed from sale), its category path and related goods, with
     * what each goods shown is drawn from (`drawnFrom`, for the answer's deps). The goods are sent as their
     * filled templates' text, not parsed (decision 615): `data` is for sending only.
     */
    async getGoodsMixData(input: z.output<(typeof getGoodsMixData)['request']>): Promise<{
      data: CallResponse<typeof getGoodsMixData>;
      drawnFrom: { goods: GoodsDepsOf; related: GoodsDepsOf[] };
    }> {
      // The shop, the goods, its category's path and its related goods in one statement (decisions 571, 615).
      const merchantCode = input.merchantCode ?? defaultMerchant;
      const read = await repo.productRows(input.spuId, merchantCode, input.storeCode ?? null, input.relatedQty ?? 0);
      const wanted = read ? [{ id: input.spuId, shape: 'goods' as const }, ...read.relatedIds.map((id) => ({ id, shape: 'card' as const }))] : [];
      const [goods, ...related] = read ? await assembleSent(read.live, wanted, merchantCode, read.storeCode) : [];
      if (!read || goods?.drawnFrom.id !== input.spuId) {
        // No row: an unknown shop is refused as such (MERCHANT_NOT_FOUND) before the goods are said missing.
        await shopOf(input);
        return fail('GOODS_NOT_FOUND');
      }
      // As the category tree gives them (categoryTree, pathTo): each title through the wire's three texts.
      const categoryPath = read.path.map((c) => ({ id: c.id, ...toWire('title', fromWire(toWire('title', c.title), 'title')) }));
      return {
        // The first part is the product's goods, the rest its related goods' cards (`wanted`'s shapes).
        data: { goods: goods.goods as Goods, categoryPath, related: related.map((r) => r.goods as GoodsCard) },
        drawnFrom: { goods: goods.drawnFrom, related: related.map((r) => r.drawnFrom) },
      };
    },

    /** Stock of a sku in every shop of the merchant, online shop first. */
    async getSkuStoreStock(input: { merchantCode?: string | undefined; skuId: number }) {
      const merchantCode = input.merchantCode ?? defaultMerchant;
      const found = await repo.skuStockInStores(input.skuId, merchantCode);
      if (!found) return fail('SKU_NOT_FOUND');
      const stores = await shops.stores(merchantCode);
      const qty = new Map(found.stock.map((s) => [s.storeCode, s.qty]));
      return {
        skuId: found.sku.id,
        skuCode: found.sku.skuCode,
        storeStockList: stores.map((s) => ({ storeCode: s.code, kind: s.kind, stockQty: qty.get(s.code) ?? 0, ...toWire('storeName', s.name) })),
      };
    },

    /** Suggestions as the shopper types: a few goods by relevance and the categories naming the words. */
    async suggest(input: { merchantCode?: string | undefined; storeCode?: string | undefined; q: string }) {
      const { merchantCode, storeCode } = await shopOf(input);
      const none = { goods: [], categories: [] };
      if (!input.q.trim()) return none;
      const read = await searchWords.read(merchantCode, input.q);
      if (!read.terms.length) return none;
      const found = await index.search({ merchantCode, terms: read.terms }, { by: 'relevance', asc: false }, SUGGEST_LIMITS.GOODS, 0);
      const goods = await hydrate(found.ids, merchantCode, storeCode);
      // A category is suggested when its title (any language) holds every word, or a way of it.
      const categories = (await repo.categories(merchantCode)).filter((c) => {
        const words = ` ${normalizeSearch(`${c.title.zh_HK} ${c.title.zh_CN} ${c.title.en}`)
          .split(/[^\p{L}\p{N}]+/u)
          .map(singular)
          .join(' ')} `;
        return read.terms.every((t) => t.alts.some((a) => a.units.every((u) => (u.prefix ? words.includes(` ${u.word}`) : words.includes(u.word)))));
      });
      return {
        goods: goods.map((g) => ({ id: g.id, img: g.img, price: g.price, ...toWire('title', fromWire(g, 'title')) })),
        categories: categories.slice(0, SUGGEST_LIMITS.CATEGORIES).map((c) => ({ id: c.id, ...toWire('title', c.title) })),
        ...(read.didYouMean ? { didYouMean: read.didYouMean } : {}),
      };
    },

    /** After ready: the goods' templates no read has kept yet, built in one pass (goods-wire-backfill.ts). */
    keepMissingTemplates: (stop: () => boolean) => keepMissingTemplates(repo, stop),

    /** The start's warm-up before ready (search-warm.ts): the default shop's search facts and most shown goods. */
    warm: async (goods?: number) => warmSearch(index, hydrate, await shopOf({}), goods),

    /** The category tree of the online shop. */
    async categoryList(input: { merchantCode?: string | undefined }) {
      return categoryTree(await repo.categories(input.merchantCode ?? defaultMerchant)).roots;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
