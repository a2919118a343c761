import type { Field } from './fields.ts';
import { isImageUrl, isRawBlock, type RawBlock } from './fields.ts';
import { BLOCKS, isBlockType } from './registry.ts';
import { isLinkTarget } from '../navigation.ts';
import { LANGS } from '../locale.ts';

/**
 * The strict check a saved block must pass. Reading stays lenient (a stored value out of bounds is clamped
 * when rendered), but writing is not: the editor's save is refused, naming the field, rather than storing a
 * value the renderer would silently replace. A missing setting is fine (it takes its default); a present
 * one must be exactly valid. Used by the server on save and by the editor before it saves.
 */
export interface BlockIssue {
  blockId: string;
  blockType: string;
  /** Dotted path in the block's settings (`props.tabList.2.pageLink`), or `type` / `version` / `id`. */
  field: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/;

function checkField(f: Field<unknown>, value: unknown, path: string, ids: Set<string>): BlockIssue | string | null {
  if (value === undefined) return null;
  const meta = f.meta;
  switch (meta.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return path;
      if (value < meta.bound.min || value > meta.bound.max) return path;
      return meta.integer && !Number.isInteger(value) ? path : null;
    }
    case 'text':
      return typeof value === 'string' && value.length <= meta.maxLength ? null : path;
    case 'i18n': {
      if (!isObject(value)) return path;
      for (const lang of LANGS) {
        const s = value[lang];
        if (s !== undefined && (typeof s !== 'string' || s.length > meta.maxLength)) return `${path}.${lang}`;
      }
      return null;
    }
    case 'choice':
      return (meta.options as readonly unknown[]).includes(value) ? null : path;
    case 'boolean':
      return typeof value === 'boolean' ? null : path;
    case 'color':
      return typeof value === 'string' && (value === '' || COLOR.test(value.trim())) ? null : path;
    case 'image':
      return typeof value === 'string' && (value === '' || isImageUrl(value)) ? null : path;
    case 'link':
      return isLinkTarget(value) ? null : path;
    case 'list': {
      if (!Array.isArray(value) || value.length > meta.max) return path;
      for (let i = 0; i < value.length; i++) {
        const issue = checkField(meta.item, value[i], `${path}.${i}`, ids);
        if (issue) return issue;
      }
      return null;
    }
    case 'object': {
      if (!isObject(value)) return path;
      for (const [key, sub] of Object.entries(meta.shape)) {
        const issue = checkField(sub, value[key], path ? `${path}.${key}` : key, ids);
        if (issue) return issue;
      }
      return null;
    }
    case 'blocks': {
      if (!Array.isArray(value) || value.length > meta.max) return path;
      for (const child of value) {
        const issue = checkBlock(child, ids);
        if (issue) return issue;
      }
      return null;
    }
  }
}

/**
 * Whether one setting's stored value passes the save-time check (a missing value does): the editor flags
 * a stored value that fails it at its field, rather than only refusing the save (issue 27).
 */
export const settingIsValid = (f: Field<unknown>, value: unknown): boolean => checkField(f, value, '', new Set()) === null;

/**
 * The first problem of a block (or of a block nested in it), or null when it may be stored. `ids`
 * collects block ids so that a duplicate id within a page is refused too (pass one set per page).
 */
export function checkBlock(raw: unknown, ids: Set<string> = new Set()): BlockIssue | null {
  const r = isObject(raw) ? raw : {};
  const blockId = typeof r.id === 'string' ? r.id : '?';
  const blockType = typeof r.type === 'string' ? r.type : '?';
  if (!isRawBlock(raw)) {
    const field = typeof r.id !== 'string' || !r.id ? 'id' : typeof r.type !== 'string' ? 'type' : isObject(r.props) ? 'version' : 'props';
    return { blockId, blockType, field };
  }
  if (ids.has(raw.id)) return { blockId, blockType, field: 'id' };
  ids.add(raw.id);
  if (!isBlockType(raw.type)) return { blockId, blockType, field: 'type' };
  const def = BLOCKS[raw.type];
  // Settings saved by an older editor are lifted first; a version from the future is not ours to store.
  if (raw.version > def.version) return { blockId, blockType, field: 'version' };
  let props: Record<string, unknown> = raw.props;
  for (let v = raw.version; v < def.version; v++) {
    const step = def.migrations[v];
    if (step) props = step(props);
  }
  const issue = checkField(def.schema as Field<unknown>, props, '', ids);
  if (issue === null) return null;
  if (typeof issue !== 'string') return issue;
  return { blockId, blockType, field: issue ? `props.${issue}` : 'props' };
}

/** Checks a page's blocks; the first problem, or null. */
export function checkBlocks(list: readonly RawBlock[]): BlockIssue | null {
  const ids = new Set<string>();
  for (const b of list) {
    const issue = checkBlock(b, ids);
    if (issue) return issue;
  }
  return null;
}
