import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EDITOR } from '@shop/contract';
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
  listDraftChanges,
  publishApp,
  publishDraftUnits,
  planRestoreVersion,
  saveDraftUnit,
  restoreAppVersion,
  saveAppDraft,
} from '@shop/contract';
import type { Lang, RefKind } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';
import { SITE } from '../../lib/config.ts';
import type { UnitSave } from './draft-units.ts';

/**
 * The editor's one query-key factory (issue 26): its queries and invalidations name keys only through
 * it. `versions()` covers every page of the release history; `media()` every page of the library.
 */
export const editorKeys = {
  all: ['editor'] as const,
  draft: () => [...editorKeys.all, 'draft'] as const,
  versions: () => [...editorKeys.all, 'versions'] as const,
  versionsPage: (pageNo: number) => [...editorKeys.versions(), pageNo] as const,
  version: (number: number) => [...editorKeys.all, 'version', number] as const,
  restorePlan: (number: number) => [...editorKeys.all, 'restorePlan', number] as const,
  media: () => [...editorKeys.all, 'media'] as const,
  mediaPage: (keyword: string, pageNo: number) => [...editorKeys.media(), keyword, pageNo] as const,
  pickerCategories: () => [...editorKeys.all, 'picker', 'categories'] as const,
  pickerSearch: (kind: RefKind, search: string, pageNo: number, lang: Lang) => [...editorKeys.all, 'picker', kind, search, pageNo, lang] as const,
  pickerOne: (kind: RefKind, id: number | null, lang: Lang) => [...editorKeys.all, 'picker', kind, 'one', id, lang] as const,
};

/** The editor's calls (role 5 on the server); every one sends the staff token. */
const staff = { staff: true } as const;
const appCode = SITE.appCode;

export const loadDraft = () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'draft' }, staff);

export const saveDraft = (draft: AppDraftLike, baseRevision: number) =>
  callApi<typeof saveAppDraft>(
    'app/weaver/saveAppDraft',
    { appCode, baseRevision, appProps: draft.appProps, menus: draft.menus, pageList: draft.pageList },
    staff,
  );

/** Saves one unit of the draft (site settings, menus or a page) on the version it was based on (decision 300). */
export const saveUnit = (save: UnitSave) => callApi<typeof saveDraftUnit>('app/weaver/saveDraftUnit', { appCode, ...save }, staff);

/** Every unit whose draft differs from the release, with its diff: what a publish would send out. */
export const listChanges = () => callApi<typeof listDraftChanges>('app/weaver/listDraftChanges', { appCode }, staff);

/** Publishes the chosen units, each at the version this editor knows. */
export const publishUnits = (units: Array<{ unit: string; version: number | null }>) =>
  callApi<typeof publishDraftUnits>('app/weaver/publishDraftUnits', { appCode, units }, staff);

export const publish = (revision: number) => callApi<typeof publishApp>('app/weaver/publishApp', { appCode, revision }, staff);

export const checkDraft = () => callApi<typeof checkAppDraft>('app/weaver/checkAppDraft', { appCode }, staff);

export const listVersions = (pageNo = 1, pageSize: number = EDITOR.VERSIONS_PAGE_SIZE) =>
  callApi<typeof listAppVersions>('app/weaver/listAppVersions', { appCode, pageNo, pageSize }, staff);

export const getVersion = (number: number) => callApi<typeof getAppVersion>('app/weaver/getAppVersion', { appCode, number }, staff);

/** What restoring version `number` would do, unit by unit, and whose unpublished work is where (decision 440). */
export const planRestore = (number: number) => callApi<typeof planRestoreVersion>('app/weaver/planRestoreVersion', { appCode, number }, staff);

/** Restores the chosen units of a version into the draft, each at the draft version the dialog showed; publishes them unless told not to. */
export const restoreVersion = (number: number, units: Array<{ unit: string; version: number | null }>, publish: boolean) =>
  callApi<typeof restoreAppVersion>('app/weaver/restoreAppVersion', { appCode, number, units, publish }, staff);

/** Checks only the page's version (`baseVersion`), so another editor's work elsewhere does not refuse it. */
export const simplifiedFromTraditional = (pageCode: string, baseRevision: number, onlyEmpty: boolean, baseVersion?: number) =>
  callApi<typeof draftSimplifiedFromTraditional>(
    'app/weaver/draftSimplifiedFromTraditional',
    { appCode, pageCode, baseRevision, onlyEmpty, ...(baseVersion !== undefined ? { baseVersion } : {}) },
    staff,
  );

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

/** The draft, loaded once when the editor opens (the editor's own state holds it from then on). */
export const useDraftQuery = () => useQuery({ queryKey: editorKeys.draft(), queryFn: loadDraft, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });

/** One published version in full (a version never changes). */
export const useVersionQuery = (number: number) => useQuery({ queryKey: editorKeys.version(number), queryFn: () => getVersion(number), staleTime: Infinity });

/** A page of the published versions; the last page stays while the next loads. */
export const useVersionsPage = (pageNo: number) =>
  useQuery({ queryKey: editorKeys.versionsPage(pageNo), queryFn: () => listVersions(pageNo), placeholderData: keepPreviousData });

/** A page of the media library for a keyword; the last page stays while the next loads. */
export const useMediaPage = (keyword: string, pageNo: number) =>
  useQuery({ queryKey: editorKeys.mediaPage(keyword, pageNo), queryFn: () => listMediaItems(keyword, pageNo), placeholderData: keepPreviousData });

/** What restoring a version would do, unit by unit: read fresh each time the dialog opens (decision 440). */
export const useRestorePlan = (number: number) =>
  useQuery({ queryKey: editorKeys.restorePlan(number), queryFn: () => planRestore(number), staleTime: 0, gcTime: 0 });
