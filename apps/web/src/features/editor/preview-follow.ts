import type { AppFull } from '@shop/contract';

/**
 * Sends the draft to every preview window this editor answered (`?runMode=preview`), so each follows
 * every edit without a server round trip; windows since closed are forgotten. Same origin only, like the
 * rest of the preview protocol (lib/editor-frame.ts).
 */
export function sendToPreviews(windows: Set<Window>, app: AppFull, origin: string = window.location.origin): number {
  let sent = 0;
  for (const w of windows) {
    if (w.closed) {
      windows.delete(w);
      continue;
    }
    w.postMessage({ kind: 'wv:data', app }, origin);
    sent++;
  }
  return sent;
}
