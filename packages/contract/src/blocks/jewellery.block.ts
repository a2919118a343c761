import { defineBlock } from './define.ts';
import { bool, color, group, i18n, link } from './fields.ts';
import { linkOr } from './official-fields.ts';

/** The jewellery catalogue: filters per parameter, count, shop-list link, gold price panel, grid. */
export const jewelleryListBlock = defineBlock('jewelleryList', 1, {
  title: { zh_HK: '珠寶列表', zh_CN: '珠宝列表', en: 'Jewellery list' },
  schema: group({
    /** Empty: the heading reads "All". */
    listTitle: i18n(60),
    extraLink: link(),
    extraLinkText: i18n(40),
    storeListLink: linkOr({ kind: 'page', pageCode: 'SHOPS' }),
    detailLink: linkOr({ kind: 'page', pageCode: 'JEWELLERY_DETAIL' }),
    showGoldPrice: bool(true),
  }),
});

/** One piece, from the page's `jewelleryId` query. */
export const jewelleryDetailBlock = defineBlock('jewelleryDetail', 1, {
  title: { zh_HK: '珠寶詳情', zh_CN: '珠宝详情', en: 'Jewellery detail' },
  schema: group({
    listLink: linkOr({ kind: 'page', pageCode: 'JEWELLERY' }),
    storeListLink: linkOr({ kind: 'page', pageCode: 'SHOPS' }),
  }),
});

/** The gold price table (per tael and per gram, sell / purchase / exchange). */
export const goldPriceBlock = defineBlock('goldPrice', 1, {
  title: { zh_HK: '金價', zh_CN: '金价', en: 'Gold price' },
  schema: group({ title: i18n(60), showGram: bool(true), headerBgColor: color('#00053e') }),
});
