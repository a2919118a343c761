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
  publishApp,
  restoreAppVersion,
  saveAppDraft,
} from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';
import { SITE } from '../../lib/config.ts';

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

export const MEDIA_PAGE_SIZE = 40;
export const listMediaItems = (keyword: string, pageNo = 1) =>
  callApi<typeof listMedia>('app/media/list', { keyword, uploadedOnly: false, pageNo, pageSize: MEDIA_PAGE_SIZE }, staff);

export const deleteMediaItem = (key: string) => callApi<typeof deleteMedia>('app/media/delete', { key }, staff);

/** The answer getAppFull would give for a draft: what the canvas and the preview render. */
export function appFullOfDraft(draft: AppDraftLike, base: Pick<AppFull, 'appCode' | 'spuDetailViewSettings'>): AppFull {
  return {
    appCode: base.appCode,
    appInfo: { appCode: base.appCode, appProps: draft.appProps, menus: draft.menus },
    pageList: draft.pageList,
    spuDetailViewSettings: base.spuDetailViewSettings,
  };
}
