import type { RawBlock } from './blocks/fields.ts';
import { upgradeBlock } from './blocks/tree.ts';
import type { AppDraftLike } from './app-links.ts';
import type { AppVersionDiff } from './calls/pages.calls.ts';

/** Canonical JSON (sorted keys), so that two equal settings compare equal whatever their key order. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const blockRef = (b: RawBlock) => ({ id: b.id, type: b.type });
/**
 * A block as visitors get it: stored blocks may be an older version or lack defaults (the seed), while the
 * editor saves them upgraded; comparing raw JSON made an untouched page look changed (issue 27).
 */
const blockJson = (b: RawBlock) => stableJson(upgradeBlock(b));

/**
 * What changed from one whole-site snapshot to the next: site settings and menus, pages added and
 * removed, and per changed page its props and its top-level blocks added, removed, changed (by block id;
 * a change inside a container counts as a change of the container) and whether their order changed.
 * Shared by the version history (server) and the editor's "unpublished changes" view.
 */
export function diffApps(before: AppDraftLike | null, after: AppDraftLike): AppVersionDiff {
  const prevPages = new Map((before?.pageList ?? []).map((p) => [p.pageCode, p]));
  const nextPages = new Map(after.pageList.map((p) => [p.pageCode, p]));
  const diff: AppVersionDiff = {
    appPropsChanged: before !== null && stableJson(before.appProps) !== stableJson(after.appProps),
    menusChanged: before !== null && stableJson(before.menus) !== stableJson(after.menus),
    pagesAdded: after.pageList.filter((p) => !prevPages.has(p.pageCode)).map((p) => p.pageCode),
    pagesRemoved: [...prevPages.keys()].filter((code) => !nextPages.has(code)),
    pagesChanged: [],
  };
  for (const page of after.pageList) {
    const prev = prevPages.get(page.pageCode);
    if (!prev) continue;
    const prevBlocks = new Map(prev.blocks.map((b) => [b.id, b]));
    const nextIds = new Set(page.blocks.map((b) => b.id));
    const blocksAdded = page.blocks.filter((b) => !prevBlocks.has(b.id)).map(blockRef);
    const blocksRemoved = prev.blocks.filter((b) => !nextIds.has(b.id)).map(blockRef);
    const blocksChanged = page.blocks.filter((b) => prevBlocks.has(b.id) && blockJson(prevBlocks.get(b.id)!) !== blockJson(b)).map(blockRef);
    const keptBefore = prev.blocks.filter((b) => nextIds.has(b.id)).map((b) => b.id);
    const keptAfter = page.blocks.filter((b) => prevBlocks.has(b.id)).map((b) => b.id);
    const blocksReordered = keptBefore.join('\n') !== keptAfter.join('\n');
    const propsChanged = page.pageName !== prev.pageName || stableJson(page.pageProps) !== stableJson(prev.pageProps);
    if (propsChanged || blocksReordered || blocksAdded.length || blocksRemoved.length || blocksChanged.length) {
      diff.pagesChanged.push({ pageCode: page.pageCode, propsChanged, blocksReordered, blocksAdded, blocksRemoved, blocksChanged });
    }
  }
  return diff;
}

/** True when the diff holds no change at all. */
export const isEmptyDiff = (d: AppVersionDiff) =>
  !d.appPropsChanged && !d.menusChanged && d.pagesAdded.length === 0 && d.pagesRemoved.length === 0 && d.pagesChanged.length === 0;
