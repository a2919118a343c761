import type { I18nText, LinkTarget, MenuItem } from '@shop/contract';
import { menuLinkTarget } from '../../lib/menu-link.ts';

/**
 * The mobile drawer's three levels as plain state and transitions (blocks §2 header and navigation):
 * level 0 the main menu; an item with children opens level 1 (an "All" entry, then the item's groups);
 * a group with children opens level 2 ("All", then its leaf links). Selecting anything else navigates.
 */
export interface DrawerState {
  open: boolean;
  level: 0 | 1 | 2;
  /** The main item shown at levels 1 and 2. */
  item: number | null;
  /** The group shown at level 2. */
  group: number | null;
}

export const CLOSED: DrawerState = { open: false, level: 0, item: null, group: null };
export const OPENED: DrawerState = { open: true, level: 0, item: null, group: null };

export type DrawerEntry =
  | { kind: 'all'; title: I18nText; target: LinkTarget }
  | { kind: 'link'; title: I18nText; target: LinkTarget; index: number }
  | { kind: 'branch'; title: I18nText; index: number };

/** Where a menu link goes (shared with the footer). */
export const menuTarget = menuLinkTarget;

/** The entries the drawer lists at its current level. */
export function drawerEntries(state: DrawerState, menu: MenuItem[]): DrawerEntry[] {
  if (state.level === 0 || state.item === null) {
    return menu.map((item, index) =>
      item.children.length > 0 ? { kind: 'branch', title: item.title, index } : { kind: 'link', title: item.title, target: menuTarget(item), index },
    );
  }
  const item = menu[state.item];
  if (!item) return [];
  if (state.level === 1) {
    return [
      { kind: 'all', title: item.title, target: menuTarget(item) },
      ...item.children.map((g, index): DrawerEntry =>
        g.children.length > 0 ? { kind: 'branch', title: g.title, index } : { kind: 'link', title: g.title, target: menuTarget(g), index },
      ),
    ];
  }
  const group = state.group === null ? undefined : item.children[state.group];
  if (!group) return [];
  return [
    { kind: 'all', title: group.title, target: menuTarget(group) },
    ...group.children.map((leaf, index): DrawerEntry => ({ kind: 'link', title: leaf.title, target: menuTarget(leaf), index })),
  ];
}

/** The title of the level shown (the item or group drilled into), for the drawer's heading. */
export function drawerHeading(state: DrawerState, menu: MenuItem[]): I18nText | null {
  if (state.level === 0 || state.item === null) return null;
  const item = menu[state.item];
  if (state.level === 1) return item?.title ?? null;
  return (state.group === null ? undefined : item?.children[state.group])?.title ?? null;
}

/** Choosing an entry: a branch goes one level deeper; a link closes the drawer and navigates. */
export function choose(state: DrawerState, entry: DrawerEntry): { state: DrawerState; navigate?: LinkTarget } {
  if (entry.kind === 'branch') {
    if (state.level === 0) return { state: { open: true, level: 1, item: entry.index, group: null } };
    if (state.level === 1) return { state: { ...state, level: 2, group: entry.index } };
    return { state };
  }
  return { state: CLOSED, navigate: entry.target };
}

/** Back goes down one level; at level 0 it toggles the drawer and its mask. */
export function back(state: DrawerState): DrawerState {
  if (state.level === 2) return { ...state, level: 1, group: null };
  if (state.level === 1) return { open: true, level: 0, item: null, group: null };
  return state.open ? CLOSED : OPENED;
}

/** Choosing a language (or a layout change) closes the drawer and resets its levels. */
export const reset = (): DrawerState => CLOSED;
