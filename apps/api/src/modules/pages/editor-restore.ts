import {
  hkDateParts,
  type AppDraftLike,
  type AppVersion,
  type DraftState,
  type DraftUnitKey,
  type Lang,
  type PublishProblem,
  type RestoreUnit,
} from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import type { Db } from '../../db/client.ts';
import type { AppRow, EditorRepository, VersionRow } from './editor.repository.ts';
import { runPublishGate } from './publish-gate.ts';
import { draftChanges, releaseWithUnits } from './draft-units.ts';
import { planRestore, unitText } from './restore-plan.ts';
import { auditSitePages } from './editor-audit.ts';
import { releaseVersion } from './release-version.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const hkTime = (iso: string | null) => {
  if (!iso) return '—';
  const p = hkDateParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)} HKT`;
};

interface RestoreDeps {
  repo: EditorRepository;
  appOf: (appCode: string, tx?: Db) => Promise<AppRow>;
  stateOf: (appCode: string, tx?: Db) => Promise<DraftState>;
  checkRevision: (app: AppRow, base: number, lang: Lang) => void;
  toVersion: (row: VersionRow) => AppVersion;
  invalidate: (appCode: string) => Promise<void>;
}

/**
 * Restoring a version unit by unit (issue 40, decision 440): the chosen units of the version go back into
 * the draft, each as a save by the restoring editor, and (by default) out to the live site as a new version
 * marked `restoredFrom`. Another editor's unpublished unit is never replaced: without a choice it is kept
 * and listed, named in a choice it is refused with who and which page.
 */
export function createRestore({ repo, appOf, stateOf, checkRevision, toVersion, invalidate }: RestoreDeps) {
  /** `me` is read before the transaction: one connection (PGlite) cannot answer outside it meanwhile. */
  async function planIn(tx: Db, app: AppRow, number: number, me: string) {
    const row = await repo.findVersion(app.code, number, tx);
    if (!row) return fail('VERSION_NOT_FOUND', { version: number });
    const [draft, release, states] = [await repo.loadDraft(app, tx), await repo.loadRelease(app, tx), await repo.unitStates(tx, app.code)];
    return { snapshot: row.snapshot, draft, release, states, plan: planRestore(row.snapshot, draft, release, states, me) };
  }

  /** Puts one unit of `snapshot` into the draft as a save by `staffId` (its version moves on). */
  async function writeUnit(tx: Db, appCode: string, u: RestoreUnit, snapshot: AppDraftLike, revision: number, staffId: number) {
    if (u.draft === 'same') return;
    const page = u.pageCode ? snapshot.pageList.find((p) => p.pageCode === u.pageCode) : undefined;
    if (u.kind === 'page' && u.draft === 'added') await repo.createPage(tx, appCode, page!, revision, staffId);
    else {
      await repo.claimUnit(tx, appCode, u.unit as DraftUnitKey, u.version!, staffId);
      if (u.kind === 'site')
        await repo.writeSite(
          tx,
          appCode,
          snapshot.appProps,
          snapshot.pageList.map((p) => p.pageCode),
        );
      else if (u.kind === 'menus') await repo.writeMenus(tx, appCode, snapshot.menus);
      else if (u.draft === 'removed') await repo.deletePage(tx, appCode, u.pageCode!);
      else await repo.writePage(tx, appCode, page!, revision);
    }
  }

  return {
    async planRestore(input: { appCode: string; number: number }, ctx: StaffContext) {
      const me = await repo.staffUsername(ctx.session.staffId);
      return repo.transaction(async (tx) => {
        const app = await appOf(input.appCode, tx);
        return { units: (await planIn(tx, app, input.number, me)).plan };
      });
    },

    async restore(
      input: {
        appCode: string;
        number: number;
        baseRevision?: number | undefined;
        units?: Array<{ unit: string; version: number | null }> | undefined;
        publish: boolean;
      },
      ctx: StaffContext,
    ) {
      const staffId = ctx.session.staffId;
      const by = await repo.staffName(staffId);
      const me = await repo.staffUsername(staffId);
      type Outcome = { version: AppVersion | null; problems: PublishProblem[]; restored: DraftUnitKey[]; kept: RestoreUnit[] };
      const result = await repo.transaction(async (tx): Promise<Outcome> => {
        const app = await appOf(input.appCode, tx);
        const { snapshot, release, plan } = await planIn(tx, app, input.number, me);
        let chosen: RestoreUnit[];
        let kept: RestoreUnit[] = [];
        if (input.units) {
          if (input.units.length === 0) fail('RESTORE_NOTHING_CHOSEN');
          const planned = new Map(plan.map((u) => [u.unit, u]));
          chosen = [];
          for (const c of input.units) {
            await repo.expectUnit(tx, app.code, c.unit as DraftUnitKey, c.version);
            const u = planned.get(c.unit);
            if (!u) continue; // already as in the version, in the draft and live
            if (u.othersWork) fail('RESTORE_WOULD_DROP_WORK', { unit: unitText(u)[ctx.lang], name: u.savedBy ?? '—', time: hkTime(u.savedAt) });
            chosen.push(u);
          }
        } else {
          if (input.baseRevision === undefined) return fail('RESTORE_NOTHING_CHOSEN');
          checkRevision(app, input.baseRevision, ctx.lang);
          kept = plan.filter((u) => u.othersWork);
          chosen = plan.filter((u) => !u.othersWork);
        }
        const revision = app.draftRevision + 1;
        // Pages first, so that a restored page order (the site unit) finds every page it names.
        for (const u of [...chosen].sort((a, b) => Number(a.kind !== 'page') - Number(b.kind !== 'page')))
          await writeUnit(tx, app.code, u, snapshot, revision, staffId);
        await repo.bumpRevision(tx, app.code, revision, by);
        const restored = chosen.map((u) => u.unit as DraftUnitKey);
        const audit = {
          staffId,
          appCode: app.code,
          units: chosen.map(unitText),
          restoredFrom: input.number,
          kept: kept.map(unitText),
          previous: app.releasedVersion,
        };
        const intoDraftOnly = async (problems: PublishProblem[]) => {
          await auditSitePages(tx, { ...audit, action: 'restore', version: null });
          return { version: null, problems, restored, kept };
        };
        if (!input.publish) return intoDraftOnly([]);
        const draft = await repo.loadDraft((await repo.findApp(app.code, tx))!, tx);
        const next = releaseWithUnits(release, draft, restored);
        const problems = await runPublishGate(next, (keys) => repo.existingMediaKeys(keys, tx), ctx.lang);
        if (problems.length > 0) return intoDraftOnly(problems);
        const whole = draftChanges(next, draft, []).length === 0;
        const releasedRevision = whole ? revision : app.releasedRevision;
        const { number, row } = await releaseVersion(repo, tx, {
          appCode: app.code,
          release,
          next,
          revision,
          releasedRevision,
          by,
          restoredFrom: input.number,
        });
        await auditSitePages(tx, { ...audit, action: 'restore', version: number });
        return { version: toVersion(row), problems: [], restored, kept };
      });
      if (result.version) await invalidate(input.appCode);
      return { draft: await stateOf(input.appCode), ...result };
    },
  };
}
