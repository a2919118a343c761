import { and, arrayOverlaps, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from './articles.tables.ts';

export function createArticlesRepository(db: Db) {
  return {
    byIds(ids: number[]) {
      return db.select().from(articles).where(inArray(articles.id, ids));
    },
    /** Every article of the merchant with one of the ids or carrying one of the labels, newest first. */
    baseInfo(merchantCode: string, ids: number[], labels: string[]) {
      const match: SQL[] = [];
      if (ids.length) match.push(inArray(articles.id, ids));
      if (labels.length) match.push(arrayOverlaps(articles.labelNames, labels));
      return db
        .select({
          id: articles.id,
          title: articles.title,
          subtitle: articles.subtitle,
          img: articles.img,
          labelNames: articles.labelNames,
          startDate: articles.startDate,
        })
        .from(articles)
        .where(and(eq(articles.merchantCode, merchantCode), or(...match)))
        .orderBy(desc(articles.startDate), desc(articles.id));
    },
  };
}
