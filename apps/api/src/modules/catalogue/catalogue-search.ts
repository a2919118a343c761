/**
 * Search documents and queries (issue 42, decisions 020 and 445).
 *
 * A product's document is its words (search-text.ts: folded Chinese, singular English) in three fields:
 * title (titles and names, three languages), attributes (category path, colour and size choices, sku
 * codes, a brand other than the house's own) and everything (the above and the introduction). The
 * house brand's own name ("Jade Harbour", 翠港珠寶: `search_synonyms` rows of kind 'brand') is left out,
 * so "jade" finds jade, not every product.
 *
 * Its keys (`search_grams`, a GIN index): for each English word or number `w` the key `w` (the whole
 * word) and `p>` for each prefix `p` of up to LATIN_KEY_MAX characters (so "neck" finds necklaces, and
 * "ring" no longer finds earrings); for each Chinese run every piece of 1 to HAN_KEY_MAX characters.
 * The three field texts (`search_title`, `search_attrs`, `search_text`, words between single spaces)
 * rank the matches (catalogue.repository.ts) and confirm Chinese words longer than a key.
 */
import { isHan, normalizeSearch, singular, words, withoutPhrases } from './search-text.ts';

export { normalizeSearch } from './search-text.ts';

export const SEARCH_TERM_MAX = 8;
/** Longest Chinese piece stored: product words (翡翠手鐲, 自動機械腕錶) are mostly two to six characters. */
export const HAN_KEY_MAX = 6;
/** Longest English prefix stored: words and item numbers (necklace, chronograph, jh000123). */
export const LATIN_KEY_MAX = 12;
/** The key rules' version; documents of an older version are rebuilt at start (`refreshSearchDocuments`). */
export const SEARCH_VERSION = 2;

/** The house brand's own name as the migration seeds it; the demo and bench generators use it too. */
export const HOUSE_BRAND_PHRASES = ['jade harbour', '翠港珠寶'];

type Trio = { zh_HK: string; zh_CN: string; en: string };
export interface SearchFields {
  title: Trio[];
  attrs: (Trio | string)[];
  desc: Trio[];
}
export interface SearchDocument {
  searchText: string;
  searchTitle: string;
  searchAttrs: string;
  searchGrams: string[];
}

const textOf = (parts: (Trio | string)[]) => parts.map((p) => (typeof p === 'string' ? p : `${p.zh_HK} ${p.zh_CN} ${p.en}`)).join(' | ');
/** A phrase as the words documents are made of. */
export const phraseWords = (phrase: string) => words(normalizeSearch(phrase));
/** A field's words, each once (the Chinese scripts often write a title the same), between spaces. */
const field = (ws: string[]) => (ws.length ? ` ${[...new Set(ws)].join(' ')} ` : '');

/** The keys stored for a document's words. */
export function documentGrams(ws: string[]): string[] {
  const keys = new Set<string>();
  for (const w of ws) {
    const chars = Array.from(w);
    if (isHan(w)) {
      for (let a = 0; a < chars.length; a++) for (let n = 1; n <= HAN_KEY_MAX && a + n <= chars.length; n++) keys.add(chars.slice(a, a + n).join(''));
    } else {
      keys.add(w);
      for (let n = 1; n <= Math.min(chars.length, LATIN_KEY_MAX); n++) keys.add(`${chars.slice(0, n).join('')}>`);
    }
  }
  return [...keys];
}

/** The search document of a product; `brandPhrases` are the house brand's own name, left out. */
export function searchDocument(f: SearchFields, brandPhrases: readonly string[] = HOUSE_BRAND_PHRASES): SearchDocument {
  const phrases = brandPhrases.map(phraseWords);
  const read = (parts: (Trio | string)[]) => withoutPhrases(words(normalizeSearch(textOf(parts))), phrases);
  const title = read(f.title);
  const attrs = read(f.attrs);
  const all = [...title, ...attrs, ...read(f.desc)];
  return { searchTitle: field(title), searchAttrs: field(attrs), searchText: field(all), searchGrams: documentGrams(all) };
}

