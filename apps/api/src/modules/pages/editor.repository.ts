import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  stableJson,
  type AppDraftLike,
  type AppProps,
  type AppVersionDiff,
  type DraftUnitKey,
  type DraftUnitState,
  type Menus,
  type Page,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, first } from '../../db/sql.ts';
import { recordChanged, recordVersions } from '../../lib/record-version.ts';
import { existingMediaKeys } from '../media/index.ts';
import { staffUsers } from '../staff/staff.tables.ts';
import { appDraftUnits, apps, appVersions, pages } from './pages.tables.ts';

export type AppRow = typeof apps.$inferSelect;
export type VersionRow = typeof appVersions.$inferSelect;

/**
 * Reads and writes of the page editor. Every write function takes the transaction handle it runs in:
 * a save, a publish or a restore spans the app row and its pages and is one transaction, begun by the
 * service with the app row locked (`lockApp`), so two editors' writes to one site happen one after the other.
 */
const pageVersions = recordVersions(pages);
const draftUnitVersions = recordVersions(appDraftUnits);

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

  async function writeRelease(tx: Db, appCode: string, list: Page[], revision: number) {
    await tx.delete(pages).where(and(eq(pages.appCode, appCode), eq(pages.status, 'release')));
    if (list.length === 0) return;
    await tx.insert(pages).values(
      list.map((p, i) => ({
        appCode,
        pageCode: p.pageCode,
        status: 'release' as const,
        pageName: p.pageName,
        props: p.pageProps,
        blocks: p.blocks,
        sort: i,
        revision,
        updatedAt: new Date(),
      })),
    );
  }

  /**
   * Puts draft pages in place without losing their record versions: a page whose content changed moves on
   * a version (so an editor holding it open gets a conflict at the next save), an unchanged one keeps it.
   */
  async function upsertDraftPage(tx: Db, appCode: string, p: Page, sort: number, revision: number, staffId: number | null) {
    // What a save writes, new page or not; the version and who changed it move only when the content did.
    const content = { pageName: p.pageName, props: p.pageProps, blocks: p.blocks, sort, revision, updatedAt: new Date() };
    await tx
      .insert(pages)
      .values({ appCode, pageCode: p.pageCode, status: 'draft', ...content, changedBy: staffId, changedAt: new Date() })
      .onConflictDoUpdate({
        target: [pages.appCode, pages.pageCode, pages.status],
        set: {
          ...content,
          version: sql`case when ${changedSql} then ${pages.version} + 1 else ${pages.version} end`,
          changedBy: sql`case when ${changedSql} then ${staffId}::int else ${pages.changedBy} end`,
          changedAt: sql`case when ${changedSql} then now() else ${pages.changedAt} end`,
        },
      });
  }
  const changedSql = sql`(pages.page_name is distinct from excluded.page_name or pages.props is distinct from excluded.props or pages.blocks is distinct from excluded.blocks)`;

  async function writeDraftPages(tx: Db, appCode: string, list: Page[], revision: number, staffId: number | null) {
    const codes = list.map((p) => p.pageCode);
    await tx.delete(pages).where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft'), ...(codes.length ? [notInArray(pages.pageCode, codes)] : [])));
    for (const [i, p] of list.entries()) await upsertDraftPage(tx, appCode, p, i, revision, staffId);
  }

  async function unitId(tx: Db, appCode: string, unit: 'site' | 'menus'): Promise<number> {
    await tx.insert(appDraftUnits).values({ appCode, unit }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: appDraftUnits.id })
      .from(appDraftUnits)
      .where(and(eq(appDraftUnits.appCode, appCode), eq(appDraftUnits.unit, unit)))
      .limit(1);
    return row!.id;
  }

  async function draftPageId(tx: Db, appCode: string, pageCode: string): Promise<number | null> {
    const [row] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft'), eq(pages.pageCode, pageCode)))
      .limit(1);
    return row?.id ?? null;
  }

  /** Moves a unit's version on (no base: a whole-draft write, a restore) when its content changed. */
  async function touchUnit(tx: Db, appCode: string, unit: 'site' | 'menus', staffId: number | null) {
    await tx
      .update(appDraftUnits)
      .set({ version: sql`${appDraftUnits.version} + 1`, changedBy: staffId, changedAt: new Date() })
      .where(and(eq(appDraftUnits.appCode, appCode), eq(appDraftUnits.unit, unit)));
  }

  return {
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async findApp(appCode: string, tx: Db = db): Promise<AppRow | undefined> {
      return first(tx.select().from(apps).where(eq(apps.code, appCode)));
    },

    /** The app row, locked until the transaction ends. */
    async lockApp(tx: Db, appCode: string): Promise<AppRow | undefined> {
      return first(tx.select().from(apps).where(eq(apps.code, appCode)).for('update'));
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

    /**
     * Replaces the whole draft and moves it to `revision` (the whole-draft save, a restore, the zh_CN
     * drafting): every unit whose content changed moves its version on, the others keep theirs.
     */
    async writeDraft(tx: Db, appCode: string, draft: AppDraftLike, revision: number, savedBy: string, staffId: number | null = null) {
      const [app] = await tx.select().from(apps).where(eq(apps.code, appCode)).limit(1);
      await unitId(tx, appCode, 'site');
      await unitId(tx, appCode, 'menus');
      if (app && stableJson(app.draftProps ?? app.props) !== stableJson(draft.appProps)) await touchUnit(tx, appCode, 'site', staffId);
      if (app && stableJson(app.draftMenus ?? app.menus) !== stableJson(draft.menus)) await touchUnit(tx, appCode, 'menus', staffId);
      await writeDraftPages(tx, appCode, draft.pageList, revision, staffId);
      await this.bumpRevision(tx, appCode, revision, savedBy, { draftProps: draft.appProps, draftMenus: draft.menus });
    },

    /** The draft's revision counter moves on with every save of any unit: who saved last, and when. */
    async bumpRevision(tx: Db, appCode: string, revision: number, savedBy: string, set: { draftProps?: AppProps; draftMenus?: Menus } = {}) {
      await tx
        .update(apps)
        .set({ ...set, draftRevision: revision, draftSavedBy: savedBy, draftSavedAt: new Date() })
        .where(eq(apps.code, appCode));
    },

    /**
     * Claims a unit for a save based on `base` (decision 240's conditional update): the new version, or 409
     * RECORD_CHANGED naming who and when; null when a page unit does not exist.
     */
    async claimUnit(tx: Db, appCode: string, unit: DraftUnitKey, base: number, staffId: number): Promise<number | null> {
      if (unit === 'site' || unit === 'menus') return draftUnitVersions.claim(tx, await unitId(tx, appCode, unit), base, staffId);
      const id = await draftPageId(tx, appCode, unit.slice(5));
      return id === null ? null : pageVersions.claim(tx, id, base, staffId);
    },

    /** Refuses (409 RECORD_CHANGED) when a unit is no longer at `version` (null: a page absent from the draft). */
    async expectUnit(tx: Db, appCode: string, unit: DraftUnitKey, version: number | null) {
      const now = (await this.unitStates(tx, appCode)).find((u) => u.unit === unit);
      if ((now?.version ?? null) === version) return;
      throw recordChanged({ version: now?.version ?? 0, by: now?.savedBy ?? null, at: now?.savedAt ?? null });
    },

    async writeSite(tx: Db, appCode: string, appProps: AppProps, pageOrder: string[]) {
      await tx.update(apps).set({ draftProps: appProps }).where(eq(apps.code, appCode));
      // The order names pages by code; pages it does not name (just created by someone else) keep their place after it.
      const rank = new Map(pageOrder.map((c, i) => [c, i]));
      const list = await tx
        .select({ id: pages.id, code: pages.pageCode, sort: pages.sort })
        .from(pages)
        .where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft')))
        .orderBy(asc(pages.sort), asc(pages.id));
      const ordered = [...list].sort((a, b) => (rank.get(a.code) ?? pageOrder.length + a.sort) - (rank.get(b.code) ?? pageOrder.length + b.sort));
      for (const [i, row] of ordered.entries()) if (row.sort !== i) await tx.update(pages).set({ sort: i }).where(eq(pages.id, row.id));
    },

    async writeMenus(tx: Db, appCode: string, menus: Menus) {
      await tx.update(apps).set({ draftMenus: menus }).where(eq(apps.code, appCode));
    },

    /** Creates a draft page (at the end) with version 1; false when the code is taken. */
    async createPage(tx: Db, appCode: string, page: Page, revision: number, staffId: number): Promise<boolean> {
      const [last] = await tx
        .select({ sort: pages.sort })
        .from(pages)
        .where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft')))
        .orderBy(desc(pages.sort))
        .limit(1);
      const inserted = await tx
        .insert(pages)
        .values({
          appCode,
          pageCode: page.pageCode,
          status: 'draft',
          pageName: page.pageName,
          props: page.pageProps,
          blocks: page.blocks,
          sort: (last?.sort ?? -1) + 1,
          revision,
          changedBy: staffId,
          changedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: pages.id });
      return inserted.length > 0;
    },

    /** Writes a claimed draft page's content (its version was moved by `claimUnit`). */
    async writePage(tx: Db, appCode: string, page: Page, revision: number) {
      await tx
        .update(pages)
        .set({ pageName: page.pageName, props: page.pageProps, blocks: page.blocks, revision, updatedAt: new Date() })
        .where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft'), eq(pages.pageCode, page.pageCode)));
    },

    async deletePage(tx: Db, appCode: string, pageCode: string) {
      await tx.delete(pages).where(and(eq(pages.appCode, appCode), eq(pages.status, 'draft'), eq(pages.pageCode, pageCode)));
    },

    /** Every unit of the draft with its version, who saved it (username) and when. */
    async unitStates(tx: Db, appCode: string): Promise<DraftUnitState[]> {
      await unitId(tx, appCode, 'site');
      await unitId(tx, appCode, 'menus');
      const list = await rows<{ unit: string; version: number; by: string | null; at: Date | string | null }>(
        tx,
        sql`select u.unit, u.version, s.username as by, u.changed_at as at from app_draft_units u left join staff_users s on s.id = u.changed_by where u.app_code = ${appCode}
            union all
            select 'page:' || p.page_code, p.version, s.username, p.changed_at from pages p left join staff_users s on s.id = p.changed_by where p.app_code = ${appCode} and p.status = 'draft'`,
      );
      return list
        .map((r) => ({ unit: r.unit, version: r.version, savedBy: r.by, savedAt: r.at ? new Date(r.at).toISOString() : null }))
        .sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
    },

    /** Replaces the release with `snapshot` and records it as version `number`. */
    async writeRelease(
      tx: Db,
      appCode: string,
      snapshot: AppDraftLike,
      version: { number: number; revision: number; diff: AppVersionDiff; publishedBy: string; restoredFrom: number | null },
      /** The draft revision now wholly released; a subset publish that leaves changes behind keeps the old one. */
      releasedRevision: number | null = version.revision,
    ): Promise<VersionRow> {
      await writeRelease(tx, appCode, snapshot.pageList, version.revision);
      await tx
        .update(apps)
        .set({ props: snapshot.appProps, menus: snapshot.menus, releasedVersion: version.number, releasedRevision, updatedAt: new Date() })
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
      return first(
        tx
          .select()
          .from(appVersions)
          .where(and(eq(appVersions.appCode, appCode), eq(appVersions.number, number))),
      );
    },

    /** Which of these media keys exist. */
    async existingMediaKeys(keys: string[], tx: Db = db): Promise<Set<string>> {
      return existingMediaKeys(tx, keys);
    },

    async staffName(staffId: number): Promise<string> {
      const [row] = await db.select({ name: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
      return row?.name ?? `#${staffId}`;
    },

    /** The username the draft's units name as who saved them (`unitStates`). */
    async staffUsername(staffId: number): Promise<string> {
      const [row] = await db.select({ name: staffUsers.username }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
      return row?.name ?? `#${staffId}`;
    },

    async allAppCodes(): Promise<string[]> {
      return (await db.select({ code: apps.code }).from(apps)).map((r) => r.code);
    },
  };
}
export type EditorRepository = ReturnType<typeof createEditorRepository>;
