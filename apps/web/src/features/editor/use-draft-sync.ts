import { useCallback, useRef, useState, type Dispatch, type RefObject } from 'react';
import { pageUnit, stableJson, type AppDraftLike, type AppFull, type DraftState, type DraftUnitKey } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import type { EditorAction, EditorState } from './editor-state.ts';
import { draftOfFull } from './draft-ops.ts';
import { changedUnits, unitSave, withUnit } from './draft-units.ts';
import { loadDraft, saveUnit } from './editor-api.ts';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

/** A unit another editor saved after this tab: the server's message (who, when). */
export interface UnitConflict {
  unit: DraftUnitKey;
  message: string;
}
/** This editor's version of a unit, kept in view after reloading the other editor's: `base` is what it started from. */
export interface KeptWork {
  unit: DraftUnitKey;
  base: AppDraftLike;
  mine: AppDraftLike;
}

const EMPTY_STATE: DraftState = { revision: 0, savedAt: null, savedBy: null, releasedVersion: null, releasedRevision: null };
const versionsOf = (s: DraftState | undefined) => new Map((s?.units ?? []).map((u) => [u.unit as DraftUnitKey, u.version]));
const unitsOf = (d: AppDraftLike): DraftUnitKey[] => ['site', 'menus', ...d.pageList.map((p) => pageUnit(p.pageCode))];

/**
 * Autosave by unit (decision 300): each page, the site settings and the menus are saved on their own
 * with the version this tab last had of them, so another editor's work on another unit never conflicts;
 * a unit saved by someone else since is set aside as a conflict (its message says who and when) while
 * the other units go on saving. `saved` is the draft as this tab last knew the server to have it.
 */
