import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDraftLike, AppVersionDiff, Page } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { media } from '../media/media.tables.ts';
import { staffUsers } from '../staff/staff.tables.ts';
import { apps, appVersions, pages } from './pages.tables.ts';

export type AppRow = typeof apps.$inferSelect;
export type VersionRow = typeof appVersions.$inferSelect;

/**
 * Reads and writes of the page editor. Every write function takes the transaction handle it runs in:
 * a save, a publish or a restore spans the app row and its pages and is one transaction, begun by the
 * service with the app row locked (`lockApp`), so two editors' writes to one site happen one after the other.
 */
export function createEditorRepository(db: Db) {
  const toPage = (p: typeof pages.$inferSelect): Page => ({
    pageCode: p.pageCode,
    pageName: p.pageName,
    pageProps: p.props,
    blocks: p.blocks,
  });

  async function loadPages(tx: Db, appCode: string, status: 'draft' | 'release'): Promise<Page[]> {
    const rows = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.appCode, appCode), eq(pages.status, status)))
      .orderBy(asc(pages.sort), asc(pages.id));
    return rows.map(toPage);
  }

  async function writePages(tx: Db, appCode: string, status: 'draft' | 'release', list: Page[], revision: number) {
    await tx.delete(pages).where(and(eq(pages.appCode, appCode), eq(pages.status, status)));
    if (list.length === 0) return;
    await tx.insert(pages).values(
      list.map((p, i) => ({
        appCode,
        pageCode: p.pageCode,
        status,
        pageName: p.pageName,
        props: p.pageProps,
        blocks: p.blocks,
        sort: i,
        revision,
        updatedAt: new Date(),
      })),
    );
  }

  return {
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async findApp(appCode: string, tx: Db = db): Promise<AppRow | undefined> {
      const [row] = await tx.select().from(apps).where(eq(apps.code, appCode)).limit(1);
      return row;
    },

    /** The app row, locked until the transaction ends. */
    async lockApp(tx: Db, appCode: string): Promise<AppRow | undefined> {
      const [row] = await tx.select().from(apps).where(eq(apps.code, appCode)).for('update').limit(1);
      return row;
    },

    async loadDraft(app: AppRow, tx: Db = db): Promise<AppDraftLike> {
      return {
        appProps: app.draftProps ?? app.props,
        menus: app.draftMenus ?? app.menus,
        pageList: await loadPages(tx, app.code, 'draft'),
      };
    },

    async loadRelease(app: AppRow, tx: Db = db): Promise<AppDraftLike> {
      return { appProps: app.props, menus: app.menus, pageList: await loadPages(tx, app.code, 'release') };
    },

    /** Replaces the draft and moves it to `revision`. */
    async writeDraft(tx: Db, appCode: string, draft: AppDraftLike, revision: number, savedBy: string) {
      await writePages(tx, appCode, 'draft', draft.pageList, revision);
      await tx
        .update(apps)
        .set({ draftProps: draft.appProps, draftMenus: draft.menus, draftRevision: revision, draftSavedBy: savedBy, draftSavedAt: new Date() })
        .where(eq(apps.code, appCode));
    },

    /** Replaces the release with `snapshot` and records it as version `number`. */
    async writeRelease(
      tx: Db,
      appCode: string,
      snapshot: AppDraftLike,
      version: { number: number; revision: number; diff: AppVersionDiff; publishedBy: string; restoredFrom: number | null },
    ): Promise<VersionRow> {
      await writePages(tx, appCode, 'release', snapshot.pageList, version.revision);
      await tx
        .update(apps)
        .set({ props: snapshot.appProps, menus: snapshot.menus, releasedVersion: version.number, releasedRevision: version.revision, updatedAt: new Date() })
        .where(eq(apps.code, appCode));
      const [row] = await tx
        .insert(appVersions)
        .values({ appCode, snapshot, ...version })
        .returning();
      return row!;
    },

    async lastVersionNumber(tx: Db, appCode: string): Promise<number> {
      const [row] = await tx
        .select({ number: appVersions.number })
        .from(appVersions)
        .where(eq(appVersions.appCode, appCode))
        .orderBy(desc(appVersions.number))
        .limit(1);
      return row?.number ?? 0;
    },

    async listVersions(appCode: string, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            number: appVersions.number,
            revision: appVersions.revision,
            diff: appVersions.diff,
            publishedBy: appVersions.publishedBy,
            publishedAt: appVersions.publishedAt,
            restoredFrom: appVersions.restoredFrom,
          })
          .from(appVersions)
          .where(eq(appVersions.appCode, appCode))
          .orderBy(desc(appVersions.number))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(appVersions).where(eq(appVersions.appCode, appCode)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findVersion(appCode: string, number: number, tx: Db = db): Promise<VersionRow | undefined> {
      const [row] = await tx
        .select()
        .from(appVersions)
        .where(and(eq(appVersions.appCode, appCode), eq(appVersions.number, number)))
        .limit(1);
      return row;
    },

    /** Which of these media keys exist. */
    async existingMediaKeys(keys: string[], tx: Db = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx.select({ key: media.key }).from(media).where(inArray(media.key, keys));
      return new Set(rows.map((r) => r.key));
    },

    async staffName(staffId: number): Promise<string> {
      const [row] = await db.select({ name: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
      return row?.name ?? `#${staffId}`;
    },

    async allAppCodes(): Promise<string[]> {
      return (await db.select({ code: apps.code }).from(apps)).map((r) => r.code);
    },
  };
}
export type EditorRepository = ReturnType<typeof createEditorRepository>;
