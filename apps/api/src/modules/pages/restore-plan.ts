import {
  pageUnit,
  stableJson,
  upgradeBlock,
  type AppDraftLike,
  type DraftUnitKey,
  type DraftUnitState,
  type I18nText,
  type Page,
  type RestoreUnit,
} from '@shop/contract';
import { draftChanges } from './draft-units.ts';

/**
 * What restoring a version does, unit by unit (issue 40, decision 440): for the site settings (with the page
 * order), the menus and every page, whether the version's content differs from the draft and from the live
 * site, and whose unpublished work in the draft it would replace. Pure: the service reads, this decides.
 */

const pageJson = (p: Page | undefined) => (p ? stableJson({ ...p, blocks: p.blocks.map(upgradeBlock) }) : null);
/** The order of the pages both sites have, in `a` (a page only one has is that page's unit, not an order change). */
const commonOrder = (a: AppDraftLike, b: AppDraftLike) => {
  const there = new Set(b.pageList.map((p) => p.pageCode));
  return a.pageList
    .map((p) => p.pageCode)
    .filter((c) => there.has(c))
    .join('\n');
};
const sameSite = (a: AppDraftLike, b: AppDraftLike) => stableJson(a.appProps) === stableJson(b.appProps) && commonOrder(a, b) === commonOrder(b, a);
const sameMenus = (a: AppDraftLike, b: AppDraftLike) => stableJson(a.menus) === stableJson(b.menus);

export function planRestore(version: AppDraftLike, draft: AppDraftLike, release: AppDraftLike, states: DraftUnitState[], me: string): RestoreUnit[] {
  const state = new Map(states.map((s) => [s.unit, s]));
  // A unit is unpublished work when its draft differs from the release (the publish list's own rule).
  const unpublished = new Set(draftChanges(release, draft, states).map((c) => c.unit));
  const out: RestoreUnit[] = [];
  const push = (
    unit: DraftUnitKey,
    kind: RestoreUnit['kind'],
    pageCode: string | null,
    pageName: string | null,
    inDraft: RestoreUnit['draft'],
    changesLive: boolean,
  ) => {
    if (inDraft === 'same' && !changesLive) return;
    const s = state.get(unit);
    const saved = { savedBy: s?.savedBy ?? null, savedAt: s?.savedAt ?? null };
    const replacing = inDraft !== 'same' && unpublished.has(unit);
    out.push({
      unit,
      kind,
      pageCode,
      pageName,
      draft: inDraft,
      changesLive,
      version: inDraft === 'added' ? null : (s?.version ?? null),
      ...saved,
      // Whoever cannot be named (a page deleted in the draft) is not claimed as someone else's work.
      othersWork: replacing && saved.savedBy !== null && saved.savedBy !== me,
      mineUnpublished: replacing && saved.savedBy === me,
    });
  };
  push('site', 'site', null, null, sameSite(version, draft) ? 'same' : 'changed', !sameSite(version, release));
  push('menus', 'menus', null, null, sameMenus(version, draft) ? 'same' : 'changed', !sameMenus(version, release));
  const drafted = new Map(draft.pageList.map((p) => [p.pageCode, p]));
  const released = new Map(release.pageList.map((p) => [p.pageCode, p]));
  const kept = new Set(version.pageList.map((p) => p.pageCode));
  for (const p of version.pageList) {
    const d = drafted.get(p.pageCode);
    const inDraft = !d ? 'added' : pageJson(d) === pageJson(p) ? 'same' : 'changed';
    push(pageUnit(p.pageCode), 'page', p.pageCode, p.pageName, inDraft, pageJson(released.get(p.pageCode)) !== pageJson(p));
  }
  for (const p of draft.pageList) {
    if (kept.has(p.pageCode)) continue;
    push(pageUnit(p.pageCode), 'page', p.pageCode, p.pageName, 'removed', released.has(p.pageCode));
  }
  for (const p of release.pageList) {
    if (kept.has(p.pageCode) || drafted.has(p.pageCode)) continue;
    push(pageUnit(p.pageCode), 'page', p.pageCode, p.pageName, 'same', true);
  }
  return out;
}

/** A unit by name in three languages, for refusals and the audit log (never the raw key). */
export function unitText(u: Pick<RestoreUnit, 'kind' | 'pageCode' | 'pageName'>): I18nText {
  if (u.kind === 'site') return { zh_HK: '網站設定及頁面次序', zh_CN: '网站设置及页面次序', en: 'the site settings and page order' };
  if (u.kind === 'menus') return { zh_HK: '選單', zh_CN: '菜单', en: 'the menus' };
  const name = u.pageName ? ` ${u.pageName}` : '';
  return { zh_HK: `頁面 ${u.pageCode}${name}`, zh_CN: `页面 ${u.pageCode}${name}`, en: `page ${u.pageCode}${name}` };
}
