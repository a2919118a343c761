import { addCatalogue, defineCatalogue } from '../../lib/i18n.ts';

/** The by-weight price breakdown's strings (issue 30), beside the product page that shows them. */
export const weightPriceCatalogue = defineCatalogue('weightPrice', {
  zh_HK: {
    title: '按重量計價', metal_gold9999: '足金 999.9', metal_gold18k: '18K 金', metal_pt950: '鉑金 Pt950',
    weight: '重量', grams: '{{g}} 克', tael: '{{n}} 兩', mace: '{{n}} 錢', candareen: '{{n}} 分',
    rate: '今日{{metal}}價', perTael: '{{price}} / 兩', metalValue: '金屬價值', making: '工費', makingPerGram: '工費（每克 {{price}}）',
    total: '售價', rateTime: '金價更新於 {{time}}',
  },
  zh_CN: {
    title: '按重量计价', metal_gold9999: '足金 999.9', metal_gold18k: '18K 金', metal_pt950: '铂金 Pt950',
    weight: '重量', grams: '{{g}} 克', tael: '{{n}} 两', mace: '{{n}} 钱', candareen: '{{n}} 分',
    rate: '今日{{metal}}价', perTael: '{{price}} / 两', metalValue: '金属价值', making: '工费', makingPerGram: '工费（每克 {{price}}）',
    total: '售价', rateTime: '金价更新于 {{time}}',
  },
  en: {
    title: 'Priced by weight', metal_gold9999: '999.9 gold', metal_gold18k: '18K gold', metal_pt950: 'Platinum Pt950',
    weight: 'Weight', grams: '{{g}} g', tael: '{{n}} tael', mace: '{{n}} mace', candareen: '{{n}} candareen',
    rate: "Today's {{metal}} price", perTael: '{{price}} / tael', metalValue: 'Metal value', making: 'Making charge', makingPerGram: 'Making charge ({{price}} per gram)',
    total: 'Price', rateTime: 'Rate updated {{time}}',
  },
});
addCatalogue(weightPriceCatalogue);
