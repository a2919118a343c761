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
}

/** The index of product `id` in the facts, or -1 when it is not on sale. */
export function indexOf(f: SearchFacts, id: number): number {
  let lo = 0;
  let hi = f.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = f.ids[mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

type Join = (a: number, b: number) => number;

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

/** Products in both lists (`join`ed points), or in either (`union`: points of the one holding it, or joined). */
function merge(a: Postings, b: Postings, join: Join, union: boolean): Postings {
  const out = builder(union ? a.at.length + b.at.length : Math.min(a.at.length, b.at.length));
  let i = 0;
  let j = 0;
  while (i < a.at.length && j < b.at.length) {
    const x = a.at[i]!;
    const y = b.at[j]!;
    if (x === y) out.add(x, join(a.pts[i++]!, b.pts[j++]!));
    else if (x < y) {
      if (union) out.add(x, a.pts[i]!);
      i++;
    } else {
      if (union) out.add(y, b.pts[j]!);
      j++;
    }
  }
  if (union) {
    for (; i < a.at.length; i++) out.add(a.at[i]!, a.pts[i]!);
    for (; j < b.at.length; j++) out.add(b.at[j]!, b.pts[j]!);
  }
  return out.done();
}

/** The products meeting every term, with their relevance; `of` answers a unit's postings. */
export function matchTerms(terms: readonly SearchTerm[], of: (u: SearchUnit) => Postings): Postings {
  const perTerm = terms.map((t) =>
    t.alts
      .map((a) => {
        const units = a.units.map(of).sort((x, y) => x.at.length - y.at.length);
        const met = units.slice(1).reduce((acc, u) => merge(acc, u, Math.min, false), units[0]!);
        return a.weight === 1 ? met : { at: met.at, pts: met.pts.map((p) => p * a.weight) };
      })
      .reduce((acc, way) => merge(acc, way, Math.max, true)),
  );
  perTerm.sort((x, y) => x.at.length - y.at.length);
  return perTerm.slice(1).reduce((acc, t) => merge(acc, t, (p, q) => p + q, false), perTerm[0]!);
}

/** A filter's conditions on the facts; `labelled` marks the products carrying one of the asked labels. */
function keeps(f: SearchFacts, filter: GoodsFilter, labelled: Uint8Array | undefined): (i: number) => boolean {
  const conditions: ((i: number) => boolean)[] = [];
  if (filter.categoryIds) {
    const wanted = new Set(filter.categoryIds);
    conditions.push((i) => wanted.has(f.category[i]!));
  }
  if (labelled) conditions.push((i) => labelled[i] === 1);
  for (const kind of ['metal', 'stone', 'collection'] as const) {
    const value = filter[kind];
    if (value === undefined) continue;
    const code = f.codes[kind].indexOf(value) + 1;
    conditions.push((i) => code > 0 && f[kind][i] === code);
  }
  if (filter.price) {
    const { from, below } = filter.price;
    conditions.push((i) => f.minPrice[i]! >= from && (below === null || f.minPrice[i]! < below));
  }
  if (filter.at) {
    const shop = f.shops.get(filter.at);
    conditions.push((i) => shop?.[i] === 1);
  }
  if (filter.excludeIds?.length) {
    const out = new Set(filter.excludeIds);
    conditions.push((i) => !out.has(f.ids[i]!));
  }
  return (i) => conditions.every((c) => c(i));
}

/** The matches of the filter: every product on sale, or the terms' matches, narrowed by the rest. */
export function filterMatches(f: SearchFacts, filter: GoodsFilter, matched: Postings | undefined, labelled?: Uint8Array): Postings {
  const from = matched ?? { at: Int32Array.from(f.ids.keys()), pts: new Float32Array(f.ids.length) };
  const keep = keeps(f, filter, labelled);
  const out = builder(from.at.length);
  for (let k = 0; k < from.at.length; k++) if (keep(from.at[k]!)) out.add(from.at[k]!, from.pts[k]!);
  return out.done();
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
 * The ids of a page of the matches in order. The first `offset + limit` are kept in a sorted window
 * while the matches are read once (a page of 20 among 40,000 matches costs one comparison for most).
 */
export function pageOf(f: SearchFacts, m: Postings, order: GoodsOrder, limit: number, offset: number): number[] {
  const want = Math.min(offset + limit, m.at.length);
  if (want <= offset) return [];
  const cmp = comparer(f, m, order);
  let top: number[];
  if (want > 500) top = Array.from(m.at.keys()).sort(cmp).slice(0, want);
  else {
    top = [];
    for (let k = 0; k < m.at.length; k++) {
      if (top.length === want && cmp(k, top[want - 1]!) >= 0) continue;
      let lo = 0;
      let hi = top.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(top[mid]!, k) <= 0) lo = mid + 1;
        else hi = mid;
      }
      top.splice(lo, 0, k);
      if (top.length > want) top.pop();
    }
  }
  return top.slice(offset).map((k) => f.ids[m.at[k]!]!);
}

/**
 * The matches' counts by category, metal, stone, collection, price band (`bands` ascending by `from`)
 * and shop with stock: the rows the SQL grouping answered before (decision 447), read in one pass.
 */
export function facetRowsOf(f: SearchFacts, m: Postings, bands: readonly { code: string; from: number }[]): FacetRow[] {
  const category = new Map<number, number>();
  const counts = {
    metal: new Int32Array(f.codes.metal.length + 1),
    stone: new Int32Array(f.codes.stone.length + 1),
    collection: new Int32Array(f.codes.collection.length + 1),
  };
  const band = new Int32Array(bands.length);
  const shops = [...f.shops];
  const atShop = new Int32Array(shops.length);
  for (const i of m.at) {
    category.set(f.category[i]!, (category.get(f.category[i]!) ?? 0) + 1);
    counts.metal[f.metal[i]!]!++;
    counts.stone[f.stone[i]!]!++;
    counts.collection[f.collection[i]!]!++;
    const price = f.minPrice[i]!;
    for (let b = bands.length - 1; b >= 0; b--)
      if (price >= bands[b]!.from) {
        band[b]!++;
        break;
      }
    for (let s = 0; s < shops.length; s++) if (shops[s]![1][i] === 1) atShop[s]!++;
  }
  const found: FacetRow[] = [...category].map(([code, n]) => ({ kind: 'category', code: String(code), n }));
  for (const kind of ['metal', 'stone', 'collection'] as const)
    f.codes[kind].forEach((code, c) => counts[kind][c + 1]! > 0 && found.push({ kind, code, n: counts[kind][c + 1]! }));
  bands.forEach((b, k) => band[k]! > 0 && found.push({ kind: 'price', code: b.code, n: band[k]! }));
  shops.forEach(([code], s) => atShop[s]! > 0 && found.push({ kind: 'at', code, n: atShop[s]! }));
  return found;
}
