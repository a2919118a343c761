import {
  diffApps,
  pageUnit,
  stableJson,
  upgradeBlock,
  type AppDraftLike,
  type DraftChange,
  type DraftUnitKey,
  type DraftUnitState,
  type Page,
} from '@shop/contract';

/**
 * Pure functions over the editor's units (decision 300): the site settings with the page order, the
 * menus, and each page. What differs between a draft and the release, and the release a publish of a
 * chosen subset of units makes.
 */

const codes = (d: AppDraftLike) => d.pageList.map((p) => p.pageCode);
/** A page as visitors get it, so that an upgraded but untouched seeded page is not a change. */
const pageJson = (p: Page) => stableJson({ ...p, blocks: p.blocks.map(upgradeBlock) });

/** The order of the pages both have, in `d` (a page added or removed is not an order change). */
function commonOrder(d: AppDraftLike, other: AppDraftLike): string {
  const there = new Set(codes(other));
  return codes(d)
    .filter((c) => there.has(c))
    .join('\n');
}

/**
 * Every unit whose draft differs from the release, with its diff; `states` gives versions and who saved,
 * `me` (a username) marks the units the caller saved last (`mine`, what the publish dialog ticks).
 */
export function draftChanges(release: AppDraftLike, draft: AppDraftLike, states: DraftUnitState[], me: string | null = null): DraftChange[] {
  const state = new Map(states.map((s) => [s.unit, s]));
  const base = (unit: DraftUnitKey) => ({
    version: state.get(unit)?.version ?? null,
    savedBy: state.get(unit)?.savedBy ?? null,
    savedAt: state.get(unit)?.savedAt ?? null,
    mine: me !== null && state.get(unit)?.savedBy === me,
  });
  const empty = { appPropsChanged: false, menusChanged: false, pagesAdded: [], pagesRemoved: [], pagesChanged: [] };
  const out: DraftChange[] = [];
  const propsChanged = stableJson(release.appProps) !== stableJson(draft.appProps);
  const orderChanged = commonOrder(release, draft) !== commonOrder(draft, release);
  if (propsChanged || orderChanged) {
    out.push({
      unit: 'site',
      kind: 'site',
      pageCode: null,
      pageName: null,
      change: 'changed',
      ...base('site'),
      orderChanged: orderChanged && !propsChanged,
      diff: { ...empty, appPropsChanged: propsChanged },
    });
  }
  if (stableJson(release.menus) !== stableJson(draft.menus)) {
    out.push({
      unit: 'menus',
      kind: 'menus',
      pageCode: null,
      pageName: null,
      change: 'changed',
      ...base('menus'),
      orderChanged: false,
      diff: { ...empty, menusChanged: true },
    });
  }
  const released = new Map(release.pageList.map((p) => [p.pageCode, p]));
  const only = (p: Page | undefined): AppDraftLike => ({ appProps: draft.appProps, menus: draft.menus, pageList: p ? [p] : [] });
  for (const page of draft.pageList) {
    const before = released.get(page.pageCode);
    if (before && pageJson(before) === pageJson(page)) continue;
    const unit = pageUnit(page.pageCode);
    out.push({
      unit,
      kind: 'page',
      pageCode: page.pageCode,
      pageName: page.pageName,
      change: before ? 'changed' : 'added',
      ...base(unit),
      orderChanged: false,
      diff: diffApps(only(before), only(page)),
    });
  }
  const drafted = new Set(codes(draft));
  for (const page of release.pageList) {
    if (drafted.has(page.pageCode)) continue;
    out.push({
      unit: pageUnit(page.pageCode),
      kind: 'page',
      pageCode: page.pageCode,
      pageName: page.pageName,
      change: 'removed',
      version: null,
      savedBy: null,
      savedAt: null,
      mine: false,
      orderChanged: false,
      diff: diffApps(only(page), only(undefined)),
    });
  }
  return out;
}

/**
 * The release after publishing `units` of the draft: the chosen units as drafted, everything else as
 * released. The page order goes out with the site unit; without it, released pages keep their order and a
 * new page follows them.
 */
export function releaseWithUnits(release: AppDraftLike, draft: AppDraftLike, units: DraftUnitKey[]): AppDraftLike {
  const chosen = new Set(units);
  const drafted = new Map(draft.pageList.map((p) => [p.pageCode, p]));
  const pageList: Page[] = [];
  for (const p of release.pageList) {
    if (!chosen.has(pageUnit(p.pageCode))) pageList.push(p);
    else if (drafted.has(p.pageCode)) pageList.push(drafted.get(p.pageCode)!);
  }
  const have = new Set(pageList.map((p) => p.pageCode));
  for (const p of draft.pageList) if (chosen.has(pageUnit(p.pageCode)) && !have.has(p.pageCode)) pageList.push(p);
  if (chosen.has('site')) {
    const rank = new Map(codes(draft).map((c, i) => [c, i]));
    const releasedRank = new Map(release.pageList.map((p, i) => [p.pageCode, i]));
    pageList.sort(
      (a, b) =>
        (rank.get(a.pageCode) ?? draft.pageList.length + (releasedRank.get(a.pageCode) ?? 0)) -
        (rank.get(b.pageCode) ?? draft.pageList.length + (releasedRank.get(b.pageCode) ?? 0)),
    );
  }
  return {
    appProps: chosen.has('site') ? draft.appProps : release.appProps,
    menus: chosen.has('menus') ? draft.menus : release.menus,
    pageList,
  };
}

/** True when two snapshots would show visitors the same site (order included). */
export const sameRelease = (a: AppDraftLike, b: AppDraftLike) => draftChanges(a, b, []).length === 0 && codes(a).join('\n') === codes(b).join('\n');
