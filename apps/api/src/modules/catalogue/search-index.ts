import { sql } from 'drizzle-orm';
import { COLLECTION_FACETS, METAL_FACETS, STONE_FACETS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { intArray, likeEscape, rows, textArray } from '../../db/sql.ts';
import type { SearchTerm, SearchUnit } from './catalogue-search.ts';
import type { FacetRow, GoodsFilter, GoodsOrder } from './catalogue.repository.ts';
import { facetRowsOf, filterMatches, indexOf, matchTerms, rankedOf, searchFacts, type Postings, type SearchFacts } from './search-engine.ts';
import { KeptByWeight } from './search-kept.ts';
import { unitPoints } from './search-sql.ts';

/*
 * The storefront search's kept index (decisions 449 and 520). Relevance and facet counts need every match
 * of a common word (40,000 of 100,000 goods for "gold"); reading them per request is what made decision
 * 448's search take seconds under load. So the process keeps, per merchant:
 * - the facts of every product on sale (category, facet values, lowest price, sales, listing time, in
 *   stock, shops with stock): read once, a few typed arrays (about 5 MB at 100,000 goods);
 * - each query unit's postings as positions in those facts with the unit's points, read the first time a
 *   unit is searched for;
 * - the matches of each query's words (before facets), and the narrowed matches of each query with its
 *   facets and their counts, so that the next page, another order or another facet of a search asked
 *   before costs a page's selection only.
 * All are bounded in entries, least recently used dropped first. The database stays the truth: an edit
 * of goods (any `catalogue` change but stock's) drops everything at once in this process and within
 * about a second in others (the change bus); a stock change (`stock:<skuId>`) marks its products, whose
 * stock facts are read again before the next search, and drops the narrowed matches (they depend on
 * stock: "in stock at", counts by shop); the postings and the words' matches do not. A new gold rate
 * (`weightPrice`) likewise reads only every product's lowest price again (decision 551).
 */

/** Entries of kept postings (about 8 bytes each): bounds the memory at 100,000 goods to some 50 MB. */
const POSTINGS_MAX_ENTRIES = 6_000_000;
/** Entries of kept matches of queries' words, and of queries with their facets (about 8 bytes each). */
const MATCHES_MAX_ENTRIES = 2_000_000;
const NARROWED_MAX_ENTRIES = 2_000_000;
/** Ids kept ranked per query and order: the first five pages of 20. */
const RANKED_KEPT = 100;

const FACET_CODES = { metal: METAL_FACETS.map((v) => v.code), stone: STONE_FACETS.map((v) => v.code), collection: COLLECTION_FACETS.map((v) => v.code) };

type Columns = {
  id: number[];
  c: number[];
  m: (string | null)[];
  s: (string | null)[];
  o: (string | null)[];
  p: number[];
  n: number[];
  t: number[];
  i: number[];
};
/** Kept postings, with the facts whose positions they hold. */
type Kept = { f: SearchFacts; p: Postings };
/**
 * A query's matches narrowed by its facets, with their counts once asked for and, per order, the ids of
 * the first RANKED_KEPT (or as many as a deeper page needed) in that order.
 */
type Narrowed = { f: SearchFacts; m: Postings; facets?: { bands: readonly unknown[]; rows: FacetRow[] }; ranked: Map<string, number[]>; v: number };

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const codeOf = (codes: string[], v: string | null) => (v === null ? 0 : codes.indexOf(v) + 1);

async function readFacts(db: Db, merchantCode: string): Promise<SearchFacts> {
  const [row] = await rows<{ doc: Columns | string }>(
    db,
    sql`select json_build_object(
          'id', coalesce(array_agg(s.id order by s.id), '{}'), 'c', coalesce(array_agg(s.category_id order by s.id), '{}'),
          'm', coalesce(array_agg(s.facet_metal order by s.id), '{}'), 's', coalesce(array_agg(s.facet_stone order by s.id), '{}'),
          'o', coalesce(array_agg(s.facet_collection order by s.id), '{}'), 'p', coalesce(array_agg(pr.min_price order by s.id), '{}'),
          'n', coalesce(array_agg(s.sales order by s.id), '{}'),
          't', coalesce(array_agg(floor(extract(epoch from s.created_at) * 1000) order by s.id), '{}'),
          'i', coalesce(array_agg(case when s.stock_qty > 0 then 1 else 0 end order by s.id), '{}')) as doc
        from spus s join spu_prices pr on pr.spu_id = s.id where s.merchant_code = ${merchantCode} and s.status = 'on'`,
  );
  const c = json(row!.doc);
  const f = searchFacts({
    ids: Int32Array.from(c.id),
    category: Int32Array.from(c.c),
    metal: Uint8Array.from(c.m, (v) => codeOf(FACET_CODES.metal, v)),
    stone: Uint8Array.from(c.s, (v) => codeOf(FACET_CODES.stone, v)),
    collection: Uint8Array.from(c.o, (v) => codeOf(FACET_CODES.collection, v)),
    codes: FACET_CODES,
    minPrice: Float64Array.from(c.p),
    sales: Float64Array.from(c.n),
    created: Float64Array.from(c.t),
    inStock: Uint8Array.from(c.i),
    shops: new Map(),
  });
  await readStock(db, f, undefined);
  return f;
}

/**
 * Every product's lowest price again, into the facts in place (decision 551): one narrow read after a new
 * gold rate instead of every fact and every posting. Price bands were marked with the old prices.
 */
async function readPrices(db: Db, f: SearchFacts, merchantCode: string): Promise<void> {
  const [row] = await rows<{ doc: { id: number[]; p: number[] } | string }>(
    db,
    sql`select json_build_object('id', coalesce(array_agg(s.id), '{}'), 'p', coalesce(array_agg(pr.min_price), '{}')) as doc
        from spus s join spu_prices pr on pr.spu_id = s.id where s.merchant_code = ${merchantCode} and s.status = 'on'`,
  );
  const d = json(row!.doc);
  d.id.forEach((id, k) => {
    const i = indexOf(f, id);
    if (i >= 0) f.minPrice[i] = d.p[k]!;
  });
  delete f.banded;
}

/** Shops with stock (and "in stock" at all) of the products of `skuIds`, or of every product. */
async function readStock(db: Db, f: SearchFacts, skuIds: number[] | undefined): Promise<void> {
  const some = skuIds ? sql` and k.spu_id in (select spu_id from skus where id = any(${intArray(skuIds)}))` : sql``;
  const found = await rows<{ code: string; ids: number[] | string }>(
    db,
    sql`select st.store_code as code, array_to_json(array_agg(distinct k.spu_id)) as ids from skus k
        join sku_stocks st on st.sku_id = k.id and st.qty > 0 where k.status = 'on'${some} group by st.store_code`,
  );
  if (!skuIds) {
    for (const r of found) {
      const mark = new Uint8Array(f.ids.length);
      for (const id of json(r.ids)) {
        const i = indexOf(f, id);
        if (i >= 0) mark[i] = 1;
      }
      f.shops.set(r.code, mark);
    }
    return;
  }
  const spus = await rows<{ id: number; inStock: boolean; sales: number }>(
    db,
    sql`select id, stock_qty > 0 as "inStock", sales from spus where id in (select spu_id from skus where id = any(${intArray(skuIds)}))`,
  );
  const at = spus.map((s) => indexOf(f, s.id));
  spus.forEach((s, k) => {
    if (at[k]! < 0) return;
    f.inStock[at[k]!] = s.inStock ? 1 : 0;
    f.sales[at[k]!] = Number(s.sales);
  });
  for (const mark of f.shops.values()) for (const i of at) if (i >= 0) mark[i] = 0;
  for (const r of found) {
    const mark = f.shops.get(r.code) ?? f.shops.set(r.code, new Uint8Array(f.ids.length)).get(r.code)!;
    for (const id of json(r.ids)) {
      const i = indexOf(f, id);
      if (i >= 0) mark[i] = 1;
    }
  }
}

/** The products on sale holding a unit, as positions in `f`, with its points (title over attributes over the rest). */
async function readPostings(db: Db, merchantCode: string, u: SearchUnit, f: SearchFacts): Promise<Postings> {
  const confirm = u.confirm ? sql` and s.search_text like ${`%${likeEscape(u.word)}%`}` : sql``;
  const [row] = await rows<{ doc: { ids: number[]; pts: number[] } | string }>(
    db,
    sql`select json_build_object('ids', coalesce(array_agg(id order by id), '{}'), 'pts', coalesce(array_agg(pts order by id), '{}')) as doc
        from (select s.id, ${unitPoints(u)} as pts from spus s
              where s.merchant_code = ${merchantCode} and s.status = 'on' and s.search_grams @> ${textArray([u.key])}${confirm}) m`,
  );
  const d = json(row!.doc);
  // Ids ascending give positions ascending; a product put on sale after the facts were read is left out.
  const at = new Int32Array(d.ids.length);
  const pts = new Float32Array(d.ids.length);
  let n = 0;
  d.ids.forEach((id, k) => {
    const i = indexOf(f, id);
    if (i < 0) return;
    at[n] = i;
    pts[n++] = d.pts[k]!;
  });
  return { at: at.subarray(0, n), pts: pts.subarray(0, n) };
}

/** Keys of terms read before (search-words.ts answers the same terms for the same query). */
const termsKeys = new WeakMap<readonly SearchTerm[], string>();
/** A query's words as a key: every way's units and weight. */
const termsKey = (terms: readonly SearchTerm[]) => {
  let key = termsKeys.get(terms);
  if (key === undefined) termsKeys.set(terms, (key = termsText(terms)));
  return key;
};
const termsText = (terms: readonly SearchTerm[]) =>
  terms
    .map((t) => t.alts.map((a) => `${a.weight}:${a.units.map((u) => `${u.key}|${u.word}|${u.prefix ? 1 : 0}|${u.confirm ? 1 : 0}`).join('&')}`).join('/'))
    .join(' ');
/** What narrows a list besides its words. */
const narrowKey = (f: GoodsFilter) =>
  JSON.stringify([f.categoryIds, f.labelIds, f.metal, f.stone, f.collection, f.price?.from, f.price?.below, f.at, f.excludeIds]);

export function createSearchIndex(db: Db, changes: ChangeBus) {
  const facts = new Map<string, Promise<SearchFacts>>();
  const postings = new KeptByWeight<Promise<Kept>>(POSTINGS_MAX_ENTRIES);
  const matches = new KeptByWeight<{ f: SearchFacts; m: Postings }>(MATCHES_MAX_ENTRIES);
  const narrowed = new KeptByWeight<Narrowed>(NARROWED_MAX_ENTRIES);
  const labelled = new Map<string, Promise<number[]>>();
  /** Per merchant kept: skus whose stock changed since its facts were read. */
  const stockChanged = new Map<string, Set<number>>();

  const dropAll = () => {
    facts.clear();
    postings.clear();
    matches.clear();
    narrowed.clear();
    labelled.clear();
    stockChanged.clear();
  };
  /** Merchants whose facts' prices a new gold rate moved since they were read (decision 551). */
  const pricesChanged = new Set<string>();
  /** Prices being read again, per merchant: every search waits for the same read. */
  const pricesLoading = new Map<string, Promise<void>>();
  /** One more at each new rate: a narrowed entry made with older prices is not served (decision 551). */
  let priceVersion = 0;

  changes.subscribe('catalogue', (key) => {
    const sku = key?.startsWith('stock:') ? Number(key.slice('stock:'.length)) : NaN;
    if (Number.isInteger(sku)) for (const merchant of facts.keys()) stockChanged.get(merchant)?.add(sku);
    // A new gold rate moves prices only: the words' postings and matches stay, the prices are read again.
    else if (key === 'weightPrice') {
      priceVersion++;
      for (const merchant of facts.keys()) pricesChanged.add(merchant);
    }
    // Every product's stock (rare: a change whose skus are not known): everything is read again.
    else dropAll();
  });

  /** The merchant's facts, their stock brought up to date first. */
  async function factsOf(merchantCode: string): Promise<SearchFacts> {
    let loading = facts.get(merchantCode);
    if (!loading) {
      stockChanged.set(merchantCode, new Set());
      loading = readFacts(db, merchantCode);
      facts.set(merchantCode, loading);
      loading.catch(() => facts.delete(merchantCode));
    }
    const f = await loading;
    if (pricesChanged.delete(merchantCode)) {
      const reading = readPrices(db, f, merchantCode).catch((err: unknown) => {
        pricesChanged.add(merchantCode);
        throw err;
      });
      pricesLoading.set(merchantCode, reading);
      void reading.then(
        () => pricesLoading.get(merchantCode) === reading && pricesLoading.delete(merchantCode),
        () => pricesLoading.get(merchantCode) === reading && pricesLoading.delete(merchantCode),
      );
    }
    // Narrowed by a price range, ordered or banded by price: `priceVersion` leaves those of older prices.
    await pricesLoading.get(merchantCode);
    const changed = stockChanged.get(merchantCode);
    if (changed?.size) {
      stockChanged.set(merchantCode, new Set());
      await readStock(db, f, [...changed]);
      // Narrowed by a shop's stock or counted by shop: no longer right. The words' matches still are.
      narrowed.clear();
    }
    return f;
  }

  /** A unit's postings as positions in `f`: kept, or read (again, when kept for facts since replaced). */
  async function keptPostings(merchantCode: string, u: SearchUnit, f: SearchFacts): Promise<Postings> {
    const key = `${merchantCode}|${u.key}|${u.word}|${u.prefix ? 1 : 0}|${u.confirm ? 1 : 0}`;
    const have = postings.get(key);
    if (have) {
      const kept = await have.catch(() => undefined);
      if (kept?.f === f) return kept.p;
    }
    const loading = readPostings(db, merchantCode, u, f).then((p) => ({ f, p }));
    postings.set(key, loading);
    loading.then(
      (k) => postings.weigh(key, loading, k.p.at.length),
      () => postings.delete(key),
    );
    return (await loading).p;
  }

  /** The products meeting every word of `terms` with their points, kept per query. */
  async function matchesOf(merchantCode: string, f: SearchFacts, terms: readonly SearchTerm[], key: string): Promise<Postings> {
    const have = matches.get(key);
    if (have?.f === f) return have.m;
    const units = new Map(terms.flatMap((t) => t.alts.flatMap((a) => a.units)).map((u) => [`${u.key}|${u.word}|${u.prefix}|${u.confirm}`, u]));
    const read = new Map<string, Postings>();
    await Promise.all([...units].map(async ([k, u]) => read.set(k, await keptPostings(merchantCode, u, f))));
    const m = matchTerms(terms, (u) => read.get(`${u.key}|${u.word}|${u.prefix}|${u.confirm}`)!);
    matches.set(key, { f, m }, m.at.length);
    return m;
  }

  /** Products carrying one of the labels, as a mark per fact. */
  async function labelMarks(f: SearchFacts, labelIds: number[]): Promise<Uint8Array> {
    const key = [...labelIds].sort((a, b) => a - b).join(',');
    let ids = labelled.get(key);
    if (!ids) {
      ids = rows<{ id: number }>(db, sql`select distinct spu_id as id from spu_labels where label_id = any(${intArray(labelIds)})`).then((r) =>
        r.map((x) => x.id),
      );
      labelled.set(key, ids);
    }
    const mark = new Uint8Array(f.ids.length);
    for (const id of await ids) {
      const i = indexOf(f, id);
      if (i >= 0) mark[i] = 1;
    }
    return mark;
  }

  return {
    /**
     * A page of the goods list `filter` selects (search words, facets, category, labels), its exact
     * total and, with `bands`, the facet counts of all its matches.
     */
    async search(
      filter: GoodsFilter,
      order: GoodsOrder,
      limit: number,
      offset: number,
      bands?: readonly { code: string; from: number }[],
    ): Promise<{ n: number; ids: number[]; facets?: FacetRow[] }> {
      const v = priceVersion;
      const f = await factsOf(filter.merchantCode);
      const terms: readonly SearchTerm[] = filter.terms ?? [];
      const words = `${filter.merchantCode}|${termsKey(terms)}`;
      const key = `${words}|${narrowKey(filter)}`;
      let found = narrowed.get(key);
      if (found?.f !== f || found.v !== priceVersion) {
        const matched = terms.length ? await matchesOf(filter.merchantCode, f, terms, words) : undefined;
        const labels = filter.labelIds ? await labelMarks(f, filter.labelIds) : undefined;
        found = { f, m: filterMatches(f, filter, matched, labels), ranked: new Map(), v };
        // Weighed as its own entries unless it shares the words' matches or the facts' list of every product.
        const shared = found.m === matched || found.m === f.everything;
        narrowed.set(key, found, 64 + (shared ? 0 : found.m.at.length));
      }
      if (bands && found.facets?.bands !== bands) found.facets = { bands, rows: facetRowsOf(f, found.m, bands) };
      const by = `${order.by}|${order.asc}`;
      let ranked = found.ranked.get(by);
      if (!ranked || (ranked.length < offset + limit && ranked.length < found.m.at.length)) {
        ranked = rankedOf(f, found.m, order, Math.max(offset + limit, RANKED_KEPT));
        found.ranked.set(by, ranked);
      }
      return { n: found.m.at.length, ids: ranked.slice(offset, offset + limit), ...(bands ? { facets: found.facets!.rows } : {}) };
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