/** One way a query word can be met: every unit must be in the document. */
export interface SearchUnit {
  /** An English word or number, or a Chinese run. */
  word: string;
  /** The index key that finds documents holding it. */
  key: string;
  /** A Chinese run longer than a key: the text must contain it too. */
  confirm: boolean;
  /** A prefix of a document's word counts (what the shopper typed); synonyms and corrections are whole words. */
  prefix: boolean;
}
export interface SearchAlt {
  units: SearchUnit[];
  /** How much a match of this way counts against the word as typed (synonym 0.9, corrected typo 0.5). */
  weight: number;
}
/** A query word (or phrase of the synonyms table): the document must meet one of its ways. */
export interface SearchTerm {
  term: string;
  alts: SearchAlt[];
}

function unitOf(word: string, prefix: boolean): SearchUnit {
  if (isHan(word)) {
    const chars = Array.from(word);
    const long = chars.length > HAN_KEY_MAX;
    return { word, key: long ? chars.slice(0, HAN_KEY_MAX).join('') : word, confirm: long, prefix: false };
  }
  const w = word.length > LATIN_KEY_MAX ? word.slice(0, LATIN_KEY_MAX) : word;
  return { word, key: prefix || word.length > LATIN_KEY_MAX ? `${w}>` : word, confirm: false, prefix: prefix || word.length > LATIN_KEY_MAX };
}

/** Groups of words meaning the same (`search_synonyms`), each as word lists. */
export type SynonymGroups = string[][][];

/**
 * A query as terms (all must match, at most SEARCH_TERM_MAX): words as `words` reads them, the house
 * brand's name left out, and a phrase of a synonym group (longest first; inside a Chinese run too)
 * one term met by any phrase of its group.
 */
export function parseQuery(q: string, synonyms: SynonymGroups = [], brandPhrases: readonly string[] = []): SearchTerm[] {
  const ws = withoutPhrases(words(normalizeSearch(q)), brandPhrases.map(phraseWords));
  const phrases = synonyms.flatMap((group, g) => group.map((p) => ({ p, g }))).sort((a, b) => b.p.join('').length - a.p.join('').length);
  const terms: SearchTerm[] = [];
  const synonymTerm = (g: number, typed: string[]): SearchTerm => ({
    term: typed.join(' '),
    alts: [
      { units: typed.map((w) => unitOf(w, false)), weight: 1 },
      ...synonyms[g]!.filter((p) => p.join(' ') !== typed.join(' ')).map((p) => ({ units: p.map((w) => unitOf(w, false)), weight: 0.9 })),
    ],
  });
  const plain = (w: string): SearchTerm => ({ term: w, alts: [{ units: [unitOf(w, !isHan(w))], weight: 1 }] });
  for (let i = 0; i < ws.length;) {
    const hit = phrases.find(({ p }) => p.length > 0 && p.every((w, k) => ws[i + k] === w));
    if (hit) {
      terms.push(synonymTerm(hit.g, hit.p));
      i += hit.p.length;
      continue;
    }
    const w = ws[i++]!;
    if (!isHan(w)) {
      terms.push(plain(w));
      continue;
    }
    // A synonym inside a Chinese run (足金手鐲 → 足金 + 手鐲): split the run around it.
    const inner = phrases.find(({ p }) => p.length === 1 && isHan(p[0]!) && w.includes(p[0]!) && p[0] !== w);
    if (!inner) {
      terms.push(plain(w));
      continue;
    }
    const word = inner.p[0]!;
    const at = w.indexOf(word);
    const before = w.slice(0, at);
    const after = w.slice(at + word.length);
    ws.splice(i, 0, ...[before, word, after].filter(Boolean));
  }
  return dedupe(terms).slice(0, SEARCH_TERM_MAX);
}

const dedupe = (terms: SearchTerm[]) => terms.filter((t, i) => terms.findIndex((o) => o.term === t.term) === i);

/** A query word the shopper typed that is English and long enough to be a typo worth correcting. */
export const correctable = (t: SearchTerm) => t.alts.length === 1 && t.alts[0]!.units.length === 1 && !isHan(t.term) && /^[a-z]{4,}$/.test(t.term);

/** The term with a corrected spelling as a further way, counted at half. */
export function withCorrection(t: SearchTerm, corrected: string): SearchTerm {
  return { ...t, alts: [...t.alts, { units: [unitOf(singular(corrected), false)], weight: 0.5 }] };
}

/** Every index key of every way of the terms (for the kept counts). */
export const termKeys = (terms: SearchTerm[]) => [...new Set(terms.flatMap((t) => t.alts.flatMap((a) => a.units.map((u) => u.key))))];
