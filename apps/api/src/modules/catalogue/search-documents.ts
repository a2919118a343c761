import { sql } from 'drizzle-orm';
import { facetsOfTitle, type I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';
import { SEARCH_VERSION, searchDocument, type SearchDocument } from './catalogue-search.ts';

/*
 * The catalogue writes each product's search document (decision 445) from its rows: every writer of a
 * product (the goods form, bulk edits, CSV) calls `writeSearchDocuments` in its transaction after
 * writing the product and its skus; the demo and bench loaders compute the same document in memory
 * (catalogue-demo.ts, a test keeps both in agreement). Documents of older rules are rewritten at start.
 */

/** What a document is read from. */
export interface SearchSource {
  title: I18nText;
  name: I18nText;
  introduction: I18nText;
  brand: string;
  /** The category and its ancestors' titles. */
  categoryPath: I18nText[];
  /** Names of the attribute choices (colour, size) of the skus on sale. */
  selections: I18nText[];
  skuCodes: string[];
}

export interface StoredDocument extends SearchDocument {
  facetMetal: string | null;
  facetStone: string | null;
  facetCollection: string | null;
}

/** The document and facet values of a product. */
export function documentOf(p: SearchSource, brandPhrases?: readonly string[]): StoredDocument {
  const doc = searchDocument(
    { title: [p.title, p.name], attrs: [...p.categoryPath, ...p.selections, p.brand, ...p.skuCodes], desc: [p.introduction] },
    brandPhrases,
  );
  const f = facetsOfTitle(p.title);
  return { ...doc, facetMetal: f.metal, facetStone: f.stone, facetCollection: f.collection };
}

/** The house brand's own name for a merchant (`search_synonyms` of kind 'brand'). */
export async function brandPhrases(db: Db, merchantCode: string): Promise<string[]> {
  const found = await rows<{ terms: string[] }>(db, sql`select terms from search_synonyms where kind = 'brand' and merchant_code in ('*', ${merchantCode})`);
  return found.flatMap((r) => r.terms);
}

/** Rewrites the search documents of these products from their rows. */
export async function writeSearchDocuments(tx: Db, spuIds: readonly number[]): Promise<void> {
  if (!spuIds.length) return;
  const sources = await rows<SearchSource & { id: number; merchantCode: string }>(
    tx,
    sql`select s.id, s.merchant_code as "merchantCode", s.title, s.name, s.introduction, s.brand,
          coalesce((with recursive up(id, parent_id, title, depth) as (
              select c.id, c.parent_id, c.title, 0 from categories c where c.id = s.category_id
              union all select c.id, c.parent_id, c.title, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 8)
            select json_agg(title order by depth) from up), '[]') as "categoryPath",
          coalesce((select json_agg(distinct sel.name::text) from skus k join attribute_selections sel on sel.id = any(k.selection_ids)
            where k.spu_id = s.id and k.status = 'on'), '[]') as selections,
          coalesce((select array_agg(k.sku_code order by k.sort, k.id) from skus k where k.spu_id = s.id and k.status = 'on'), '{}') as "skuCodes"
        from spus s where s.id = any(${intArray(spuIds)})`,
  );
  const phrases = new Map<string, string[]>();
  const docs: (StoredDocument & { id: number })[] = [];
  for (const p of sources) {
    if (!phrases.has(p.merchantCode)) phrases.set(p.merchantCode, await brandPhrases(tx, p.merchantCode));
    const selections = (p.selections as unknown as (string | I18nText)[]).map((x) => (typeof x === 'string' ? (JSON.parse(x) as I18nText) : x));
    docs.push({ id: p.id, ...documentOf({ ...p, selections }, phrases.get(p.merchantCode)) });
  }
  // One statement for the batch: the documents travel as one JSON parameter.
  await tx.execute(
    sql`update spus s set search_text = d."searchText", search_title = d."searchTitle", search_attrs = d."searchAttrs",
          search_grams = d."searchGrams", search_version = ${SEARCH_VERSION},
          facet_metal = d."facetMetal", facet_stone = d."facetStone", facet_collection = d."facetCollection"
        from json_to_recordset(${JSON.stringify(docs)}::json) as d(id int, "searchText" text, "searchTitle" text, "searchAttrs" text,
          "searchGrams" text[], "facetMetal" text, "facetStone" text, "facetCollection" text)
        where s.id = d.id`,
  );
}

/**
 * Rewrites every document written by older rules (a start after an upgrade), a batch per transaction.
 * The per-row trigger keeping `search_key_counts` is off meanwhile (a row's 200 keys each counted down
 * and up again made it about a second per product); the counts are recounted once at the end.
 */
export async function refreshSearchDocuments(db: Db, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = (await rows<{ id: number }>(db, sql`select id from spus where search_version < ${SEARCH_VERSION} order by id limit ${batch}`)).map((r) => r.id);
    if (!ids.length) break;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table spus disable trigger spus_search_counts_update`);
      await writeSearchDocuments(tx as unknown as Db, ids);
      await tx.execute(sql`alter table spus enable trigger spus_search_counts_update`);
    });
    done += ids.length;
  }
  if (done) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table spus in share mode`);
      await tx.execute(sql`delete from search_key_counts`);
      await tx.execute(
        sql`insert into search_key_counts (merchant_code, key, n)
            select s.merchant_code, k.key, count(*) from spus s cross join lateral unnest(s.search_grams) as k(key)
            where s.status = 'on' group by s.merchant_code, k.key`,
      );
    });
  }
  return done;
}
