import type { Field, FieldMeta, RawBlock } from './fields.ts';
import { BLOCKS, isBlockType, normalizeBlock } from './registry.ts';

/**
 * Blocks nest inside container blocks (component tabs, scroll / swipe / page-list containers) through
 * their `blocks` fields, which may sit inside list items (`tabs.2.blocks`). These plain functions find,
 * insert, move and remove blocks anywhere in a page's tree, guided by each block's field metadata, so a
 * new container type needs nothing here.
 */
export type SlotPath = (string | number)[];
/** Where a list of blocks lives: the page itself (`parentId` null) or a `blocks` field of a block. */
export interface SlotRef {
  parentId: string | null;
  path: SlotPath;
}
export interface Slot extends SlotRef {
  blocks: RawBlock[];
  max: number;
}
export const PAGE_SLOT: SlotRef = { parentId: null, path: [] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function slotsIn(meta: FieldMeta, value: unknown, path: SlotPath, parentId: string, out: Slot[]) {
  if (meta.kind === 'blocks') out.push({ parentId, path, blocks: Array.isArray(value) ? (value as RawBlock[]) : [], max: meta.max });
  else if (meta.kind === 'object') {
    const v = isObject(value) ? value : {};
    for (const [k, f] of Object.entries(meta.shape) as [string, Field<unknown>][]) slotsIn(f.meta, v[k], [...path, k], parentId, out);
  } else if (meta.kind === 'list' && Array.isArray(value)) {
    value.forEach((item, i) => slotsIn(meta.item.meta, item, [...path, i], parentId, out));
  }
}

/** The block lists nested in one block (in the order its settings list them). */
export function childSlots(block: RawBlock): Slot[] {
  if (!isBlockType(block.type)) return [];
  const out: Slot[] = [];
  slotsIn(BLOCKS[block.type].schema.meta, block.props, [], block.id, out);
  return out;
}

function getAt(obj: unknown, path: SlotPath): unknown {
  return path.reduce<unknown>((o, k) => (o === null || o === undefined ? undefined : (o as Record<string | number, unknown>)[k]), obj);
}
function setAt(obj: unknown, path: SlotPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...SlotPath];
  if (typeof head === 'number') {
    const arr = Array.isArray(obj) ? [...obj] : [];
    arr[head] = setAt(arr[head], rest, value);
    return arr;
  }
  const o = isObject(obj) ? { ...obj } : {};
  o[head] = setAt(o[head], rest, value);
  return o;
}

/** Calls `visit` for every block of the tree, depth first, with the slot it sits in. */
export function walkBlocks(blocks: RawBlock[], visit: (block: RawBlock, slot: SlotRef, index: number) => void, slot: SlotRef = PAGE_SLOT) {
  blocks.forEach((b, i) => {
    visit(b, slot, i);
    for (const child of childSlots(b)) walkBlocks(child.blocks, visit, { parentId: child.parentId, path: child.path });
  });
}

export function findBlock(blocks: RawBlock[], id: string): { block: RawBlock; slot: SlotRef; index: number } | null {
  let found: { block: RawBlock; slot: SlotRef; index: number } | null = null;
  walkBlocks(blocks, (block, slot, index) => {
    if (!found && block.id === id) found = { block, slot, index };
  });
  return found;
}

/** Replaces one block (by id) wherever it sits; `fn` returns its new value, or null to remove it. */
export function updateBlock(blocks: RawBlock[], id: string, fn: (b: RawBlock) => RawBlock | null): RawBlock[] {
  const out: RawBlock[] = [];
  for (const b of blocks) {
    if (b.id === id) {
      const next = fn(b);
      if (next) out.push(next);
      continue;
    }
    let props = b.props;
    for (const slot of childSlots(b)) {
      const inner = updateBlock(slot.blocks, id, fn);
      if (inner.length !== slot.blocks.length || inner.some((x, i) => x !== slot.blocks[i])) props = setAt(props, slot.path, inner) as Record<string, unknown>;
    }
    out.push(props === b.props ? b : { ...b, props });
  }
  return out;
}

export function getSlotBlocks(blocks: RawBlock[], ref: SlotRef): RawBlock[] {
  if (ref.parentId === null) return blocks;
  const parent = findBlock(blocks, ref.parentId);
  const v = parent ? getAt(parent.block.props, ref.path) : undefined;
  return Array.isArray(v) ? (v as RawBlock[]) : [];
}

export function setSlotBlocks(blocks: RawBlock[], ref: SlotRef, next: RawBlock[]): RawBlock[] {
  if (ref.parentId === null) return next;
  return updateBlock(blocks, ref.parentId, (p) => ({ ...p, props: setAt(p.props, ref.path, next) as Record<string, unknown> }));
}

