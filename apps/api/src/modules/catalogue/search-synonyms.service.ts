import { sql } from 'drizzle-orm';
import type { SearchSynonym } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { rows, textArray } from '../../db/sql.ts';
import { writeAudit } from '../audit/index.ts';
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

  /** A change of the search words is a staff write: audited with its words, in the write's transaction. */
  async function auditWords(
    tx: Db,
    staffId: number,
    action: 'create' | 'delete',
    id: number,
    terms: string[],
    changes: Record<string, { before: unknown; after: unknown }>,
  ) {
    const label = terms.join(' / ');
    await writeAudit(tx, {
      staffId,
      action,
      entity: 'searchWords',
      entityId: String(id),
      label: { zh_HK: label, zh_CN: label, en: label },
      changedFields: Object.keys(changes),
      changes,
    });
  }

  return {
    async list(): Promise<SearchSynonym[]> {
      const found = await rows<Row>(
        db,
        sql`select id, kind, terms, merchant_code as "merchantCode" from search_synonyms where merchant_code in ('*', ${merchantCode}) order by id`,
      );
      return found.map(shown);
    },

    async add(input: { kind: 'synonym' | 'brand'; terms: string[] }, staffId: number): Promise<SearchSynonym> {
      const terms = [...new Set(input.terms.map((x) => x.trim()).filter(Boolean))];
      const made = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await rows<Row>(
          tx,
          sql`insert into search_synonyms (merchant_code, kind, terms) values (${merchantCode}, ${input.kind}, ${textArray(terms)})
              returning id, kind, terms, merchant_code as "merchantCode"`,
        );
        await auditWords(tx, staffId, 'create', row!.id, terms, { terms: { before: null, after: terms }, kind: { before: null, after: input.kind } });
        return row;
      });
      await applied(input.kind);
      return shown(made!);
    },

    async remove(id: number, staffId: number): Promise<{ id: number }> {
      const gone = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await rows<{ kind: 'synonym' | 'brand'; terms: string[] }>(
          tx,
          sql`delete from search_synonyms where id = ${id} and merchant_code in ('*', ${merchantCode}) returning kind, terms`,
        );
        if (row) await auditWords(tx, staffId, 'delete', id, row.terms, { terms: { before: row.terms, after: null } });
        return row;
      });
      if (!gone) return fail('SEARCH_SYNONYM_NOT_FOUND');
      await applied(gone.kind);
      return { id };
    },
  };
}
