import {
  cloneWithNewIds,
  EDITOR,
  LANGS,
  plainText,
  upgradeBlock,
  walkApp,
  withDistinctIds,
  ordinaryPage,
  type AppDraftLike,
  type AppFull,
  type Lang,
  type LinkRef,
  type Page,
  type RawBlock,
} from '@shop/contract';

/** Plain functions over the whole draft; the editor's reducer applies them and keeps the history. */

let counter = 0;
/** A block id unique in practice: time, a counter, and a little randomness (ids are at most 64 characters). */
export const newId = () => `b${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const PAGE_CODE_RE = /^[\w-]+$/;

/** A getAppFull draft answer, read for editing: every block lifted to its current version, ids distinct. */
export function draftOfFull(full: AppFull): AppDraftLike {
  return {
    appProps: full.appInfo.appProps,
    menus: full.appInfo.menus,
    pageList: full.pageList.map((p) => ({ ...p, blocks: withDistinctIds(p.blocks.map(upgradeBlock), newId) })),
  };
}

export function updatePage(draft: AppDraftLike, code: string, fn: (p: Page) => Page): AppDraftLike {
  return { ...draft, pageList: draft.pageList.map((p) => (p.pageCode === code ? fn(p) : p)) };
}

export const setBlocks = (draft: AppDraftLike, code: string, fn: (b: RawBlock[]) => RawBlock[]) =>
  updatePage(draft, code, (p) => ({ ...p, blocks: fn(p.blocks) }));

export const blankPage = (pageCode: string, pageName: string): Page => ordinaryPage(pageCode, { zh_HK: pageName, zh_CN: pageName, en: pageName }, [], pageName);

/** Why a page code cannot be used, or null. */
export function pageCodeProblem(draft: AppDraftLike, code: string, except?: string): 'empty' | 'format' | 'taken' | 'tooLong' | null {
  if (!code) return 'empty';
  if (code.length > EDITOR.PAGE_CODE_MAX_LENGTH) return 'tooLong';
  if (!PAGE_CODE_RE.test(code)) return 'format';
  if (code !== except && draft.pageList.some((p) => p.pageCode === code)) return 'taken';
  return null;
}

export function addPage(draft: AppDraftLike, page: Page, afterCode?: string): AppDraftLike {
  const list = [...draft.pageList];
  const at = afterCode ? list.findIndex((p) => p.pageCode === afterCode) + 1 : list.length;
  list.splice(at > 0 ? at : list.length, 0, page);
  return { ...draft, pageList: list };
}

/** A free page code derived from `base` (`ABOUT_COPY`, `ABOUT_COPY2`, …). */
export function freeCode(draft: AppDraftLike, base: string): string {
  const taken = new Set(draft.pageList.map((p) => p.pageCode));
  const stem = base.slice(0, EDITOR.PAGE_CODE_MAX_LENGTH - 3);
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}

export function duplicatePage(draft: AppDraftLike, code: string): { draft: AppDraftLike; code: string } {
  const page = draft.pageList.find((p) => p.pageCode === code);
  if (!page) return { draft, code };
  const copyCode = freeCode(draft, `${code}_COPY`);
  const copy: Page = {
    ...structuredClone(page),
    pageCode: copyCode,
    pageName: `${page.pageName} (copy)`.slice(0, EDITOR.PAGE_NAME_MAX_LENGTH),
    blocks: page.blocks.map((b) => cloneWithNewIds(b, newId)),
  };
  return { draft: addPage(draft, copy, code), code: copyCode };
}

export const deletePage = (draft: AppDraftLike, code: string): AppDraftLike => ({ ...draft, pageList: draft.pageList.filter((p) => p.pageCode !== code) });

export function movePage(draft: AppDraftLike, code: string, to: number): AppDraftLike {
  const list = [...draft.pageList];
  const from = list.findIndex((p) => p.pageCode === code);
  if (from < 0) return draft;
  const [page] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, page!);
  return { ...draft, pageList: list };
}

/** Every place outside the page itself that links to it (menus, home page settings, other pages' blocks). */
export function linksTo(draft: AppDraftLike, code: string): LinkRef[] {
  return walkApp(draft).links.filter((l) => l.pageTarget === code && l.pageCode !== code);
}

/**
 * Texts missing per language on one page: its required texts (title) must be filled in every language,
 * any other text written in one language must be written in all three.
 */
export function completeness(draft: AppDraftLike, code: string): Record<Lang, number> {
  const missing: Record<Lang, number> = { zh_HK: 0, zh_CN: 0, en: 0 };
  for (const t of walkApp({ ...draft, pageList: draft.pageList.filter((p) => p.pageCode === code) }).texts) {
    if (t.pageCode !== code) continue;
    const filled = (l: Lang) => (t.html ? plainText(t.text[l]) : t.text[l].trim()) !== '' || (t.html && /<img\b/i.test(t.text[l]));
    const anyFilled = LANGS.some(filled);
    if (!t.required && !anyFilled) continue;
    for (const l of LANGS) if (!filled(l)) missing[l]++;
  }
  return missing;
}
