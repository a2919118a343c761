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
  }, [version, save]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      // A unit held back by a conflict is unsaved work too.
      if (stateRef.current.version !== savedVersion.current || sync.isDirty()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
