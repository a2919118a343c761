import { sql } from 'drizzle-orm';
import { COLLECTION_FACETS, METAL_FACETS, STONE_FACETS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { intArray, likeEscape, rows, textArray } from '../../db/sql.ts';
import type { SearchTerm, SearchUnit } from './catalogue-search.ts';
import type { FacetRow, GoodsFilter, GoodsOrder } from './catalogue.repository.ts';
import { builder, facetRowsOf, filterMatches, indexOf, matchTerms, pageOf, type Postings, type SearchFacts } from './search-engine.ts';
import { unitPoints } from './search-sql.ts';

/*
 * The storefront search's kept index (decision 449). Relevance and facet counts need every match of a
 * common word (40,000 of 100,000 goods for "gold"); reading them per request is what made decision 448's
 * search take seconds under load. So the process keeps, per merchant:
 * - the facts of every product on sale (category, facet values, lowest price, sales, listing time, in
 *   stock, shops with stock): read once, a few typed arrays (about 4 MB at 100,000 goods);
 * - each query unit's postings (the products holding its key, with the unit's points), read the first
 *   time a unit is searched for and kept up to POSTINGS_MAX_ENTRIES entries, oldest dropped first.
 * The database stays the truth: an edit of goods (any `catalogue` change but stock's) drops both at once
 * in this process and within about a second in others (the change bus); a stock change (`stock:<skuId>`)
 * marks its products, whose stock facts are read again before the next search.
 */

/** Entries of kept postings (about 8 bytes each): bounds the memory at 100,000 goods to some 50 MB. */
const POSTINGS_MAX_ENTRIES = 6_000_000;

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
type Kept = { ids: Int32Array; pts: Float32Array };

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
  const f: SearchFacts = {
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
  };
  await readStock(db, f, undefined);
  return f;
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

/** The products on sale holding a unit, with its points (title over attributes over the rest). */
async function readPostings(db: Db, merchantCode: string, u: SearchUnit): Promise<Kept> {
  const confirm = u.confirm ? sql` and s.search_text like ${`%${likeEscape(u.word)}%`}` : sql``;
  const [row] = await rows<{ doc: { ids: number[]; pts: number[] } | string }>(
    db,
    sql`select json_build_object('ids', coalesce(array_agg(id order by id), '{}'), 'pts', coalesce(array_agg(pts order by id), '{}')) as doc
        from (select s.id, ${unitPoints(u)} as pts from spus s
              where s.merchant_code = ${merchantCode} and s.status = 'on' and s.search_grams @> ${textArray([u.key])}${confirm}) m`,
  );
  const d = json(row!.doc);
  return { ids: Int32Array.from(d.ids), pts: Float32Array.from(d.pts) };
}

export function createSearchIndex(db: Db, changes: ChangeBus) {
  const facts = new Map<string, Promise<SearchFacts>>();
  const postings = new Map<string, Promise<Kept>>();
  const labelled = new Map<string, Promise<number[]>>();
  let keptEntries = 0;
  /** Bumped when everything is dropped: postings read before then are not counted into the new bound. */
  let generation = 0;
  /** Per merchant kept: skus whose stock changed since its facts were read. */
  const stockChanged = new Map<string, Set<number>>();

  const dropAll = () => {
    facts.clear();
    postings.clear();
    labelled.clear();
    stockChanged.clear();
    keptEntries = 0;
    generation++;
  };
  changes.subscribe('catalogue', (key) => {
    const sku = key?.startsWith('stock:') ? Number(key.slice('stock:'.length)) : NaN;
    if (Number.isInteger(sku)) for (const merchant of facts.keys()) stockChanged.get(merchant)?.add(sku);
    // Every product's stock: the facts are read again (the postings stand).
    else if (key === 'stock:*') facts.clear();
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
    const changed = stockChanged.get(merchantCode);
    if (changed?.size) {
      stockChanged.set(merchantCode, new Set());
      await readStock(db, f, [...changed]);
    }
    return f;
  }

  function keptPostings(merchantCode: string, u: SearchUnit): Promise<Kept> {
    const key = `${merchantCode}|${u.key}|${u.word}|${u.prefix ? 1 : 0}|${u.confirm ? 1 : 0}`;
    const have = postings.get(key);
    if (have) {
      // Most recently used last: the oldest are dropped first.
      postings.delete(key);
      postings.set(key, have);
      return have;
    }
    const loading = readPostings(db, merchantCode, u);
    const readIn = generation;
    postings.set(key, loading);
    loading.then(
      (p) => {
        if (readIn !== generation) return;
        keptEntries += p.ids.length;
        for (const [k, old] of postings) {
          if (keptEntries <= POSTINGS_MAX_ENTRIES || k === key) break;
          postings.delete(k);
          void old.then((o) => (keptEntries -= o.ids.length));
        }
      },
      () => postings.delete(key),
    );
    return loading;
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

  /** Postings by product id as positions in the facts (products no longer on sale left out). */
  function placed(f: SearchFacts, p: Kept): Postings {
    const out = builder(p.ids.length);
    for (let k = 0; k < p.ids.length; k++) {
      const i = indexOf(f, p.ids[k]!);
      if (i >= 0) out.add(i, p.pts[k]!);
    }
    return out.done();
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
      const f = await factsOf(filter.merchantCode);
      const terms: readonly SearchTerm[] = filter.terms ?? [];
      const units = [...new Map(terms.flatMap((t) => t.alts.flatMap((a) => a.units)).map((u) => [`${u.key}|${u.word}|${u.prefix}|${u.confirm}`, u])).values()];
      const read = new Map<SearchUnit, Postings>();
      await Promise.all(units.map(async (u) => read.set(u, placed(f, await keptPostings(filter.merchantCode, u)))));
      const sig = (u: SearchUnit) => units.find((x) => x.key === u.key && x.word === u.word && x.prefix === u.prefix && x.confirm === u.confirm)!;
      const matched = terms.length ? matchTerms(terms, (u) => read.get(sig(u))!) : undefined;
      const m = filterMatches(f, filter, matched, filter.labelIds ? await labelMarks(f, filter.labelIds) : undefined);
      return { n: m.at.length, ids: pageOf(f, m, order, limit, offset), ...(bands ? { facets: facetRowsOf(f, m, bands) } : {}) };
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
