import { sql, type SQL } from 'drizzle-orm';
import { likeEscape, textArray } from '../../db/sql.ts';
import type { SearchAlt, SearchTerm, SearchUnit } from './catalogue-search.ts';

/*
 * A query's terms as SQL on `spus s` (decision 445): the back office's goods list matches with
 * `termsWhere`; the storefront's kept index (search-index.ts) reads each unit's points with `unitPoints`.
 */

function altWhere(a: SearchAlt): SQL {
  const parts: SQL[] = [sql`s.search_grams @> ${textArray(a.units.map((u) => u.key))}`];
  for (const u of a.units) if (u.confirm) parts.push(sql`s.search_text like ${`%${likeEscape(u.word)}%`}`);
  return sql.join(parts, sql` and `);
}

/** The document meets every term, each by one of its ways. */
export function termsWhere(terms: readonly SearchTerm[]): SQL[] {
  return terms.map((t) => (t.alts.length === 1 ? altWhere(t.alts[0]!) : sql`(${sql.join(t.alts.map(altWhere), sql` or `)})`));
}

/**
 * Points of a unit by where it is found: the title over the attributes over the rest (introduction),
 * a whole word over a prefix of one. A Chinese run is a whole word wherever it is.
 */
export const FIELD_POINTS = { titleWord: 32, titlePrefix: 24, attrWord: 12, attrPrefix: 9, textWord: 4, textPrefix: 3 } as const;

export function unitPoints(u: SearchUnit): SQL {
  const P = FIELD_POINTS;
  const word = isHanWord(u.word) ? u.word : ` ${u.word} `;
  const cases = [sql`when strpos(s.search_title, ${word}) > 0 then ${P.titleWord}`];
  if (u.prefix) cases.push(sql`when strpos(s.search_title, ${` ${u.word}`}) > 0 then ${P.titlePrefix}`);
  cases.push(sql`when strpos(s.search_attrs, ${word}) > 0 then ${P.attrWord}`);
  if (u.prefix) cases.push(sql`when strpos(s.search_attrs, ${` ${u.word}`}) > 0 then ${P.attrPrefix}`);
  cases.push(sql`when strpos(s.search_text, ${word}) > 0 then ${P.textWord}`);
  if (u.prefix) cases.push(sql`when strpos(s.search_text, ${` ${u.word}`}) > 0 then ${P.textPrefix}`);
  // A way the document does not meet (another way of the term did) counts nothing.
  return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

const isHanWord = (w: string) => /[\u3400-\u9fff\uf900-\ufaff]/.test(w);
