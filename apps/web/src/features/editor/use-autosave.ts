import { useEffect, type MutableRefObject } from 'react';
import type { EditorState } from './editor-state.ts';
import type { useDraftSync } from './use-draft-sync.ts';

const AUTOSAVE_MS = 1200;

/** Saves the changed units a moment after the last edit, and asks before the tab closes with work unsaved. */
export function useAutosave(version: number, sync: ReturnType<typeof useDraftSync>, stateRef: MutableRefObject<EditorState>) {
  const { status, save, savedVersion } = sync;
  // A conflict holds back only its own unit: the others go on saving.
  useEffect(() => {
    if (version === savedVersion.current) return;
    if (status !== 'saving' && status !== 'conflict') sync.setStatus('dirty');
    const timer = window.setTimeout(() => void save().catch(() => {}), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
    // An edit (a new version) or a new save function restarts the wait; a status change must not, or
    // the save's own 'saving' → 'saved' would schedule another. savedVersion is a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, save]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      // A unit held back by a conflict is unsaved work too.
      if (stateRef.current.version !== savedVersion.current || sync.isDirty()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
    // Registered once: it reads the refs and the sync's dirty state at the moment the tab closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
