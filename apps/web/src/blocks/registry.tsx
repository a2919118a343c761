import { lazy } from 'react';
import type { BlockType } from '@shop/contract';
import type { BlockRenderer } from './types.ts';
import { fetchArticleEarly } from './article-detail/early-fetch.ts';
import { ButtonBlock } from './button/ButtonBlock.tsx';
import { PlaceholderBlock } from './placeholder/PlaceholderBlock.tsx';
import { RichTextBlock } from './rich-text/RichTextBlock.tsx';

const ArticleListBlock = lazy(() => import('./article-list/ArticleListBlock.tsx').then((m) => ({ default: m.ArticleListBlock })));
const ArticleDetailBlock = lazy(() => {
  fetchArticleEarly(window.location.search);
  return import('./article-detail/ArticleDetailBlock.tsx').then((m) => ({ default: m.ArticleDetailBlock }));
});
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
} satisfies { [T in BlockType]: BlockRenderer<T> };
