import type { BlockDef } from './define.ts';
import { buttonBlock } from './button.block.ts';
import { placeholderBlock } from './placeholder.block.ts';
import { richTextBlock } from './rich-text.block.ts';
import { advertCarouselBlock } from './advert-carousel.block.ts';
import { imageBlock } from './image.block.ts';
import { breadcrumbBlock } from './breadcrumb.block.ts';
import { pageTabBlock } from './page-tab.block.ts';
import { textListBlock } from './text-list.block.ts';
import { imageTextMenuBlock } from './image-text-menu.block.ts';
import { magicCubeBlock } from './magic-cube.block.ts';
import { articleListBlock } from './article-list.block.ts';
import { articleDetailBlock } from './article-detail.block.ts';
import { storeSearchBlock } from './store-search.block.ts';
import { storeListBlock } from './store-list.block.ts';
import { storeDetailBlock } from './store-detail.block.ts';
import { brandListBlock } from './brand-list.block.ts';
import { brandDetailBlock } from './brand-detail.block.ts';
import { enquiryBlock } from './enquiry.block.ts';
import { contactInfoBlock } from './contact-info.block.ts';
import { watchBlock } from './watch.block.ts';
import { featuredProductsBlock } from './featured-products.block.ts';
import { categoryEntriesBlock } from './category-entries.block.ts';
import { isRawBlock, type RawBlock } from './fields.ts';
import { pointsRedemptionBlock } from './points-redemption.block.ts';
import { storeNoticeBlock } from './store-notice.block.ts';
import { timelineBlock } from './timeline.block.ts';
import { offersBlock } from './offers.block.ts';
import { latestTrendHeaderBlock } from './latest-trend-header.block.ts';
import { componentTabBlock } from './component-tab.block.ts';
import { imageTextListBlock } from './image-text-list.block.ts';
import { imageTextCardBlock } from './image-text-card.block.ts';
import { scrollContainerBlock, swipeContainerBlock } from './scroll-container.block.ts';
import { pageListContainerBlock } from './page-list-container.block.ts';
import { jewelleryListBlock, jewelleryDetailBlock, goldPriceBlock } from './jewellery.block.ts';

/**
 * Every block type, once. The web app's renderer map is typed `Record<BlockType, …>`, so a type added
 * here without a renderer is a compile error.
 */
export const BLOCKS = {
  button: buttonBlock,
  placeholder: placeholderBlock,
  richText: richTextBlock,
  storeNotice: storeNoticeBlock,
  timeline: timelineBlock,
  offers: offersBlock,
  latestTrendHeader: latestTrendHeaderBlock,
  componentTab: componentTabBlock,
  imageTextList: imageTextListBlock,
  imageTextCard: imageTextCardBlock,
  scrollContainer: scrollContainerBlock,
  swipeContainer: swipeContainerBlock,
  pageListContainer: pageListContainerBlock,
  jewelleryList: jewelleryListBlock,
  jewelleryDetail: jewelleryDetailBlock,
  goldPrice: goldPriceBlock,
  advertCarousel: advertCarouselBlock,
  image: imageBlock,
  breadcrumb: breadcrumbBlock,
  pageTab: pageTabBlock,
  textList: textListBlock,
  imageTextMenu: imageTextMenuBlock,
  magicCube: magicCubeBlock,
  articleList: articleListBlock,
  articleDetail: articleDetailBlock,
  storeSearch: storeSearchBlock,
  storeList: storeListBlock,
  storeDetail: storeDetailBlock,
  brandList: brandListBlock,
  brandDetail: brandDetailBlock,
  enquiry: enquiryBlock,
  contactInfo: contactInfoBlock,
  watch: watchBlock,
  featuredProducts: featuredProductsBlock,
  categoryEntries: categoryEntriesBlock,
  pointsRedemption: pointsRedemptionBlock,
} as const satisfies Record<string, BlockDef>;

export type BlockType = keyof typeof BLOCKS;
export type BlockPropsOf<T extends BlockType> = (typeof BLOCKS)[T]['defaults'];

export const isBlockType = (t: string): t is BlockType => Object.hasOwn(BLOCKS, t);

export type NormalizedBlock =
  { [T in BlockType]: { id: string; type: T; known: true; props: BlockPropsOf<T> } }[BlockType] | { id: string; type: string; known: false };

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
