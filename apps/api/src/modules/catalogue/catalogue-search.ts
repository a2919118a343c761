/**
 * Search keys for products. A product's document is the lower-cased NFKC text of its titles, names, brand
 * and sku codes in the three languages. Its keys are every piece of each Chinese run of up to
 * HAN_KEY_MAX characters and every piece of each Latin-or-digit run of up to LATIN_KEY_MAX characters:
 * every substring a visitor types as one word is then one key of a GIN index on `search_grams`, so a
 * document holds the key exactly when it contains the word — no check of the text, no row visited in
 * vain, and counting the matches needs nothing but the index and the row's status. Longer words and
 * words mixing scripts are looked up by their pieces and confirmed on `search_text`.
 * Why not pg_trgm: see docs/decisions/020-catalogue-search.md. The same keys are computed in SQL by
 * `catalogue_search_keys(text)` (migration 0101), which rebuilds existing databases; a test keeps the two
 * in agreement.
 */

/** Han ideographs (CJK unified, extension A, compatibility). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;

export const SEARCH_TERM_MAX = 8;
/** Longest Chinese piece stored: product words (翡翠手鐲, 自動機械腕錶) are mostly two to six characters. */
export const HAN_KEY_MAX = 6;
/** Longest Latin or digit piece stored: words and item numbers (necklace, chronograph, jh000123). */
export const LATIN_KEY_MAX = 12;

export function normalizeSearch(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function runs(s: string): string[] {
  return s.match(RUN) ?? [];
}

const keyMax = (run: string) => (HAN.test(run) ? HAN_KEY_MAX : LATIN_KEY_MAX);

/** The keys stored for a document: every piece of each run, 1 to keyMax characters long. */
export function documentGrams(text: string): string[] {
  const keys = new Set<string>();
  for (const run of runs(text)) {
    const chars = Array.from(run);
    const max = keyMax(run);
    for (let a = 0; a < chars.length; a++) for (let n = 1; n <= max && a + n <= chars.length; n++) keys.add(chars.slice(a, a + n).join(''));
  }
  return [...keys];
}

export interface SearchTerm {
  /** The normalised word, matched as a substring of the document. */
  term: string;
  /** Keys a document must hold to contain the word. */
  grams: string[];
  /** True when holding the keys is the same as containing the word (no text check needed). */
  exact: boolean;
}

/** The keys a document must hold to contain this (normalised) term. */
export function termGrams(term: string): { grams: string[]; exact: boolean } {
  const keys = new Set<string>();
  const found = runs(term);
  for (const run of found) {
    const chars = Array.from(run);
    const max = keyMax(run);
    if (chars.length <= max) keys.add(run);
    else {
      // Longer than any stored key: pieces of the longest length covering the run, confirmed on the text.
      for (let a = 0; a + max < chars.length; a += max) keys.add(chars.slice(a, a + max).join(''));
      keys.add(chars.slice(chars.length - max).join(''));
    }
  }
  const only = found[0];
  const exact = found.length === 1 && only === term && Array.from(only).length <= keyMax(only);
  return { grams: [...keys], exact };
}

/** A query split into terms (all must match), each with its keys. Terms without any letter are dropped. */
export function parseQuery(q: string): SearchTerm[] {
  const terms = normalizeSearch(q).split(' ').filter(Boolean).slice(0, SEARCH_TERM_MAX);
  return terms.map((term) => ({ term, ...termGrams(term) })).filter((t) => t.grams.length > 0);
}

/** The searchable text and keys of a product. */
export function searchDocument(texts: { zh_HK: string; zh_CN: string; en: string }[], skuCodes: string[], brand = '') {
  const text = normalizeSearch([...texts.flatMap((t) => [t.zh_HK, t.zh_CN, t.en]), brand, ...skuCodes].filter(Boolean).join(' | '));
  return { searchText: text, searchGrams: documentGrams(text) };
}
