import { describe, expect, it } from 'vitest';
import type { SearchTerm, SearchUnit } from './catalogue-search.ts';
import { facetRowsOf, filterMatches, matchTerms, pageOf, rankedOf, searchFacts, type Postings, type SearchFacts } from './search-engine.ts';

/** Five products on sale (ids 10–50): facts as the kept index holds them. */
function facts(): SearchFacts {
  return searchFacts({
    ids: Int32Array.from([10, 20, 30, 40, 50]),
    category: Int32Array.from([1, 1, 2, 2, 3]),
    metal: Uint8Array.from([1, 2, 1, 0, 1]),
    stone: Uint8Array.from([0, 0, 1, 1, 0]),
    collection: Uint8Array.from([0, 0, 0, 0, 0]),
    codes: { metal: ['gold18k', 'platinum'], stone: ['jade'], collection: [] },
    minPrice: Float64Array.from([100_000, 600_000, 1_500_000, 300_000, 900_000]),
    sales: Float64Array.from([5, 50, 0, 7, 7]),
    created: Float64Array.from([1, 2, 3, 4, 5]),
    inStock: Uint8Array.from([1, 1, 0, 1, 1]),
    shops: new Map([['CWB', Uint8Array.from([0, 1, 0, 1, 1])]]),
  });
}
const unit = (key: string): SearchUnit => ({ word: key, key, confirm: false, prefix: false });
const postings = (at: number[], pts: number[]): Postings => ({ at: Int32Array.from(at), pts: Float32Array.from(pts) });

describe('the kept index arithmetic (decision 449)', () => {
  const lists: Record<string, Postings> = {
    gold: postings([0, 1, 2, 4], [32, 12, 32, 4]),
    ring: postings([0, 2, 3], [32, 24, 12]),
    pure: postings([1, 3], [32, 32]),
  };
  const of = (u: SearchUnit) => lists[u.key]!;

  it('meets every term, a term by its best way (a synonym counted at its weight), and sums the terms', () => {
    const gold: SearchTerm = {
      term: 'gold',
      alts: [
        { units: [unit('gold')], weight: 1 },
        { units: [unit('pure')], weight: 0.9 },
      ],
    };
    const ring: SearchTerm = { term: 'ring', alts: [{ units: [unit('ring')], weight: 1 }] };
    const m = matchTerms([gold, ring], of);
    expect([...m.at]).toEqual([0, 2, 3]);
    expect([...m.pts].map((p) => Math.round(p * 10) / 10)).toEqual([64, 56, 40.8]);
    // A way of two units counts its weakest.
    const both = matchTerms([{ term: 'gold ring', alts: [{ units: [unit('gold'), unit('ring')], weight: 1 }] }], of);
    expect([...both.at]).toEqual([0, 2]);
    expect([...both.pts]).toEqual([32, 24]);
  });

  it('orders by points, then in stock, then sales, then the newer id, and pages without overlap', () => {
    const f = facts();
    const m = postings([0, 1, 2, 3, 4], [10, 10, 10, 4, 4]);
    const order = { by: 'relevance', asc: false } as const;
    expect(pageOf(f, m, order, 5, 0)).toEqual([20, 10, 30, 50, 40]);
    expect([...pageOf(f, m, order, 2, 0), ...pageOf(f, m, order, 2, 2), ...pageOf(f, m, order, 2, 4)]).toEqual([20, 10, 30, 50, 40]);
    expect(pageOf(f, m, { by: 'price', asc: true }, 3, 0)).toEqual([10, 40, 20]);
  });

  it('narrows by category, metal, price band and a shop with stock, and counts the facets of what is left', () => {
    const f = facts();
    const all = filterMatches(f, { merchantCode: 'M' }, undefined);
    expect(all.at.length).toBe(5);
    const atCwb = filterMatches(f, { merchantCode: 'M', at: 'CWB', metal: 'gold18k' }, undefined);
    expect([...atCwb.at]).toEqual([4]);
    const cheap = filterMatches(f, { merchantCode: 'M', price: { from: 0, below: 500_000 }, categoryIds: [2] }, undefined);
    expect([...cheap.at]).toEqual([3]);
    const rows = facetRowsOf(f, all, [
      { code: 'low', from: 0 },
      { code: 'high', from: 1_000_000 },
    ]);
    const n = (kind: string, code: string) => rows.find((r) => r.kind === kind && r.code === code)?.n;
    expect([n('category', '1'), n('category', '2'), n('category', '3')]).toEqual([2, 2, 1]);
    expect([n('metal', 'gold18k'), n('metal', 'platinum'), n('stone', 'jade')]).toEqual([3, 1, 2]);
    expect([n('price', 'low'), n('price', 'high'), n('at', 'CWB')]).toEqual([4, 1, 3]);
  });

  it('meets a short list against a long one by seeking, as a walk would', () => {
    const long = postings(
      Array.from({ length: 5_000 }, (_, i) => i * 3),
      Array.from({ length: 5_000 }, (_, i) => i % 7),
    );
    const short = postings([2, 3, 300, 301, 9_000, 14_997, 20_000], [5, 5, 5, 5, 5, 5, 5]);
    const both = matchTerms(
      [
        { term: 'a', alts: [{ units: [unit('long')], weight: 1 }] },
        { term: 'b', alts: [{ units: [unit('short')], weight: 1 }] },
      ],
      (u) => (u.key === 'long' ? long : short),
    );
    expect([...both.at]).toEqual([3, 300, 9_000, 14_997]);
    expect([...both.pts]).toEqual([5 + 1, 5 + (100 % 7), 5 + (3_000 % 7), 5 + (4_999 % 7)]);
  });

  it('takes the first matches in relevance order as a full sort would', () => {
    const n = 3_000;
    const base = facts();
    const f = searchFacts({
      ...base,
      ids: Int32Array.from({ length: n }, (_, i) => i + 1),
      category: new Int32Array(n),
      metal: new Uint8Array(n),
      stone: new Uint8Array(n),
      collection: new Uint8Array(n),
      minPrice: new Float64Array(n),
      sales: Float64Array.from({ length: n }, (_, i) => (i * 37) % 11),
      created: new Float64Array(n),
      inStock: Uint8Array.from({ length: n }, (_, i) => (i % 3 ? 1 : 0)),
      shops: new Map(),
    });
    const m = postings(
      Array.from({ length: n }, (_, i) => i),
      Array.from({ length: n }, (_, i) => ((i * 7919) % 13) * 4),
    );
    const order = { by: 'relevance', asc: false } as const;
    const sorted = Array.from({ length: n }, (_, k) => k)
      .sort((a, b) => m.pts[b]! - m.pts[a]! || f.inStock[b]! - f.inStock[a]! || f.sales[b]! - f.sales[a]! || b - a)
      .map((k) => k + 1);
    expect(rankedOf(f, m, order, 100)).toEqual(sorted.slice(0, 100));
    expect(pageOf(f, m, order, 20, 480)).toEqual(sorted.slice(480, 500));
  });
});
