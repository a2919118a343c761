import type { BlockType } from './registry.ts';

/** The editor's palette groups and the /wvDev gallery's sections, in the order they are shown. */
export const BLOCK_PURPOSES = ['layout', 'media', 'text', 'navigation', 'shop', 'club', 'official'] as const;
export type BlockPurpose = (typeof BLOCK_PURPOSES)[number];

export const BLOCK_PURPOSE_TITLE: Record<BlockPurpose, { zh_HK: string; zh_CN: string; en: string }> = {
  layout: { zh_HK: '版面與容器', zh_CN: '版面与容器', en: 'Layout and containers' },
  media: { zh_HK: '圖片與輪播', zh_CN: '图片与轮播', en: 'Pictures and carousels' },
  text: { zh_HK: '文字', zh_CN: '文字', en: 'Text' },
  navigation: { zh_HK: '導覽與按鈕', zh_CN: '导览与按钮', en: 'Navigation and buttons' },
  shop: { zh_HK: '網店商品', zh_CN: '网店商品', en: 'Online shop' },
  club: { zh_HK: '會員積分兌換', zh_CN: '会员积分兑换', en: "Members' club" },
  official: { zh_HK: '官網內容', zh_CN: '官网内容', en: 'Official site content' },
};

/** Every block type's purpose; typed as a full record, so a new block type without one does not compile. */
export const BLOCK_PURPOSE: Record<BlockType, BlockPurpose> = {
  componentTab: 'layout',
  scrollContainer: 'layout',
  swipeContainer: 'layout',
  pageListContainer: 'layout',
  placeholder: 'layout',
  magicCube: 'media',
  advertCarousel: 'media',
  image: 'media',
  imageTextMenu: 'media',
  imageTextList: 'media',
  imageTextCard: 'media',
  richText: 'text',
  textList: 'text',
  storeNotice: 'text',
  timeline: 'text',
  offers: 'text',
  latestTrendHeader: 'text',
  button: 'navigation',
  breadcrumb: 'navigation',
  pageTab: 'navigation',
  featuredProducts: 'shop',
  categoryEntries: 'shop',
  pointsRedemption: 'club',
  articleList: 'official',
  articleDetail: 'official',
  storeSearch: 'official',
  storeList: 'official',
  storeDetail: 'official',
  brandList: 'official',
  brandDetail: 'official',
  watch: 'official',
  jewelleryList: 'official',
  jewelleryDetail: 'official',
  goldPrice: 'official',
  enquiry: 'official',
  contactInfo: 'official',
};
