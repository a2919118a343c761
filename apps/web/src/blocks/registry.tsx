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

/** What React's `lazy` accepts as a component: its own bound, not a type of ours. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

const named = <K extends string, C extends LazyComponent>(load: () => Promise<Record<K, C>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const ArticleListBlock = lazy(() => import('./article-list/ArticleListBlock.tsx').then((m) => ({ default: m.ArticleListBlock })));
const ArticleDetailBlock = lazy(() => import('./article-detail/ArticleDetailBlock.tsx').then((m) => ({ default: m.ArticleDetailBlock })));
const StoreSearchBlock = lazy(() => import('./store-search/StoreSearchBlock.tsx').then((m) => ({ default: m.StoreSearchBlock })));
const StoreListBlock = lazy(() => import('./store-list/StoreListBlock.tsx').then((m) => ({ default: m.StoreListBlock })));
const StoreDetailBlock = lazy(() => import('./store-detail/StoreDetailBlock.tsx').then((m) => ({ default: m.StoreDetailBlock })));
const BrandListBlock = lazy(() => import('./brand-list/BrandListBlock.tsx').then((m) => ({ default: m.BrandListBlock })));
const BrandDetailBlock = lazy(() => import('./brand-detail/BrandDetailBlock.tsx').then((m) => ({ default: m.BrandDetailBlock })));
const ContactInfoBlock = lazy(() => import('./contact-info/ContactInfoBlock.tsx').then((m) => ({ default: m.ContactInfoBlock })));
const WatchBlock = lazy(() => import('./watch/WatchBlock.tsx').then((m) => ({ default: m.WatchBlock })));
const EnquiryBlock = lazy(() => import('./enquiry/EnquiryBlock.tsx').then((m) => ({ default: m.EnquiryBlock })));

/**
 * One renderer per block type. The `satisfies` makes a block type without a renderer a compile error.
 * Blocks that fetch data or are heavy are imported lazily (`lazy(() => import(...))`) so the home page's
 * script stays small.
 */
export const RENDERERS = {
  button: ButtonBlock,
  placeholder: PlaceholderBlock,
  richText: RichTextBlock,
  storeNotice: named(() => import('./store-notice/StoreNoticeBlock.tsx'), 'StoreNoticeBlock'),
  timeline: named(() => import('./timeline/TimelineBlock.tsx'), 'TimelineBlock'),
  offers: named(() => import('./offers/OffersBlock.tsx'), 'OffersBlock'),
  latestTrendHeader: named(() => import('./latest-trend-header/LatestTrendHeaderBlock.tsx'), 'LatestTrendHeaderBlock'),
  componentTab: named(() => import('./component-tab/ComponentTabBlock.tsx'), 'ComponentTabBlock'),
  imageTextList: named(() => import('./image-text-list/ImageTextListBlock.tsx'), 'ImageTextListBlock'),
  imageTextCard: named(() => import('./image-text-card/ImageTextCardBlock.tsx'), 'ImageTextCardBlock'),
  scrollContainer: named(() => import('./scroll-container/ScrollContainerBlock.tsx'), 'ScrollContainerBlock'),
  swipeContainer: named(() => import('./swipe-container/SwipeContainerBlock.tsx'), 'SwipeContainerBlock'),
  pageListContainer: named(() => import('./page-list-container/PageListContainerBlock.tsx'), 'PageListContainerBlock'),
  jewelleryList: named(() => import('./jewellery-list/JewelleryListBlock.tsx'), 'JewelleryListBlock'),
  jewelleryDetail: named(() => import('./jewellery-detail/JewelleryDetailBlock.tsx'), 'JewelleryDetailBlock'),
  goldPrice: named(() => import('./gold-price/GoldPriceBlock.tsx'), 'GoldPriceBlock'),
  advertCarousel: AdvertCarouselBlock,
  image: ImageBlock,
  breadcrumb: BreadcrumbBlock,
  pageTab: PageTabBlock,
  textList: TextListBlock,
  imageTextMenu: ImageTextMenuBlock,
  magicCube: MagicCubeBlock,
  articleList: ArticleListBlock,
  articleDetail: ArticleDetailBlock,
  storeSearch: StoreSearchBlock,
  storeList: StoreListBlock,
  storeDetail: StoreDetailBlock,
  brandList: BrandListBlock,
  brandDetail: BrandDetailBlock,
  enquiry: EnquiryBlock,
  contactInfo: ContactInfoBlock,
  watch: WatchBlock,
  featuredProducts: lazy(() => import('./featured-products/FeaturedProductsBlock.tsx').then((m) => ({ default: m.FeaturedProductsBlock }))),
  categoryEntries: lazy(() => import('./category-entries/CategoryEntriesBlock.tsx').then((m) => ({ default: m.CategoryEntriesBlock }))),
  pointsRedemption: lazy(() => import('./points-redemption/PointsRedemptionBlock.tsx').then((m) => ({ default: m.PointsRedemptionBlock }))),
} satisfies { [T in BlockType]: BlockRenderer<T> };
