import type { SearchTerm, SearchUnit } from './catalogue-search.ts';
import type { FacetRow, GoodsFilter, GoodsOrder } from './catalogue.repository.ts';

/*
 * The storefront's search over the kept index (decision 449): pure arithmetic on sorted arrays, no
 * database. A unit's postings are the products holding its key with the unit's points (search-sql.ts'
 * `unitPoints`, computed once when the postings are read); a way meets a product when all its units do
 * (its weakest unit's points × the way's weight), a term when one of its ways does (the best way), the
 * query when every term does (the sum). The facts (search-index.ts) hold what filters, orders and facet
 * counts need of every product on sale, one entry per product in id order.
 */

/** Products (indexes into the facts, ascending) and their points. */
export interface Postings {
  at: Int32Array;
  pts: Float32Array;
}

/** What the engine needs of every product on sale, index `i` for the product `ids[i]` (ascending). */
export interface SearchFacts {
  ids: Int32Array;
  category: Int32Array;
  /** Facet codes as 1 + the index in `codes[kind]`, 0 when the title names none. */
  metal: Uint8Array;
  stone: Uint8Array;
  collection: Uint8Array;
  codes: { metal: string[]; stone: string[]; collection: string[] };
  /** Lowest price in cents (spu_prices). */
  minPrice: Float64Array;
  sales: Float64Array;
  created: Float64Array;
  /** Units free in any shop (spus.stock_qty > 0). */
  inStock: Uint8Array;
  /** Per shop code: 1 where a sku of the product on sale has free units there. */
  shops: Map<string, Uint8Array>;
  /** By product id: its index, -1 when not on sale (ids are a sequence's, so one array holds them all). */
  pos: Int32Array;
  /** Per product: its category as an index into `categoryIds`, so counting needs an array, not a map. */
  categoryAt: Int32Array;
  categoryIds: number[];
  /** Per product: 1 + its price band among the `bands` last asked for (0 below them all). */
  banded?: { bands: readonly { from: number }[]; at: Uint8Array };
  /** Every product, for a list narrowed by facets without words. */
  everything?: Postings;
}

/** The facts with what the engine derives from them once (positions by id, category indexes). */
export function searchFacts(base: Omit<SearchFacts, 'pos' | 'categoryAt' | 'categoryIds'>): SearchFacts {
  let max = -1;
  for (const id of base.ids) if (id > max) max = id;
  const pos = new Int32Array(max + 1).fill(-1);
  base.ids.forEach((id, i) => (pos[id] = i));
  const index = new Map<number, number>();
  const categoryAt = new Int32Array(base.ids.length);
  base.category.forEach((c, i) => {
    let k = index.get(c);
    if (k === undefined) index.set(c, (k = index.size));
    categoryAt[i] = k;
  });
  return { ...base, pos, categoryAt, categoryIds: [...index.keys()] };
}

/** The index of product `id` in the facts, or -1 when it is not on sale. */
export function indexOf(f: SearchFacts, id: number): number {
  return id >= 0 && id < f.pos.length ? f.pos[id]! : -1;
}

/** Postings written one entry at a time, at most `size`. */
export function builder(size: number) {
  const at = new Int32Array(size);
  const pts = new Float32Array(size);
  let n = 0;
  return {
    add(i: number, p: number) {
      at[n] = i;
      pts[n++] = p;
    },
    done: (): Postings => ({ at: at.subarray(0, n), pts: pts.subarray(0, n) }),
  };
}

/** First index from `lo` in `at` (ascending) holding a value ≥ `x`: galloping, then halving. */
function seek(at: Int32Array, lo: number, x: number): number {
  let step = 1;
  let hi = lo;
  while (hi < at.length && at[hi]! < x) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > at.length) hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Products in both lists, `a` the shorter, with the lower points (`sum` false: the units of one way) or
 * their sum (the terms of a query). A short list against a long one seeks instead of walking it all.
 */
function intersect(a: Postings, b: Postings, sum: boolean): Postings {
  const out = builder(a.at.length);
  const gallop = b.at.length > 8 * a.at.length;
  let j = 0;
  for (let i = 0; i < a.at.length && j < b.at.length; i++) {
    const x = a.at[i]!;
    if (gallop) j = seek(b.at, j, x);
    else while (j < b.at.length && b.at[j]! < x) j++;
    if (j < b.at.length && b.at[j] === x) {
      const p = a.pts[i]!;
      const q = b.pts[j++]!;
      out.add(x, sum ? p + q : p < q ? p : q);
    }
  }
  return out.done();
}

