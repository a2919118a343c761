import { sql } from 'drizzle-orm';
import type { SearchSynonym } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { rows, textArray } from '../../db/sql.ts';
import { refreshSearchDocuments } from './search-documents.ts';
import type { SearchWords } from './search-words.ts';

/**
 * The merchant's search words (decision 446): synonym groups apply to the next query (queries are read
 * with them); the house brand's name is left out of documents, so changing it rewrites the merchant's
 * documents before answering.
 */
export function createSearchSynonymsService(deps: { db: Db; changes: ChangeBus; merchantCode: string; words: SearchWords }) {
  const { db, merchantCode } = deps;
  type Row = { id: number; kind: 'synonym' | 'brand'; terms: string[]; merchantCode: string };
  const shown = (r: Row): SearchSynonym => ({ id: r.id, kind: r.kind, terms: r.terms, shared: r.merchantCode === '*' });

  async function applied(kind: 'synonym' | 'brand') {
    if (kind === 'brand') {
      await db.execute(sql`update spus set search_version = 0 where merchant_code = ${merchantCode}`);
      await refreshSearchDocuments(db);
    }
    deps.words.forget();
    await deps.changes.publish('catalogue');
  }

  return {
    async list(): Promise<SearchSynonym[]> {
      const found = await rows<Row>(
        db,
        sql`select id, kind, terms, merchant_code as "merchantCode" from search_synonyms where merchant_code in ('*', ${merchantCode}) order by id`,
      );
      return found.map(shown);
    },

    async add(input: { kind: 'synonym' | 'brand'; terms: string[] }): Promise<SearchSynonym> {
      const terms = [...new Set(input.terms.map((x) => x.trim()).filter(Boolean))];
      const [made] = await rows<Row>(
        db,
        sql`insert into search_synonyms (merchant_code, kind, terms) values (${merchantCode}, ${input.kind}, ${textArray(terms)})
            returning id, kind, terms, merchant_code as "merchantCode"`,
      );
      await applied(input.kind);
      return shown(made!);
    },

    async remove(id: number): Promise<{ id: number }> {
      const [gone] = await rows<{ kind: 'synonym' | 'brand' }>(
        db,
        sql`delete from search_synonyms where id = ${id} and merchant_code in ('*', ${merchantCode}) returning kind`,
      );
      if (!gone) return fail('SEARCH_SYNONYM_NOT_FOUND');
      await applied(gone.kind);
      return { id };
    },
  };
}
