import type { BlockType } from '@shop/contract';
import type { BlockRenderer } from './types.ts';
import { ButtonBlock } from './button/ButtonBlock.tsx';
import { PlaceholderBlock } from './placeholder/PlaceholderBlock.tsx';
import { RichTextBlock } from './rich-text/RichTextBlock.tsx';

/**
 * One renderer per block type. The `satisfies` makes a block type without a renderer a compile error.
 * Blocks that fetch data or are heavy are imported lazily (`lazy(() => import(...))`) so the home page's
 * script stays small.
 */
export const RENDERERS = {
  button: ButtonBlock,
  placeholder: PlaceholderBlock,
  richText: RichTextBlock,
} satisfies { [T in BlockType]: BlockRenderer<T> };
