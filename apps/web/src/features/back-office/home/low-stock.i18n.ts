import { addCatalogue, defineCatalogue } from '../../../lib/i18n.ts';

/** The list behind a shop's low-stock figure on the home (issue 40). */
export const boLowStockCatalogue = defineCatalogue('boLowStock', {
  zh_HK: {
    title: '低庫存 · {{shop}}',
    intro: '此分店在售而庫存不多於警示數量的 SKU（預設 ≤ {{threshold}} 件，或貨品自己的警示數量），最少的排最前。',
    level: '警示數量',
    levelDefault: '預設',
    back: '返回主頁',
    none: '此分店沒有貨品低於庫存警示數量。',
  },
  zh_CN: {
    title: '低库存 · {{shop}}',
    intro: '此门店在售而库存不多于警示数量的 SKU（默认 ≤ {{threshold}} 件，或货品自己的警示数量），最少的排最前。',
    level: '警示数量',
    levelDefault: '默认',
    back: '返回主页',
    none: '此门店没有货品低于库存警示数量。',
  },
  en: {
    title: 'Low stock · {{shop}}',
    intro: "SKUs on sale in this shop at or below their level (≤ {{threshold}} by default, or the SKU's own level), lowest first.",
    level: 'Level',
    levelDefault: 'default',
    back: 'Back to the home',
    none: 'No goods in this shop are at or below the low-stock level.',
  },
});
addCatalogue(boLowStockCatalogue);
