import { useEffect, useRef } from 'react';
import type { AppFull } from '@shop/contract';
import { sendToPreviews } from './preview-follow.ts';

/** Preview windows follow edits a little debounced, like the canvas, so typing stays smooth. */
const PREVIEW_FOLLOW_MS = 150;

/** Preview windows this editor opened ask for the draft when ready, and follow every later edit (issue 27). */
export function usePreviewWindows(appFull: AppFull) {
  const appRef = useRef(appFull);
  appRef.current = appFull;
  const previews = useRef(new Set<Window>());
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !e.source || (e.data as { kind?: string })?.kind !== 'wv:ready') return;
      // The canvas frame answers itself (Canvas); a preview window opened by this editor is answered here,
      // and kept, so that it follows every later edit too (issue 27).
      if ((e.source as Window).parent === window) return;
      previews.current.add(e.source as Window);
      (e.source as Window).postMessage({ kind: 'wv:data', app: appRef.current }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (!previews.current.size) return;
    const timer = window.setTimeout(() => sendToPreviews(previews.current, appFull), PREVIEW_FOLLOW_MS);
    return () => window.clearTimeout(timer);
  }, [appFull]);
}