export function insertBlock(blocks: RawBlock[], ref: SlotRef, index: number, block: RawBlock): RawBlock[] {
  const list = [...getSlotBlocks(blocks, ref)];
  list.splice(Math.max(0, Math.min(index, list.length)), 0, block);
  return setSlotBlocks(blocks, ref, list);
}

export const removeBlock = (blocks: RawBlock[], id: string) => updateBlock(blocks, id, () => null);

/** True when `id` is `ancestorId` or sits somewhere inside it (a block cannot move into itself). */
export function isInside(blocks: RawBlock[], id: string, ancestorId: string): boolean {
  const anc = findBlock(blocks, ancestorId);
  if (!anc) return false;
  if (id === ancestorId) return true;
  return findBlock([anc.block], id) !== null;
}

/** Moves a block to `index` of another (or the same) slot; refused (unchanged) into itself. */
export function moveBlock(blocks: RawBlock[], id: string, to: SlotRef, index: number): RawBlock[] {
  const at = findBlock(blocks, id);
  if (!at) return blocks;
  if (to.parentId !== null && isInside(blocks, to.parentId, id)) return blocks;
  const sameSlot = at.slot.parentId === to.parentId && JSON.stringify(at.slot.path) === JSON.stringify(to.path);
  const without = removeBlock(blocks, id);
  return insertBlock(without, to, sameSlot && index > at.index ? index - 1 : index, at.block);
}

/** A deep copy with fresh ids for the block and everything nested in it. */
export function cloneWithNewIds(block: RawBlock, newId: () => string): RawBlock {
  let props = block.props;
  for (const slot of childSlots(block))
    props = setAt(
      props,
      slot.path,
      slot.blocks.map((b) => cloneWithNewIds(b, newId)),
    ) as Record<string, unknown>;
  return { ...block, id: newId(), props: structuredClone(props) };
}

/**
 * Lifts a stored block (and everything nested in it) to its type's current version with every setting
 * read through the schema, so the editor always edits whole, valid settings. Unknown types stay as they are.
 */
export function upgradeBlock(raw: RawBlock): RawBlock {
  const n = normalizeBlock(raw);
  if (!n.known) return raw;
  const def = BLOCKS[n.type];
  let up: RawBlock = { id: raw.id, type: raw.type, version: def.version, props: n.props as Record<string, unknown> };
  for (const slot of childSlots(up)) up = { ...up, props: setAt(up.props, slot.path, slot.blocks.map(upgradeBlock)) as Record<string, unknown> };
  return up;
}

/**
 * A page as the server sends it to be drawn (decision 160): every block upgraded and whole, and the
 * editor-written HTML of its settings made inert by `inert` (the server's sanitiser; the editor's canvas
 * uses the browser's), so the storefront draws settings as they come and carries neither the block
 * definitions nor a sanitiser in its script.
 */
export function renderablePage<P extends { blocks: RawBlock[] }>(page: P, inert: (html: string) => string): P {
  return { ...page, blocks: page.blocks.map((b) => inertTree(upgradeBlock(b), inert)) };
}

function inertTree(block: RawBlock, inert: (html: string) => string): RawBlock {
  if (!isBlockType(block.type)) return block;
  const meta = BLOCKS[block.type].schema.meta;
  let props = block.props;
  if (meta.kind === 'object') {
    for (const [key, field] of Object.entries(meta.shape)) {
      const text = props[key] as Record<string, unknown> | undefined;
      if (field.meta.kind !== 'i18n' || !field.meta.html || !text) continue;
      props = { ...props, [key]: Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, typeof html === 'string' ? inert(html) : html])) };
    }
  }
  let out: RawBlock = { ...block, props };
  for (const slot of childSlots(out))
    out = {
      ...out,
      props: setAt(
        out.props,
        slot.path,
        slot.blocks.map((b) => inertTree(b, inert)),
      ) as Record<string, unknown>,
    };
  return out;
}

/** Gives every block of a page a distinct id (migrations and hand-edited seeds may repeat one). */
export function withDistinctIds(blocks: RawBlock[], newId: () => string): RawBlock[] {
  const seen = new Set<string>();
  const fix = (list: RawBlock[]): RawBlock[] =>
    list.map((b) => {
      const id = seen.has(b.id) ? newId() : b.id;
      seen.add(id);
      let props = b.props;
      for (const slot of childSlots(b)) props = setAt(props, slot.path, fix(slot.blocks)) as Record<string, unknown>;
      return { ...b, id, props };
    });
  return fix(blocks);
}

/** A fresh block of a type with its defaults. */
export function newBlock(type: keyof typeof BLOCKS, id: string): RawBlock {
  const def = BLOCKS[type];
  return { id, type, version: def.version, props: structuredClone(def.defaults) as Record<string, unknown> };
}