/** Products in either list, with the higher points where both hold one (the ways of a term). */
function union(a: Postings, b: Postings): Postings {
  const out = builder(a.at.length + b.at.length);
  let i = 0;
  let j = 0;
  while (i < a.at.length && j < b.at.length) {
    const x = a.at[i]!;
    const y = b.at[j]!;
    if (x === y) {
      const p = a.pts[i++]!;
      const q = b.pts[j++]!;
      out.add(x, p > q ? p : q);
    } else if (x < y) out.add(x, a.pts[i++]!);
    else out.add(y, b.pts[j++]!);
  }
  for (; i < a.at.length; i++) out.add(a.at[i]!, a.pts[i]!);
  for (; j < b.at.length; j++) out.add(b.at[j]!, b.pts[j]!);
  return out.done();
}

const shortestFirst = (x: Postings, y: Postings) => x.at.length - y.at.length;

/** The products meeting every term, with their relevance; `of` answers a unit's postings. */
export function matchTerms(terms: readonly SearchTerm[], of: (u: SearchUnit) => Postings): Postings {
  const perTerm = terms.map((t) =>
    t.alts
      .map((a) => {
        const units = a.units.map(of).sort(shortestFirst);
        const met = units.slice(1).reduce((acc, u) => intersect(acc, u, false), units[0]!);
        return a.weight === 1 ? met : { at: met.at, pts: met.pts.map((p) => p * a.weight) };
      })
      .reduce(union),
  );
  perTerm.sort(shortestFirst);
  return perTerm.slice(1).reduce((acc, t) => intersect(acc, t, true), perTerm[0]!);
}

/** Every product on sale, no points (kept with the facts). */
function everything(f: SearchFacts): Postings {
  f.everything ??= { at: Int32Array.from(f.ids.keys()), pts: new Float32Array(f.ids.length) };
  return f.everything;
}

/**
 * The matches of the filter: every product on sale, or the terms' matches, narrowed by the rest;
 * `labelled` marks the products carrying one of the asked labels. One loop, each condition a test of
 * a typed array (a closure per condition cost more than the tests).
 */
export function filterMatches(f: SearchFacts, filter: GoodsFilter, matched: Postings | undefined, labelled?: Uint8Array): Postings {
  const from = matched ?? everything(f);
  const code = (kind: 'metal' | 'stone' | 'collection') => (filter[kind] === undefined ? -1 : f.codes[kind].indexOf(filter[kind]) + 1);
  const metal = code('metal');
  const stone = code('stone');
  const collection = code('collection');
  let categories: Uint8Array | undefined;
  if (filter.categoryIds) {
    const wanted = new Set(filter.categoryIds);
    categories = Uint8Array.from(f.categoryIds, (c) => (wanted.has(c) ? 1 : 0));
  }
  const low = filter.price ? filter.price.from : -Infinity;
  const below = filter.price && filter.price.below !== null ? filter.price.below : Infinity;
  const shop = filter.at === undefined ? undefined : (f.shops.get(filter.at) ?? new Uint8Array(f.ids.length));
  const out = filter.excludeIds?.length ? new Set(filter.excludeIds) : undefined;
  const none = metal < 0 && stone < 0 && collection < 0 && !categories && !labelled && !filter.price && !shop && !out;
  if (none) return from;
  // A facet value no product has (code 0) keeps nothing, as the SQL's equality did.
  if (metal === 0 || stone === 0 || collection === 0) return { at: new Int32Array(0), pts: new Float32Array(0) };
  const kept = builder(from.at.length);
  for (let k = 0; k < from.at.length; k++) {
    const i = from.at[k]!;
    if (metal > 0 && f.metal[i] !== metal) continue;
    if (stone > 0 && f.stone[i] !== stone) continue;
    if (collection > 0 && f.collection[i] !== collection) continue;
    if (categories && categories[f.categoryAt[i]!] !== 1) continue;
    if (labelled && labelled[i] !== 1) continue;
    const price = f.minPrice[i]!;
    if (price < low || price >= below) continue;
    if (shop && shop[i] !== 1) continue;
    if (out?.has(f.ids[i]!)) continue;
    kept.add(i, from.pts[k]!);
  }
  return kept.done();
}

