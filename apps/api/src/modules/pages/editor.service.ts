import {
  EDITOR,
  ROLE,
  checkBlocks,
  hkDateParts,
  placesUsingImage,
  walkApp,
  type AppDraft,
  type AppDraftLike,
  type AppFull,
  type AppVersion,
  type DraftState,
  type DraftUnitKey,
  type DraftUnitState,
  type Lang,
  type MediaUsage,
  type Page,
  type PublishProblem,
} from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';
import type { Db } from '../../db/client.ts';
import type { PagesService } from './pages.service.ts';
import type { AppRow, EditorRepository, VersionRow } from './editor.repository.ts';
import { placeText, runPublishGate } from './publish-gate.ts';
import { draftSimplifiedPage } from './simplified.ts';
import { draftChanges, releaseWithUnits, sameRelease } from './draft-units.ts';
import { createRestore } from './editor-restore.ts';
import { auditSitePages } from './editor-audit.ts';
import { releaseVersion } from './release-version.ts';
import { unitText } from './restore-plan.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-11-23 18:05" in Hong Kong time, for the conflict message. */
function hkMinute(at: Date): string {
  const p = hkDateParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)} HKT`;
}

const draftState = (app: AppRow, units?: DraftUnitState[]): DraftState => ({
  ...(units ? { units } : {}),
  revision: app.draftRevision,
  savedAt: app.draftSavedAt ? app.draftSavedAt.toISOString() : null,
  savedBy: app.draftSavedBy,
  releasedVersion: app.releasedVersion,
  releasedRevision: app.releasedRevision,
});

const toVersion = (row: Pick<VersionRow, 'number' | 'revision' | 'diff' | 'publishedBy' | 'publishedAt' | 'restoredFrom'>): AppVersion => ({
  number: row.number,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  revision: row.revision,
  restoredFrom: row.restoredFrom,
  diff: row.diff,
});

const SEED_EDITOR: Record<Lang, string> = { zh_HK: '系統（初始資料）', zh_CN: '系统（初始数据）', en: 'the system (seed data)' };

/**
 * The page editor's drafts, releases and versions. A site has one draft (settings, menus, pages) with one
 * revision counter; a save names the revision it was based on and is refused when another save came first.
 * A publish copies the draft, once it passes the publish gate, to the release and keeps it as a numbered
 * version; the release cache of every process is then dropped through the change bus.
 */
export function createEditorService(deps: { repo: EditorRepository; pages: PagesService; merchantCode: string }) {
  const { repo, pages } = deps;

  /** getAppFull's draft is open to editors only, though the call itself is public for the release. */
  function requireEditor(ctx: CallContext): asserts ctx is StaffContext {
    if (ctx.session?.kind !== 'staff') fail('UNAUTHENTICATED');
    if (!(ctx.session as StaffContext['session']).roles.includes(ROLE.EDITOR)) fail('FORBIDDEN');
  }

  async function appOf(appCode: string, tx?: Db): Promise<AppRow> {
    const app = tx ? await repo.lockApp(tx, appCode) : await repo.findApp(appCode);
    if (!app || app.merchantCode !== deps.merchantCode) return fail('APP_NOT_FOUND');
    return app;
  }

  /** The draft's state with every unit's version, read in `tx` (after a write, its own view). */
  async function stateOf(appCode: string, tx?: Db): Promise<DraftState> {
    const run = async (t: Db) => draftState((await repo.findApp(appCode, t))!, await repo.unitStates(t, appCode));
    return tx ? run(tx) : repo.transaction(run);
  }

  function checkRevision(app: AppRow, base: number, lang: Lang) {
    if (app.draftRevision === base) return;
    fail('DRAFT_CONFLICT', {
      name: app.draftSavedBy ?? SEED_EDITOR[lang],
      time: app.draftSavedAt ? hkMinute(app.draftSavedAt) : '—',
      revision: app.draftRevision,
    });
  }

  /** A draft must be storable as it is: unique page codes, every block valid against its schema. */
  function checkDraft(draft: AppDraftLike) {
    const codes = new Set<string>();
    for (const page of draft.pageList) {
      if (codes.has(page.pageCode)) fail('PAGE_CODE_DUPLICATE', { page: page.pageCode });
      codes.add(page.pageCode);
      const issue = checkBlocks(page.blocks);
      if (issue) fail('BLOCK_INVALID', { page: page.pageCode, block: issue.blockId, type: issue.blockType, field: issue.field });
    }
  }

  /**
   * Publishes the draft of a locked app, in the caller's transaction: the gate, then release + version.
   * Answers the problems instead when the gate refuses (nothing is written then).
   */
  async function publishLocked(
    tx: Db,
    app: AppRow,
    revision: number,
    by: string,
    restoredFrom: number | null,
    lang: Lang,
    staffId: number,
  ): Promise<{ version: AppVersion; app: AppRow } | { problems: PublishProblem[] }> {
    const draft = await repo.loadDraft(app, tx);
    const problems = await runPublishGate(draft, (keys) => repo.existingMediaKeys(keys, tx), lang);
    if (problems.length > 0) return { problems };
    const before = await repo.loadRelease(app, tx);
    if (restoredFrom === null && sameRelease(before, draft)) fail('NOTHING_TO_PUBLISH');
    const { number, row } = await releaseVersion(repo, tx, { appCode: app.code, release: before, next: draft, revision, by, restoredFrom });
    const units = draftChanges(before, draft, []).map(unitText);
    await auditSitePages(tx, { staffId, action: 'publish', appCode: app.code, version: number, previous: app.releasedVersion, units });
    return { version: toVersion(row), app: { ...app, releasedVersion: number, releasedRevision: revision } };
  }

  const restore = createRestore({ repo, appOf, stateOf, checkRevision, toVersion, invalidate: (code) => pages.invalidate(code) });

  return {
    /** The display name recorded as who saved, published or uploaded. */
    staffName: (staffId: number) => repo.staffName(staffId),

    async getDraft(input: { merchantCode: string; appCode: string }, ctx: CallContext): Promise<AppFull & { draft: DraftState }> {
      requireEditor(ctx);
      const app = await repo.findApp(input.appCode);
      if (!app || app.merchantCode !== input.merchantCode) return fail('APP_NOT_FOUND');
      const draft = await repo.loadDraft(app);
      return {
        appCode: app.code,
        appInfo: { appCode: app.code, appProps: draft.appProps, menus: draft.menus },
        pageList: draft.pageList,
        spuDetailViewSettings: app.spuDetailViewSettings,
        draft: await stateOf(app.code),
      };
    },

    async saveDraft(input: AppDraft & { appCode: string; baseRevision: number }, ctx: StaffContext): Promise<DraftState> {
      const draft: AppDraftLike = { appProps: input.appProps, menus: input.menus, pageList: input.pageList };
      checkDraft(draft);
      const by = await repo.staffName(ctx.session.staffId);
      return repo.transaction(async (tx) => {
        const app = await appOf(input.appCode, tx);
        checkRevision(app, input.baseRevision, ctx.lang);
        const revision = app.draftRevision + 1;
        await repo.writeDraft(tx, app.code, draft, revision, by, ctx.session.staffId);
        return stateOf(app.code, tx);
      });
    },

    /**
     * Saves one unit of the draft (decision 300): a conditional update of that unit's version alone, so
     * two editors on different pages never conflict, and a stale save of the same unit gets 409
     * RECORD_CHANGED with who and when. Every save still moves the draft's revision (who saved last).
     */
    async saveUnit(
      input:
        | { appCode: string; kind: 'site'; baseVersion: number; appProps: AppDraft['appProps']; pageOrder: string[] }
        | { appCode: string; kind: 'menus'; baseVersion: number; menus: AppDraft['menus'] }
        | { appCode: string; kind: 'page'; pageCode: string; baseVersion: number | null; page: Page | null },
      ctx: StaffContext,
    ): Promise<{ unit: DraftUnitState | null; draft: DraftState }> {
      const staffId = ctx.session.staffId;
      if (input.kind === 'page' && input.page) {
        if (input.page.pageCode !== input.pageCode) fail('PAGE_NOT_FOUND', { page: input.page.pageCode });
        const issue = checkBlocks(input.page.blocks);
        if (issue) fail('BLOCK_INVALID', { page: input.pageCode, block: issue.blockId, type: issue.blockType, field: issue.field });
      }
      const by = await repo.staffName(staffId);
      return repo.transaction(async (tx) => {
        // The app row is the one lock every editor write takes first: writes follow one another, never deadlock.
        const app = await appOf(input.appCode, tx);
        const revision = app.draftRevision + 1;
        const unit: DraftUnitKey = input.kind === 'page' ? `page:${input.pageCode}` : input.kind;
        if (input.kind === 'page' && input.baseVersion === null) {
          if (!input.page) return fail('PAGE_NOT_FOUND', { page: input.pageCode });
          const count = (await repo.loadDraft(app, tx)).pageList.length;
          if (count >= EDITOR.MAX_PAGES) fail('PAGE_CODE_DUPLICATE', { page: input.pageCode });
          if (!(await repo.createPage(tx, app.code, input.page, revision, staffId))) fail('DRAFT_UNIT_EXISTS', { page: input.pageCode });
        } else {
          const claimed = await repo.claimUnit(tx, app.code, unit, input.baseVersion!, staffId);
          if (claimed === null) return fail('PAGE_NOT_FOUND', { page: input.kind === 'page' ? input.pageCode : unit });
          if (input.kind === 'site') await repo.writeSite(tx, app.code, input.appProps, input.pageOrder);
          else if (input.kind === 'menus') await repo.writeMenus(tx, app.code, input.menus);
          else if (input.page) await repo.writePage(tx, app.code, input.page, revision);
          else await repo.deletePage(tx, app.code, input.pageCode);
        }
        await repo.bumpRevision(tx, app.code, revision, by);
        const draft = await stateOf(app.code, tx);
        return { unit: draft.units!.find((u) => u.unit === unit) ?? null, draft };
      });
    },

    /** Every unit whose draft differs from the release: what a publish would send out, with its diff. */
    async listChanges(input: { appCode: string }, ctx: StaffContext) {
      const me = await repo.staffUsername(ctx.session.staffId);
      return repo.transaction(async (tx) => {
        const app = await repo.findApp(input.appCode, tx);
        if (!app || app.merchantCode !== deps.merchantCode) return fail('APP_NOT_FOUND');
        const [draft, release, units] = [await repo.loadDraft(app, tx), await repo.loadRelease(app, tx), await repo.unitStates(tx, app.code)];
        return { changes: draftChanges(release, draft, units, me) };
      });
    },

    /**
     * Publishes a chosen subset of units, each at the version the editor saw (409 RECORD_CHANGED when one
     * was saved since): the release becomes those units as drafted and everything else as released, through
     * the publish gate; a publish that would change nothing is refused (NOTHING_TO_PUBLISH).
     */
    async publishUnits(input: { appCode: string; units: Array<{ unit: string; version: number | null }> }, ctx: StaffContext) {
      const by = await repo.staffName(ctx.session.staffId);
      type Outcome = { problems: PublishProblem[] } | { version: AppVersion; draft: DraftState };
      const result = await repo.transaction(async (tx): Promise<Outcome> => {
        const app = await appOf(input.appCode, tx);
        const units = input.units.map((u) => u.unit as DraftUnitKey);
        for (const u of input.units) await repo.expectUnit(tx, app.code, u.unit as DraftUnitKey, u.version);
        const draft = await repo.loadDraft(app, tx);
        const release = await repo.loadRelease(app, tx);
        const next = releaseWithUnits(release, draft, units);
        if (sameRelease(release, next)) return fail('NOTHING_TO_PUBLISH');
        const problems = await runPublishGate(next, (keys) => repo.existingMediaKeys(keys, tx), ctx.lang);
        if (problems.length > 0) return { problems };
        const whole = draftChanges(next, draft, []).length === 0;
        const releasedRevision = whole ? app.draftRevision : app.releasedRevision;
        const { number, row } = await releaseVersion(repo, tx, {
          appCode: app.code,
          release,
          next,
          revision: app.draftRevision,
          releasedRevision,
          by,
          restoredFrom: null,
        });
        const sent = draftChanges(release, next, []).map(unitText);
        await auditSitePages(tx, {
          staffId: ctx.session.staffId,
          action: whole ? 'publish' : 'publishPart',
          appCode: app.code,
          version: number,
          previous: app.releasedVersion,
          units: sent,
        });
        return { version: toVersion(row), draft: await stateOf(app.code, tx) };
      });
      if ('problems' in result) return { published: false as const, problems: result.problems };
      await pages.invalidate(input.appCode);
      return { published: true as const, version: result.version, draft: result.draft };
    },

    async publish(input: { appCode: string; revision: number }, ctx: StaffContext) {
      const by = await repo.staffName(ctx.session.staffId);
      const result = await repo.transaction(async (tx) => {
        const app = await appOf(input.appCode, tx);
        checkRevision(app, input.revision, ctx.lang);
        return publishLocked(tx, app, input.revision, by, null, ctx.lang, ctx.session.staffId);
      });
      if ('problems' in result) return { published: false as const, problems: result.problems };
      await pages.invalidate(input.appCode);
      return { published: true as const, version: result.version, draft: await stateOf(input.appCode) };
    },

    /** The gate's answer for the saved draft, nothing written. */
    async check(input: { appCode: string }, lang: Lang) {
      const app = await appOf(input.appCode);
      const problems = await runPublishGate(await repo.loadDraft(app), (keys) => repo.existingMediaKeys(keys), lang);
      return { revision: app.draftRevision, problems };
    },

    async listVersions(input: { appCode: string; pageNo: number; pageSize: number }) {
      const app = await appOf(input.appCode);
      const { rows, total } = await repo.listVersions(app.code, (input.pageNo - 1) * input.pageSize, input.pageSize);
      return { list: rows.map(toVersion), total, current: app.releasedVersion };
    },

    async getVersion(input: { appCode: string; number: number }) {
      const app = await appOf(input.appCode);
      const row = await repo.findVersion(app.code, input.number);
      if (!row) return fail('VERSION_NOT_FOUND', { version: input.number });
      const s = row.snapshot;
      return {
        version: toVersion(row),
        app: {
          appCode: app.code,
          appInfo: { appCode: app.code, appProps: s.appProps, menus: s.menus },
          pageList: s.pageList,
          spuDetailViewSettings: app.spuDetailViewSettings,
        },
      };
    },

    planRestore: restore.planRestore,
    restore: restore.restore,

    /** With `baseVersion` (the page unit's version) only that page is checked and written (decision 300). */
    async draftSimplified(
      input: { appCode: string; pageCode: string; baseRevision: number; baseVersion?: number | undefined; onlyEmpty: boolean },
      ctx: StaffContext,
    ) {
      const by = await repo.staffName(ctx.session.staffId);
      return repo.transaction(async (tx) => {
        const app = await appOf(input.appCode, tx);
        if (input.baseVersion === undefined) checkRevision(app, input.baseRevision, ctx.lang);
        const draft = await repo.loadDraft(app, tx);
        const index = draft.pageList.findIndex((p) => p.pageCode === input.pageCode);
        if (index < 0) return fail('PAGE_NOT_FOUND', { page: input.pageCode });
        const { page, converted } = draftSimplifiedPage(draft.pageList[index]!, input.onlyEmpty);
        if (input.baseVersion !== undefined) {
          await repo.claimUnit(tx, app.code, `page:${input.pageCode}`, input.baseVersion, ctx.session.staffId);
          await repo.writePage(tx, app.code, page, app.draftRevision + 1);
          await repo.bumpRevision(tx, app.code, app.draftRevision + 1, by);
        } else {
          const pageList: Page[] = draft.pageList.map((p, i) => (i === index ? page : p));
          await repo.writeDraft(tx, app.code, { ...draft, pageList }, app.draftRevision + 1, by, ctx.session.staffId);
        }
        return { draft: await stateOf(app.code, tx), page, converted };
      });
    },

    /** Where the site pages use an image (every app's draft and release), for the media library. */
    async mediaUsage(src: string, lang: Lang): Promise<MediaUsage[]> {
      const out: MediaUsage[] = [];
      for (const code of await repo.allAppCodes()) {
        const app = (await repo.findApp(code))!;
        for (const [area, snapshot] of [
          ['draft', await repo.loadDraft(app)],
          ['release', await repo.loadRelease(app)],
        ] as const) {
          for (const ref of placesUsingImage(walkApp(snapshot), src)) out.push({ area, place: `${code} ${area}: ${placeText(ref, lang)}` });
        }
      }
      return out;
    },
  };
}
export type EditorService = ReturnType<typeof createEditorService>;
