import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, pages } from './pages.tables.ts';

export function createPagesRepository(db: Db) {
  return {
    async findApp(merchantCode: string, appCode: string) {
      const [row] = await db
        .select()
        .from(apps)
        .where(and(eq(apps.code, appCode), eq(apps.merchantCode, merchantCode)))
        .limit(1);
      return row;
    },
    listPages(appCode: string, status: 'draft' | 'release') {
      return db
        .select()
        .from(pages)
        .where(and(eq(pages.appCode, appCode), eq(pages.status, status)))
        .orderBy(asc(pages.sort), asc(pages.id));
    },
  };
}