export function useDraftSync(
  stateRef: RefObject<EditorState>,
  dispatch: Dispatch<EditorAction>,
  initial: AppFull & { draft?: DraftState | undefined },
  failed: string,
) {
  const [server, setServer] = useState<DraftState>(initial.draft ?? EMPTY_STATE);
  const versions = useRef(versionsOf(initial.draft));
  const saved = useRef<AppDraftLike>(stateRef.current.draft);
  const savedVersion = useRef(stateRef.current.version);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [errorText, setErrorText] = useState('');
  const [conflicts, setConflicts] = useState<UnitConflict[]>([]);
  const conflictRef = useRef(conflicts);
  conflictRef.current = conflicts;
  const [kept, setKept] = useState<KeptWork[]>([]);
  const revision = useRef(server.revision);

  const adopt = useCallback((s: DraftState) => {
    revision.current = s.revision;
    setServer(s);
  }, []);

  const saving = useRef<Promise<void> | null>(null);
  const save = useCallback(async (): Promise<number> => {
    while (saving.current) await saving.current.catch(() => {});
    const { version, draft: snapshot } = stateRef.current;
    if (version === savedVersion.current) return revision.current;
    const run = (async () => {
      setStatus('saving');
      const held = new Set(conflictRef.current.map((c) => c.unit));
      const found: UnitConflict[] = [];
      try {
        for (const key of changedUnits(saved.current, snapshot)) {
          if (held.has(key)) continue;
          const known = versions.current.get(key) ?? null;
          const req = unitSave(snapshot, key, known);
          // A page created and deleted again before it was ever saved: nothing to tell the server.
          if (req.kind === 'page' && req.page === null && known === null) {
            saved.current = withUnit(saved.current, snapshot, key);
            continue;
          }
          try {
            const res = await saveUnit(req);
            if (res.unit) versions.current.set(key, res.unit.version);
            else versions.current.delete(key);
            saved.current = withUnit(saved.current, snapshot, key);
            adopt(res.draft);
          } catch (e) {
            if (!(e instanceof ApiError && e.status === 409)) throw e;
            found.push({ unit: key, message: e.message });
          }
        }
        savedVersion.current = version;
        const all = [...conflictRef.current, ...found];
        setConflicts(all);
        setStatus(all.length ? 'conflict' : stateRef.current.version === version ? 'saved' : 'dirty');
      } catch (e) {
        setStatus('error');
        setErrorText((e as Error).message || failed);
        throw e;
      }
    })();
    saving.current = run;
    try {
      await run;
    } finally {
      saving.current = null;
    }
    return revision.current;
  }, [adopt, failed, stateRef]);

  /** The whole draft from the server, replacing this tab's (after a rollback): history starts again. */
  const reloadAll = useCallback(
    async (page?: string) => {
      const full = await loadDraft();
      dispatch({ type: 'load', draft: draftOfFull(full), ...(page ? { page } : {}) });
      saved.current = stateRef.current.draft;
      savedVersion.current = stateRef.current.version;
      versions.current = versionsOf(full.draft);
      if (full.draft) adopt(full.draft);
      setConflicts([]);
      setKept([]);
      setStatus('saved');
    },
    [adopt, dispatch, stateRef],
  );

  /**
   * Takes in what other editors saved since this tab read it, unit by unit, where this tab has no unsaved
   * change of its own (its own work stays); answers whether anything came in.
   */
  const refresh = useCallback(async () => {
    await save().catch(() => {});
    const full = await loadDraft();
    const theirs = draftOfFull(full);
    const now = versionsOf(full.draft);
    let local = stateRef.current.draft;
    const dirty = new Set(changedUnits(saved.current, local));
    for (const key of new Set([...unitsOf(local), ...unitsOf(theirs)])) {
      if (dirty.has(key) || (versions.current.get(key) ?? null) === (now.get(key) ?? null)) continue;
      local = withUnit(local, theirs, key);
      saved.current = withUnit(saved.current, theirs, key);
      if (now.has(key)) versions.current.set(key, now.get(key)!);
      else versions.current.delete(key);
    }
    if (full.draft) adopt(full.draft);
    if (local !== stateRef.current.draft) dispatch({ type: 'replace', draft: local });
  }, [adopt, dispatch, save, stateRef]);

  /**
   * Resolves a conflict: the other editor's version of the unit comes in, and this editor's version is
   * kept beside it (`kept`), to put back change by change on top of theirs.
   */
  const reloadUnit = useCallback(
    async (unit: DraftUnitKey) => {
      const full = await loadDraft();
      const theirs = draftOfFull(full);
      const mine = stateRef.current.draft;
      const base = saved.current;
      const v = versionsOf(full.draft).get(unit);
      if (v === undefined) versions.current.delete(unit);
      else versions.current.set(unit, v);
      saved.current = withUnit(saved.current, theirs, unit);
      if (full.draft) adopt(full.draft);
      dispatch({ type: 'replace', draft: withUnit(mine, theirs, unit) });
      setKept((k) => [...k.filter((w) => w.unit !== unit), { unit, base, mine }]);
      const rest = conflictRef.current.filter((c) => c.unit !== unit);
      setConflicts(rest);
      setStatus(rest.length ? 'conflict' : 'saved');
    },
    [adopt, dispatch, stateRef],
  );

  /** The version of a unit this tab knows (what a publish names); null for a page it never saw saved. */
  const knownVersion = useCallback((unit: string) => versions.current.get(unit as DraftUnitKey) ?? null, []);
  const isDirty = () => stableJson(saved.current) !== stableJson(stateRef.current.draft);

  return {
    server,
    adopt,
    revision,
    status,
    setStatus,
    errorText,
    conflicts,
    kept,
    setKept,
    save,
    savedVersion,
    reloadAll,
    refresh,
    reloadUnit,
    knownVersion,
    isDirty,
    /** After the server itself changed a page (zh_CN drafting): that page as now saved, at its new version. */
    adoptPage: (code: string, draft: AppDraftLike, version: number | undefined) => {
      saved.current = withUnit(saved.current, draft, pageUnit(code));
      if (version !== undefined) versions.current.set(pageUnit(code), version);
    },
  };
}
