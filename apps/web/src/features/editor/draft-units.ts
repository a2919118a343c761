import { diffApps, pageUnit, stableJson, type AppDraftLike, type DraftUnitKey, type Page, type RawBlock } from '@shop/contract';

/**
 * The editor's draft as the server keeps it (decision 300): units saved on their own — the site settings
 * with the page order, the menus, and each page. Pure functions: which units this tab changed since it
 * last saved them, one unit's save request, and putting one unit of another draft in place.
 */

const pageOf = (d: AppDraftLike, code: string) => d.pageList.find((p) => p.pageCode === code);
const orderOf = (d: AppDraftLike) => d.pageList.map((p) => p.pageCode);

function unitJson(d: AppDraftLike, key: DraftUnitKey): string | null {
  if (key === 'site') return stableJson({ appProps: d.appProps, order: orderOf(d) });
  if (key === 'menus') return stableJson(d.menus);
  const page = pageOf(d, key.slice(5));
  return page ? stableJson(page) : null;
}

/**
 * The units `draft` changed compared with `saved`: new and changed pages first, then deleted ones, then the
 * site (its page order may name a page just created) and the menus.
 */
export function changedUnits(saved: AppDraftLike, draft: AppDraftLike): DraftUnitKey[] {
  const pages = new Set([...orderOf(saved), ...orderOf(draft)].map(pageUnit));
  const keys = [...pages].filter((k) => unitJson(saved, k) !== unitJson(draft, k));
  keys.sort((a, b) => Number(unitJson(draft, a) === null) - Number(unitJson(draft, b) === null));
  for (const k of ['site', 'menus'] as const) if (unitJson(saved, k) !== unitJson(draft, k)) keys.push(k);
  return keys;
}

export type UnitSave =
  | { kind: 'site'; baseVersion: number; appProps: AppDraftLike['appProps']; pageOrder: string[] }
  | { kind: 'menus'; baseVersion: number; menus: AppDraftLike['menus'] }
  | { kind: 'page'; pageCode: string; baseVersion: number | null; page: Page | null };

/** The save of one unit of `draft`, based on `version` (null: a page this tab is creating). */
export function unitSave(draft: AppDraftLike, key: DraftUnitKey, version: number | null): UnitSave {
  if (key === 'site') return { kind: 'site', baseVersion: version ?? 1, appProps: draft.appProps, pageOrder: orderOf(draft) };
  if (key === 'menus') return { kind: 'menus', baseVersion: version ?? 1, menus: draft.menus };
  const code = key.slice(5);
  return { kind: 'page', pageCode: code, baseVersion: version, page: pageOf(draft, code) ?? null };
}

/** `into` with unit `key` taken from `from` (a page missing there is removed; a new one goes where `from` has it). */
export function withUnit(into: AppDraftLike, from: AppDraftLike, key: DraftUnitKey): AppDraftLike {
  if (key === 'site') {
    const rank = new Map(orderOf(from).map((c, i) => [c, i]));
    const pageList = [...into.pageList].sort((a, b) => (rank.get(a.pageCode) ?? 1e6) - (rank.get(b.pageCode) ?? 1e6));
    return { ...into, appProps: from.appProps, pageList };
  }
  if (key === 'menus') return { ...into, menus: from.menus };
  const code = key.slice(5);
  const page = pageOf(from, code);
  if (!page) return { ...into, pageList: into.pageList.filter((p) => p.pageCode !== code) };
  if (pageOf(into, code)) return { ...into, pageList: into.pageList.map((p) => (p.pageCode === code ? page : p)) };
  const at = Math.min(from.pageList.indexOf(page), into.pageList.length);
  return { ...into, pageList: [...into.pageList.slice(0, at), page, ...into.pageList.slice(at)] };
}

/** One change this editor made to a page, relative to the version it started from. */
export type MyChange = { kind: 'props' } | { kind: 'added' | 'changed'; block: RawBlock } | { kind: 'removed'; blockId: string; blockType: string };

/** What `mine` changed in a page compared with `base` (top-level blocks, as the version history counts them). */
export function myPageChanges(base: Page | undefined, mine: Page | undefined): MyChange[] {
  if (!mine) return [];
  const shell = { appProps: {} as AppDraftLike['appProps'], menus: {} as AppDraftLike['menus'] };
  const diff = diffApps({ ...shell, pageList: base ? [base] : [] }, { ...shell, pageList: [mine] });
  if (!base) return [{ kind: 'props' }, ...mine.blocks.map((block) => ({ kind: 'added' as const, block }))];
  const p = diff.pagesChanged[0];
  if (!p) return [];
  const byId = new Map(mine.blocks.map((b) => [b.id, b]));
  return [
    ...(p.propsChanged ? [{ kind: 'props' as const }] : []),
    ...p.blocksChanged.map((b) => ({ kind: 'changed' as const, block: byId.get(b.id)! })),
    ...p.blocksAdded.map((b) => ({ kind: 'added' as const, block: byId.get(b.id)! })),
    ...p.blocksRemoved.map((b) => ({ kind: 'removed' as const, blockId: b.id, blockType: b.type })),
  ];
}

/**
 * Puts one of my changes on top of the latest page (a block-level three-way merge): the other editor's
 * changes to other blocks stay. A block I added goes after the block it followed in my page.
 */
export function applyMyChange(latest: Page, mine: Page, change: MyChange): Page {
  if (change.kind === 'props') return { ...latest, pageName: mine.pageName, pageProps: mine.pageProps };
  if (change.kind === 'removed') return { ...latest, blocks: latest.blocks.filter((b) => b.id !== change.blockId) };
  const { block } = change;
  if (latest.blocks.some((b) => b.id === block.id)) return { ...latest, blocks: latest.blocks.map((b) => (b.id === block.id ? block : b)) };
  const before = mine.blocks[mine.blocks.findIndex((b) => b.id === block.id) - 1];
  const at = before ? latest.blocks.findIndex((b) => b.id === before.id) + 1 : 0;
  return { ...latest, blocks: [...latest.blocks.slice(0, at), block, ...latest.blocks.slice(at)] };
}
