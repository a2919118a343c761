import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { correctable, parseQuery, phraseWords, withCorrection, type SearchTerm, type SynonymGroups } from './catalogue-search.ts';
import { trigramSimilarity } from './search-text.ts';

/*
 * The words a query is read with (decision 446): the merchant's synonym groups and house brand name
 * (`search_synonyms`), and the catalogue's English words for correcting typos, kept for a short while
 * per merchant (a synonym edit drops them at once in this process).
 */

/** How long the words are kept: a new product's new word is a correction candidate within this. */
const KEEP_MS = 30_000;
/** Queries read kept per merchant's words (a query is read again for each page and facet of a search). */
const READS_KEPT = 2_000;
/** pg_trgm's default threshold for `%`: a typo of one or two letters in a word of five or more. */
export const CORRECTION_SIMILARITY = 0.3;

interface Words {
  at: number;
  synonyms: SynonymGroups;
  brand: string[];
  /** English words of goods on sale (letters only, three or more). */
  vocabulary: string[];
  /** Queries already read with these words (dropped with them), at most READS_KEPT. */
  reads: Map<string, ReadQuery>;
}

export interface ReadQuery {
  terms: SearchTerm[];
  /** The query with typos corrected, when a word was corrected. */
  didYouMean?: string;
}

export function createSearchWords(db: Db) {
  const kept = new Map<string, Promise<Words>>();

  async function load(merchantCode: string): Promise<Words> {
    const groups = await rows<{ kind: string; terms: string[] }>(
      db,
      sql`select kind, terms from search_synonyms where merchant_code in ('*', ${merchantCode}) order by id`,
    );
    const vocabulary = await rows<{ key: string }>(
      db,
      sql`select key from search_key_counts where merchant_code = ${merchantCode} and n > 0 and key ~ '^[a-z]{3,}$'`,
    );
    return {
      at: Date.now(),
      synonyms: groups.filter((g) => g.kind === 'synonym').map((g) => g.terms.map(phraseWords).filter((p) => p.length > 0)),
      brand: groups.filter((g) => g.kind === 'brand').flatMap((g) => g.terms),
      vocabulary: vocabulary.map((r) => r.key),
      reads: new Map(),
    };
  }

  function words(merchantCode: string): Promise<Words> {
    const have = kept.get(merchantCode);
    if (have) {
      void have.then((w) => {
        if (Date.now() - w.at > KEEP_MS && kept.get(merchantCode) === have) kept.delete(merchantCode);
      });
      return have;
    }
    const loading = load(merchantCode);
    kept.set(merchantCode, loading);
    loading.catch(() => kept.delete(merchantCode));
    return loading;
  }

  /** The closest English word of the catalogue, when no word of it starts with what was typed. */
  function correction(typed: string, vocabulary: string[]): string | undefined {
    if (vocabulary.some((v) => v.startsWith(typed))) return undefined;
    let best: { word: string; sim: number } | undefined;
    for (const v of vocabulary) {
      const sim = trigramSimilarity(typed, v);
      if (sim >= CORRECTION_SIMILARITY && (!best || sim > best.sim || (sim === best.sim && v < best.word))) best = { word: v, sim };
    }
    return best?.word;
  }

  function readWith(w: Words, q: string): ReadQuery {
    let corrected = false;
    const terms = parseQuery(q, w.synonyms, w.brand).map((t) => {
      if (!correctable(t)) return { t, shown: t.term };
      const fix = correction(t.term, w.vocabulary);
      if (!fix) return { t, shown: t.term };
      corrected = true;
      return { t: withCorrection(t, fix), shown: fix };
    });
    return { terms: terms.map((x) => x.t), ...(corrected ? { didYouMean: terms.map((x) => x.shown).join(' ') } : {}) };
  }

  return {
    /**
     * A query as terms, with synonyms, the brand's name left out and typos given a corrected way; the
     * same answer object for the same query while the words are kept (callers do not change it).
     */
    async read(merchantCode: string, q: string): Promise<ReadQuery> {
      const w = await words(merchantCode);
      let read = w.reads.get(q);
      if (!read) {
        if (w.reads.size >= READS_KEPT) w.reads.clear();
        read = readWith(w, q);
        w.reads.set(q, read);
      }
      return read;
    },
    /** Drops the kept words (a synonym edit). */
    forget: () => kept.clear(),
  };
}
export type SearchWords = ReturnType<typeof createSearchWords>;
