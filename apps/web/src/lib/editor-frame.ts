import type { AppFull, Lang } from '@shop/contract';
import { renderablePage, TIMING } from '@shop/contract';
import { sanitizeHtml } from './sanitize.ts';

/**
 * The preview protocol between the page editor and a page rendered with `?runMode=preview` (a window the
 * editor opened) or `?runMode=wvEdit` (the editor's canvas frame). Same origin only: messages from any
 * other origin, or from a window that is not our opener / parent, are ignored.
 *
 *   page   → editor  { kind: 'wv:ready' }                       when it starts (and on every reload)
 *   editor → page    { kind: 'wv:data', app, selectedId?, lang? } the draft as getAppFull would answer it (the canvas also names its language)
 *   page   → editor  { kind: 'wv:select', id }                  a block clicked in the canvas
 *
 * The page waits up to 3000 ms for the first data (blocks §4 "Page loading"), then reads the server's
 * draft; if that fails too it renders empty data.
 */
export type FrameMessage =
  | { kind: 'wv:ready' }
  | { kind: 'wv:data'; app: AppFull; selectedId?: string | null; /** The content language the canvas shows. */ lang?: Lang }
  | { kind: 'wv:select'; id: string };

export const isFrameMessage = (v: unknown): v is FrameMessage =>
  typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string' && (v as { kind: string }).kind.startsWith('wv:');

/** The editor window of this page, if it was opened or framed by one. */
export function editorWindow(): Window | null {
  if (window.parent !== window) return window.parent;
  return (window.opener as Window | null) ?? null;
}

export function postToEditor(msg: FrameMessage) {
  editorWindow()?.postMessage(msg, window.location.origin);
}

/** An answer with no pages: what the preview shows when neither the editor nor the server answered. */
export const EMPTY_APP: AppFull = {
  appCode: '',
  appInfo: {
    appCode: '',
    appProps: {
      homePageCode: '',
      onlineHomePageCode: '',
      membershipHomePageCode: '',
      officialBaseUrl: '',
      eshopBaseUrl: '',
      membershipBaseUrl: '',
      commonBigImgScale: 500,
      commonSmallImgScale: 300,
      siteName: { zh_HK: '', zh_CN: '', en: '' },
      logo: '',
    },
    menus: {
      header: [],
      online: [],
      club: [],
      footer: { logo: '', backgroundColor: '#00053e', columns: [], social: [], copyright: { zh_HK: '', zh_CN: '', en: '' } },
    },
  },
  pageList: [],
  spuDetailViewSettings: {},
};

/**
 * Listens for the editor's data: `onData` gets every draft it sends (the canvas follows each edit);
 * `timedOut` fires once if nothing came within the wait. Returns the unsubscribe function.
 */
/**
 * A draft (the editor's, or the server's draft as the editor keeps it) as the release reaches visitors:
 * blocks upgraded and whole, their HTML made inert, so the canvas's BlockList draws the settings as they come (decision 160).
 */
export const renderableApp = (app: AppFull): AppFull => ({ ...app, pageList: app.pageList.map((p) => renderablePage(p, sanitizeHtml)) });

export function listenToEditor(
  onData: (app: AppFull, selectedId: string | null | undefined) => void,
  timedOut: () => void,
  waitMs: number = TIMING.EDITOR_PREVIEW_WAIT_MS,
) {
  const from = editorWindow();
  let got = false;
  const onMessage = (e: MessageEvent) => {
    if (e.origin !== window.location.origin || !from || e.source !== from || !isFrameMessage(e.data)) return;
    if (e.data.kind !== 'wv:data') return;
    got = true;
    onData(renderableApp(e.data.app), e.data.selectedId);
  };
  window.addEventListener('message', onMessage);
  const timer = window.setTimeout(
    () => {
      if (!got) timedOut();
    },
    from ? waitMs : 0,
  );
  postToEditor({ kind: 'wv:ready' });
  return () => {
    window.removeEventListener('message', onMessage);
    window.clearTimeout(timer);
  };
}
