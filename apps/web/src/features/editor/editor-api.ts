import type {
  AppDraftLike,
  checkAppDraft,
  AppFull,
  deleteMedia,
  draftSimplifiedFromTraditional,
  getAppFull,
  getAppVersion,
  listAppVersions,
  listMedia,
  MediaItem,
  publishApp,
  restoreAppVersion,
  saveAppDraft,
} from '@shop/contract';
import { callApi, ApiError } from '../../lib/api-client.ts';
import { SITE } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';
import { currentLang } from '../../lib/i18n.ts';
import { LANG_TAG } from '@shop/contract';

/** The editor's calls (role 5 on the server); every one sends the staff token. */
const staff = { staff: true } as const;
const appCode = SITE.appCode;

export const loadDraft = () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'draft' }, staff);

export const saveDraft = (draft: AppDraftLike, baseRevision: number) =>
  callApi<typeof saveAppDraft>('app/weaver/saveAppDraft', { appCode, baseRevision, appProps: draft.appProps, menus: draft.menus, pageList: draft.pageList }, staff);

export const publish = (revision: number) => callApi<typeof publishApp>('app/weaver/publishApp', { appCode, revision }, staff);

export const checkDraft = () => callApi<typeof checkAppDraft>('app/weaver/checkAppDraft', { appCode }, staff);

export const listVersions = (pageNo = 1) => callApi<typeof listAppVersions>('app/weaver/listAppVersions', { appCode, pageNo, pageSize: 20 }, staff);

export const getVersion = (number: number) => callApi<typeof getAppVersion>('app/weaver/getAppVersion', { appCode, number }, staff);

export const restoreVersion = (number: number, baseRevision: number) =>
  callApi<typeof restoreAppVersion>('app/weaver/restoreAppVersion', { appCode, number, baseRevision, publish: true }, staff);

export const simplifiedFromTraditional = (pageCode: string, baseRevision: number, onlyEmpty: boolean) =>
  callApi<typeof draftSimplifiedFromTraditional>('app/weaver/draftSimplifiedFromTraditional', { appCode, pageCode, baseRevision, onlyEmpty }, staff);

export const listMediaItems = (keyword: string, pageNo = 1) =>
  callApi<typeof listMedia>('app/media/list', { keyword, uploadedOnly: false, pageNo, pageSize: 40 }, staff);

export const deleteMediaItem = (key: string) => callApi<typeof deleteMedia>('app/media/delete', { key }, staff);

/** Upload is multipart (the one call that is not JSON), so it is sent here rather than through callApi. */
export async function uploadMediaFile(file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file);
  body.append('name', file.name.slice(0, 120));
  const token = session.staffUser()?.accessToken;
  const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/';
  const res = await fetch(`${base}app/media/upload`, {
    method: 'POST',
    body,
    headers: { 'accept-language': LANG_TAG[currentLang()], ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = (await res.json().catch(() => ({}))) as { data?: MediaItem; errorCode?: number; errorMessage?: string };
  if (res.ok && json.data) return json.data;
  throw new ApiError(res.status, Number(json.errorCode ?? 0), String(json.errorMessage ?? res.statusText));
}

/** The answer getAppFull would give for a draft: what the canvas and the preview render. */
export function appFullOfDraft(draft: AppDraftLike, base: Pick<AppFull, 'appCode' | 'spuDetailViewSettings'>): AppFull {
  return {
    appCode: base.appCode,
    appInfo: { appCode: base.appCode, appProps: draft.appProps, menus: draft.menus },
    pageList: draft.pageList,
    spuDetailViewSettings: base.spuDetailViewSettings,
  };
}
