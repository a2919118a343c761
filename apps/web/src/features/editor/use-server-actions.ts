import type { Dispatch, MutableRefObject, SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { upgradeBlock, withDistinctIds, type AppVersion, type DraftChange, type PublishProblem, type RestoreUnit } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import { checkDraft, editorKeys, listChanges, publishUnits, restoreVersion, simplifiedFromTraditional } from './editor-api.ts';
import { newId, updatePage } from './draft-ops.ts';
import type { EditorAction, EditorState } from './editor-state.ts';
import type { useDraftSync } from './use-draft-sync.ts';
import type { RestoreChoice } from './RestoreDialog.tsx';

interface ServerActionDeps {
  t: TFunction;
  /** The `editorTeam` strings (restores). */
  td: TFunction;
  /** A unit by name, as the dialogs say it. */
  unitName: (u: RestoreUnit) => string;
  sync: ReturnType<typeof useDraftSync>;
  stateRef: MutableRefObject<EditorState>;
  dispatch: (action: EditorAction) => void;
  pageCode: string;
  setBusy: (busy: boolean) => void;
  setNotice: (notice: string | null) => void;
  setPublishing: Dispatch<SetStateAction<{ changes: DraftChange[]; refusal: string | null } | null>>;
  setProblems: (problems: PublishProblem[] | null) => void;
  setShowVersions: (show: boolean) => void;
  setViewing: (viewing: { version: AppVersion; live: boolean } | null) => void;
  setRestoring: (version: AppVersion | null) => void;
}

/** What the editor asks of the server besides saving: publish (all or some units), check, roll back, simplified Chinese. */
export function useServerActions(deps: ServerActionDeps) {
  const { t, td, unitName, sync, stateRef, dispatch, pageCode } = deps;
  const { setBusy, setNotice, setPublishing, setProblems, setShowVersions, setViewing, setRestoring } = deps;
  const qc = useQueryClient();
  const { adopt, save, savedVersion, reloadAll: reload } = sync;
  const withBusy = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      // Saves report their own conflicts per unit; any other refusal (a rollback on an outdated draft) is said here, never swallowed.
      setNotice((e as Error).message || t('failed'));
    } finally {
      setBusy(false);
    }
  };
  // Publish lists what would go out (every unit whose draft differs from the release), to publish all or some.
  const onPublish = () =>
    withBusy(async () => {
      await save();
      if (sync.conflicts.length || stateRef.current.version !== savedVersion.current) return;
      setPublishing({ changes: (await listChanges()).changes, refusal: null });
    });
  // Each unit goes out at the version this tab knows: one saved since by someone else is refused with who and when.
  const onPublishChosen = (chosen: DraftChange[]) =>
    withBusy(async () => {
      try {
        const res = await publishUnits(
          chosen.map((c) => ({ unit: c.unit, version: c.change === 'removed' ? null : (sync.knownVersion(c.unit) ?? c.version) })),
        );
        if (res.published) {
          adopt(res.draft);
          setPublishing(null);
          setNotice(t('publishedVersion', { n: res.version.number }));
          void qc.invalidateQueries({ queryKey: editorKeys.versions() });
        } else {
          setPublishing(null);
          setProblems(res.problems);
        }
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 409)) throw e;
        setPublishing((p) => p && { ...p, refusal: e.message });
      }
    });
  const onPublishReload = () =>
    withBusy(async () => {
      await sync.refresh();
      setPublishing({ changes: (await listChanges()).changes, refusal: null });
    });
  // The gate's problems for the saved draft, without publishing.
  const onCheck = () =>
    withBusy(async () => {
      await save();
      const res = await checkDraft();
      if (res.problems.length) setProblems(res.problems);
      else setNotice(t('noProblems'));
    });
  // A rollback first shows what it would replace, unit by unit (RestoreDialog); unsaved edits are saved before.
  const onRestore = (v: AppVersion) =>
    withBusy(async () => {
      await save();
      setRestoring(v);
    });
  const onRestoreChosen = (v: AppVersion, choice: RestoreChoice) =>
    withBusy(async () => {
      const res = await restoreVersion(
        v.number,
        choice.units.map((u) => ({ unit: u.unit, version: u.version })),
        choice.publish,
      );
      setRestoring(null);
      adopt(res.draft);
      await reload(pageCode);
      void qc.invalidateQueries({ queryKey: editorKeys.versions() });
      const list = choice.units
        .filter((u) => res.restored.includes(u.unit))
        .map(unitName)
        .join(td('listSeparator'));
      if (res.problems.length) setProblems(res.problems);
      else if (res.version) setNotice(td('restoreDonePublished', { n: v.number, m: res.version.number, list }));
      else setNotice(td('restoreDone', { n: v.number, list }));
      setShowVersions(false);
      setViewing(null);
    });
  const onSimplify = (onlyEmpty: boolean) =>
    withBusy(async () => {
      const rev = await save();
      const unit = `page:${pageCode}` as const;
      const res = await simplifiedFromTraditional(pageCode, rev, onlyEmpty, sync.knownVersion(unit) ?? undefined);
      adopt(res.draft);
      const next = updatePage(stateRef.current.draft, pageCode, () => ({ ...res.page, blocks: withDistinctIds(res.page.blocks.map(upgradeBlock), newId) }));
      sync.adoptPage(pageCode, next, res.draft.units?.find((u) => u.unit === unit)?.version);
      dispatch({ type: 'replace', draft: next });
      setNotice(t('simplified', { count: res.converted }));
    });
  return { onPublish, onPublishChosen, onPublishReload, onCheck, onRestore, onRestoreChosen, onSimplify };
}
