import { lazy } from 'react';
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
  featuredProducts: lazy(() => import('./featured-products/FeaturedProductsBlock.tsx').then((m) => ({ default: m.FeaturedProductsBlock }))),
  categoryEntries: lazy(() => import('./category-entries/CategoryEntriesBlock.tsx').then((m) => ({ default: m.CategoryEntriesBlock }))),
} satisfies { [T in BlockType]: BlockRenderer<T> };
