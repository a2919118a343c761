import { and, count, desc, eq } from 'drizzle-orm';
import type { BoRecordValues } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { articles } from './articles.tables.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { formValuesOf, searchOf, type RecordStore } from '../../lib/record-store.ts';
import { inertText } from '../../lib/sanitize-body.ts';

type V = BoRecordValues<'articles'>;

const columns = (v: V) => ({
  title: v.title,
  subtitle: v.subtitle,
  detail: inertText(v.detail),
  img: v.img,
  imgList: v.imgList,
  labelNames: [...new Set(v.labelNames)],
  startDate: v.startDate,
});

/** News, events and stories of the article blocks; scoped to the merchant. Newest start date first. */
export const articlesStore = (merchantCode: string): RecordStore<'articles'> => ({
  versions: recordVersions(articles),
  async list(db, q) {
    const where = and(eq(articles.merchantCode, merchantCode), searchOf(q.search, articles.title, articles.subtitle, articles.labelNames));
    const [total] = await db.select({ n: count() }).from(articles).where(where);
    const rows = await db
      .select({ id: articles.id, title: articles.title, startDate: articles.startDate, labels: articles.labelNames })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.startDate), desc(articles.id))
      .limit(q.limit)
      .offset(q.offset);
    return { total: total?.n ?? 0, list: rows.map((r) => ({ id: r.id, title: r.title, detail: [r.startDate, ...r.labels].join(' · '), active: true })) };
  },
  async get(db, id) {
    const [r] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.merchantCode, merchantCode)));
    if (!r) return undefined;
    const values = formValuesOf('articles', r);
    return { values, updatedAt: r.updatedAt.toISOString() };
  },
  async insert(tx, v) {
    const [made] = await tx
      .insert(articles)
      .values({ merchantCode, ...columns(v) })
      .returning({ id: articles.id });
    return made!.id;
  },
  async update(tx, id, v) {
    const rows = await tx
      .update(articles)
      .set({ ...columns(v), updatedAt: new Date() })
      .where(and(eq(articles.id, id), eq(articles.merchantCode, merchantCode)))
      .returning({ id: articles.id });
    return rows.length > 0;
  },
  async remove(tx: Db, id) {
    await tx.delete(articles).where(and(eq(articles.id, id), eq(articles.merchantCode, merchantCode)));
  },
  label: (v) => v.title,
});
