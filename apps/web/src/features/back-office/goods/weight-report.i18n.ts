import { addCatalogue, defineCatalogue } from '../../../lib/i18n.ts';

/** The report of goods priced by weight (issue 30, decision 317). */
export const boWeightReportCatalogue = defineCatalogue('boWeightReport', {
  zh_HK: {
    title: '按重量計價貨品', link: '按重量計價貨品及調價紀錄', intro: '以下貨品按今日金價計價：售價於每次更新金價時重新計算。',
    repricings: '調價紀錄', at: '時間', cause: '原因', cause_rate: '新金價', cause_rule: '儲存計價規則', cause_seed: '初始資料', rate: '足金賣出價（每兩）',
    looked: '按重量貨品', changed: '已調價', total: '合共變動', min: '最小變動', max: '最大變動', noRepricing: '尚未調價',
    goods: '貨品（{{total}} 個 SKU）', product: '貨品', sku: 'SKU', metal: '金屬', weight: '重量', making: '工費', priceNow: '現售價', perGram: '/克', perPiece: '/件', tael: '兩',
    noRate: '此金屬未有金價', off: '已下架', none: '未有按重量計價的貨品。',
  },
  zh_CN: {
    title: '按重量计价货品', link: '按重量计价货品及调价记录', intro: '以下货品按今日金价计价：售价于每次更新金价时重新计算。',
    repricings: '调价记录', at: '时间', cause: '原因', cause_rate: '新金价', cause_rule: '保存计价规则', cause_seed: '初始数据', rate: '足金卖出价（每两）',
    looked: '按重量货品', changed: '已调价', total: '合计变动', min: '最小变动', max: '最大变动', noRepricing: '尚未调价',
    goods: '货品（{{total}} 个 SKU）', product: '货品', sku: 'SKU', metal: '金属', weight: '重量', making: '工费', priceNow: '现售价', perGram: '/克', perPiece: '/件', tael: '两',
    noRate: '此金属未有金价', off: '已下架', none: '未有按重量计价的货品。',
  },
  en: {
    title: 'Goods priced by weight', link: 'Goods priced by weight and re-pricings', intro: "These goods are priced at today's gold price: their prices are computed again at every new gold price.",
    repricings: 'Re-pricings', at: 'When', cause: 'Cause', cause_rate: 'New gold price', cause_rule: 'Pricing rule saved', cause_seed: 'Initial data', rate: '999.9 selling price (per tael)',
    looked: 'Priced by weight', changed: 'Re-priced', total: 'Total change', min: 'Smallest change', max: 'Largest change', noRepricing: 'No re-pricing yet',
    goods: 'Goods ({{total}} SKUs)', product: 'Product', sku: 'SKU', metal: 'Metal', weight: 'Weight', making: 'Making charge', priceNow: 'Price now', perGram: '/g', perPiece: '/piece', tael: 'tael',
    noRate: 'No rate for this metal yet', off: 'Off sale', none: 'No goods are priced by weight.',
  },
});
addCatalogue(boWeightReportCatalogue);
