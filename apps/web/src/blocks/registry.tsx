import { lazy } from 'react';
import type { BlockType } from '@shop/contract';
import type { BlockRenderer } from './types.ts';
import { ButtonBlock } from './button/ButtonBlock.tsx';
import { PlaceholderBlock } from './placeholder/PlaceholderBlock.tsx';
import { AdvertCarouselBlock } from './advert-carousel/AdvertCarouselBlock.tsx';
import { ImageBlock } from './image/ImageBlock.tsx';
import { BreadcrumbBlock } from './breadcrumb/BreadcrumbBlock.tsx';
import { PageTabBlock } from './page-tab/PageTabBlock.tsx';
import { TextListBlock } from './text-list/TextListBlock.tsx';
import { ImageTextMenuBlock } from './image-text-menu/ImageTextMenuBlock.tsx';
import { MagicCubeBlock } from './magic-cube/MagicCubeBlock.tsx';

// Rich text carries the HTML sanitiser (DOMPurify); pages without it do not load either.
const RichTextBlock = lazy(() => import('./rich-text/RichTextBlock.tsx').then((m) => ({ default: m.RichTextBlock })));

/**
 * One renderer per block type. The `satisfies` makes a block type without a renderer a compile error.
 * Blocks that fetch data or are heavy are imported lazily (`lazy(() => import(...))`) so the home page's
 * script stays small.
 */
export const RENDERERS = {
  button: ButtonBlock,
  placeholder: PlaceholderBlock,
  richText: RichTextBlock,
  advertCarousel: AdvertCarouselBlock,
  image: ImageBlock,
  breadcrumb: BreadcrumbBlock,
  pageTab: PageTabBlock,
  textList: TextListBlock,
  imageTextMenu: ImageTextMenuBlock,
  magicCube: MagicCubeBlock,
} satisfies { [T in BlockType]: BlockRenderer<T> };
