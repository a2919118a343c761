import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/sql.ts';
import { apps, pages } from './pages.tables.ts';

export function createPagesRepository(db: Db) {
  return {
    async findApp(merchantCode: string, appCode: string) {
      return first(
        db
          .select()
          .from(apps)
          .where(and(eq(apps.code, appCode), eq(apps.merchantCode, merchantCode))),
      );
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
