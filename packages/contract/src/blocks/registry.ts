import type { BlockDef } from './define.ts';
import { buttonBlock } from './button.block.ts';
import { placeholderBlock } from './placeholder.block.ts';
import { richTextBlock } from './rich-text.block.ts';
import { featuredProductsBlock } from './featured-products.block.ts';
import { categoryEntriesBlock } from './category-entries.block.ts';
import { isRawBlock, type RawBlock } from './fields.ts';

/**
 * Every block type, once. The web app's renderer map is typed `Record<BlockType, …>`, so a type added
 * here without a renderer is a compile error.
 */
export const BLOCKS = {
  button: buttonBlock,
  placeholder: placeholderBlock,
  richText: richTextBlock,
  featuredProducts: featuredProductsBlock,
  categoryEntries: categoryEntriesBlock,
} as const satisfies Record<string, BlockDef>;

export type BlockType = keyof typeof BLOCKS;
export type BlockPropsOf<T extends BlockType> = (typeof BLOCKS)[T]['defaults'];

export const isBlockType = (t: string): t is BlockType => Object.hasOwn(BLOCKS, t);

export type NormalizedBlock =
  | { [T in BlockType]: { id: string; type: T; known: true; props: BlockPropsOf<T> } }[BlockType]
  | { id: string; type: string; known: false };

/**
 * Reads a stored block for rendering: migrates its settings up to the current version, then clamps and
 * defaults them through the block's schema. An unknown type (or a malformed entry) comes back `known: false`.
 */
export function normalizeBlock(raw: unknown): NormalizedBlock {
  if (!isRawBlock(raw)) {
    const r = raw as Partial<RawBlock> | null;
    return { id: String(r?.id ?? 'invalid'), type: String(r?.type ?? 'invalid'), known: false };
  }
  if (!isBlockType(raw.type)) return { id: raw.id, type: raw.type, known: false };
  const def: BlockDef = BLOCKS[raw.type];
  let props = raw.props;
  for (let v = raw.version; v < def.version; v++) {
    const step = def.migrations[v];
    if (step) props = step(props);
  }
  return { id: raw.id, type: raw.type, known: true, props: def.schema.parse(props) } as NormalizedBlock;
}

export type { RawBlock } from './fields.ts';
