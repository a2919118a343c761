import { addCatalogue, defineCatalogue } from '../../../lib/i18n.ts';

/** The goods form's by-weight pricing fields (issue 30). */
export const boWeightCatalogue = defineCatalogue('boWeight', {
  zh_HK: {
    mode: '計價方式', mode_fixed: '固定價格', mode_weight: '按重量（今日金價）', metal: '金屬', metal_gold9999: '足金 999.9', metal_gold18k: '18K 金', metal_pt950: '鉑金 Pt950',
    weightGrams: '重量（克）', makingMode: '工費', makingMode_fixed: '每件', makingMode_perGram: '每克', making: '工費（HK$）', originalMaking: '原工費（推廣前，可留空）',
    computed: '售價按今日金價於儲存及每次更新金價時計算。',
    otherRates: '其他金屬（每兩，可留空：沿用上次）', k18: '18K 金賣出價', pt950: '鉑金 Pt950 賣出價', rateHint: '留空：18K 按足金價的 {{pct}}%，鉑金沿用上次價格',
  },
  zh_CN: {
    mode: '计价方式', mode_fixed: '固定价格', mode_weight: '按重量（今日金价）', metal: '金属', metal_gold9999: '足金 999.9', metal_gold18k: '18K 金', metal_pt950: '铂金 Pt950',
    weightGrams: '重量（克）', makingMode: '工费', makingMode_fixed: '每件', makingMode_perGram: '每克', making: '工费（HK$）', originalMaking: '原工费（推广前，可留空）',
    computed: '售价按今日金价于保存及每次更新金价时计算。',
    otherRates: '其他金属（每两，可留空：沿用上次）', k18: '18K 金卖出价', pt950: '铂金 Pt950 卖出价', rateHint: '留空：18K 按足金价的 {{pct}}%，铂金沿用上次价格',
  },
  en: {
    mode: 'Pricing', mode_fixed: 'Fixed price', mode_weight: "By weight (today's gold price)", metal: 'Metal', metal_gold9999: '999.9 gold', metal_gold18k: '18K gold', metal_pt950: 'Platinum Pt950',
    weightGrams: 'Weight (g)', makingMode: 'Making charge', makingMode_fixed: 'Per piece', makingMode_perGram: 'Per gram', making: 'Making charge (HK$)', originalMaking: 'Original making charge (before a promotion; optional)',
    computed: "The price is computed at today's gold price on saving and at every new gold price.",
    otherRates: 'Other metals (per tael; optional: the last price stays)', k18: '18K gold selling price', pt950: 'Platinum Pt950 selling price', rateHint: 'Empty: 18K at {{pct}}% of the 999.9 price, platinum keeps its last price',
  },
});
addCatalogue(boWeightCatalogue);