/** Compares two matches (positions in `m`) as the list is ordered: negative when `a` comes first. */
function comparer(f: SearchFacts, m: Postings, order: GoodsOrder): (a: number, b: number) => number {
  const dir = order.asc ? 1 : -1;
  const id = (k: number) => f.ids[m.at[k]!]!;
  switch (order.by) {
    case 'relevance':
      // Points of the words, then in stock before sold out, then best sellers, then the newer id.
      return (a, b) => m.pts[b]! - m.pts[a]! || f.inStock[m.at[b]!]! - f.inStock[m.at[a]!]! || f.sales[m.at[b]!]! - f.sales[m.at[a]!]! || id(b) - id(a);
    case 'price':
      return (a, b) => dir * (f.minPrice[m.at[a]!]! - f.minPrice[m.at[b]!]! || id(a) - id(b));
    case 'sales':
      return (a, b) => dir * (f.sales[m.at[a]!]! - f.sales[m.at[b]!]! || id(a) - id(b));
    default:
      return (a, b) => dir * (f.created[m.at[a]!]! - f.created[m.at[b]!]! || id(a) - id(b));
  }
}

/**
 * The ids of the first `want` matches in order. They are kept in a sorted window while the matches are
 * read once (a page of 20 among 40,000 matches costs one comparison for most); in relevance order a
 * match with fewer points than the window's last is passed over before any comparison.
 */
export function rankedOf(f: SearchFacts, m: Postings, order: GoodsOrder, want: number): number[] {
  want = Math.min(want, m.at.length);
  if (want <= 0) return [];
  const cmp = comparer(f, m, order);
  let top: number[];
  if (want > 500) top = Array.from(m.at.keys()).sort(cmp).slice(0, want);
  else {
    top = [];
    const byPoints = order.by === 'relevance';
    let worst = -Infinity;
    for (let k = 0; k < m.at.length; k++) {
      if (top.length === want) {
        if (byPoints && m.pts[k]! < worst) continue;
        if (cmp(k, top[want - 1]!) >= 0) continue;
      }
      let lo = 0;
      let hi = top.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(top[mid]!, k) <= 0) lo = mid + 1;
        else hi = mid;
      }
      top.splice(lo, 0, k);
      if (top.length > want) top.pop();
      if (top.length === want) worst = m.pts[top[want - 1]!]!;
    }
  }
  return top.map((k) => f.ids[m.at[k]!]!);
}

/** The ids of a page of the matches in order. */
export function pageOf(f: SearchFacts, m: Postings, order: GoodsOrder, limit: number, offset: number): number[] {
  return rankedOf(f, m, order, offset + limit).slice(offset);
}

/** Per product, 1 + its band among `bands` (ascending by `from`), 0 below them all; kept for the same bands. */
function bandsOf(f: SearchFacts, bands: readonly { from: number }[]): Uint8Array {
  if (f.banded?.bands === bands) return f.banded.at;
  const at = new Uint8Array(f.ids.length);
  for (let i = 0; i < at.length; i++) {
    const price = f.minPrice[i]!;
    for (let b = bands.length - 1; b >= 0; b--)
      if (price >= bands[b]!.from) {
        at[i] = b + 1;
        break;
      }
  }
  f.banded = { bands, at };
  return at;
}

/**
 * The matches' counts by category, metal, stone, collection, price band (`bands` ascending by `from`)
 * and shop with stock: the rows the SQL grouping answered before (decision 447). One pass adds to five
 * arrays; each shop is a pass of additions of its marks (no branch per shop and match).
 */
export function facetRowsOf(f: SearchFacts, m: Postings, bands: readonly { code: string; from: number }[]): FacetRow[] {
  const category = new Int32Array(f.categoryIds.length);
  const counts = {
    metal: new Int32Array(f.codes.metal.length + 1),
    stone: new Int32Array(f.codes.stone.length + 1),
    collection: new Int32Array(f.codes.collection.length + 1),
  };
  const banded = bandsOf(f, bands);
  const band = new Int32Array(bands.length + 1);
  const { metal, stone, collection } = counts;
  const at = m.at;
  for (let k = 0; k < at.length; k++) {
    const i = at[k]!;
    category[f.categoryAt[i]!]!++;
    metal[f.metal[i]!]!++;
    stone[f.stone[i]!]!++;
    collection[f.collection[i]!]!++;
    band[banded[i]!]!++;
  }
  const found: FacetRow[] = [];
  category.forEach((n, c) => n > 0 && found.push({ kind: 'category', code: String(f.categoryIds[c]), n }));
  for (const kind of ['metal', 'stone', 'collection'] as const)
    f.codes[kind].forEach((code, c) => counts[kind][c + 1]! > 0 && found.push({ kind, code, n: counts[kind][c + 1]! }));
  bands.forEach((b, k) => band[k + 1]! > 0 && found.push({ kind: 'price', code: b.code, n: band[k + 1]! }));
  for (const [code, mark] of f.shops) {
    let n = 0;
    for (let k = 0; k < at.length; k++) n += mark[at[k]!]!;
    if (n > 0) found.push({ kind: 'at', code, n });
  }
  return found;
}
