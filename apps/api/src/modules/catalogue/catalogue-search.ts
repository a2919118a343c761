/**
 * Search text and grams for products. A product's document is the lower-cased NFKC text of its titles,
 * names and sku codes in the three languages; its grams are every 1- and 2-character piece of each
 * Chinese run and every 1-, 2- and 3-character piece of each Latin or digit run. A query term is reduced
 * to the grams it must contain (bigrams of Chinese, trigrams of Latin, or the whole run when shorter),
 * which a GIN index on `search_grams` answers; the exact substring is then checked on `search_text`.
 * Why not pg_trgm: see docs/decisions/020-catalogue-search.md.
 */

/** Han ideographs (CJK unified, extension A, compatibility). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;

export const SEARCH_TERM_MAX = 8;

export function normalizeSearch(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function runs(s: string): string[] {
  return s.match(RUN) ?? [];
}

const pieces = (run: string, n: number): string[] => {
  const chars = Array.from(run);
  const out: string[] = [];
  for (let i = 0; i + n <= chars.length; i++) out.push(chars.slice(i, i + n).join(''));
  return out;
};

/** The grams stored for a document. */
export function documentGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of runs(text)) {
    const max = HAN.test(run) ? 2 : 3;
    for (let n = 1; n <= max; n++) for (const g of pieces(run, n)) grams.add(g);
  }
  return [...grams];
}

/** The grams a document must hold to contain this (normalised) term. */
export function termGrams(term: string): string[] {
  const grams = new Set<string>();
  for (const run of runs(term)) {
    const n = HAN.test(run) ? 2 : 3;
    const len = Array.from(run).length;
    if (len <= n) grams.add(run);
    else for (const g of pieces(run, n)) grams.add(g);
  }
  return [...grams];
}

/** A query split into terms (all must match), each with its grams. Terms without any letter are dropped. */
export function parseQuery(q: string): { term: string; grams: string[] }[] {
  const terms = normalizeSearch(q).split(' ').filter(Boolean).slice(0, SEARCH_TERM_MAX);
  return terms.map((term) => ({ term, grams: termGrams(term) })).filter((t) => t.grams.length > 0);
}

/** The searchable text and grams of a product. */
export function searchDocument(texts: { zh_HK: string; zh_CN: string; en: string }[], skuCodes: string[], brand = '') {
  const text = normalizeSearch(
    [...texts.flatMap((t) => [t.zh_HK, t.zh_CN, t.en]), brand, ...skuCodes].filter(Boolean).join(' | '),
  );
  return { searchText: text, searchGrams: documentGrams(text) };
}
