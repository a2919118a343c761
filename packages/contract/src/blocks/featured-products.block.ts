import { defineBlock } from './define.ts';
import { bool, choice, group, i18n, int, list, refTo, text } from './fields.ts';
import { DB_ID, FEATURED_PRODUCTS_MAX, LATEST_PRODUCT_QTY } from '../limits.ts';

/**
 * Featured / latest products (blocks §2, §3, §9): a grid of product cards, 4 per row above 960 px, else 2,
 * with rows padded by empty fillers. Shows the goods picked in `productList` when there are any, else the
 * newest goods on sale (optionally only those carrying the label `tag`), `goodsDisplayQty` of them.
 *
 * `isShowHotSalesTab` adds a second tab, "Hot sales": the picked goods flagged `isShowHotSalesTab`, or
 * (with none flagged, or none picked) the best sellers.
 */
export const featuredProductsBlock = defineBlock('featuredProducts', 2, {
  title: { zh_HK: '精選商品', zh_CN: '精选商品', en: 'Featured products' },
  schema: group({
    title: i18n(60),
    goodsDisplayQty: int(LATEST_PRODUCT_QTY),
    productList: list(group({ goodsId: refTo('product', int(DB_ID)), isShowHotSalesTab: bool(false) }), FEATURED_PRODUCTS_MAX),
    tag: text(64),
    orderBy: choice(['gmt_create', 'sales'] as const, 'gmt_create'),
    isShowHotSalesTab: bool(false),
  }),
  // Version 1 had no hot-sales tab; reading it with the tab off keeps it as it was.
  migrations: { 1: (props) => props },
});
