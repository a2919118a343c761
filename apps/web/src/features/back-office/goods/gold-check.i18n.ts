import { addCatalogue, defineCatalogue } from '../../../lib/i18n.ts';

/**
 * Gold by weight kept honest (issue 37): the gold price desk's confirmation of a far rate with its effect
 * (decision 370), the bulk change on by-weight goods (decision 371), the goods form's title/metal warning
 * (decision 372) and its original-price hint.
 */
export const boGoldCheckCatalogue = defineCatalogue('boGoldCheck', {
  zh_HK: {
    farTitle: '新金價與上次相差超過 {{pct}}%',
    farChange: '{{metal}}：HK${{from}} → HK${{to}}（{{change}}）',
    effect: '按重量計價的 {{skus}} 個 SKU 中，{{changed}} 個會重新定價：合共 {{total}}，每件 {{min}} 至 {{max}}。',
    noEffect: '按重量計價的貨品售價不變。',
    farConfirm: '確認記錄此金價',
    farBack: '返回修改',
    metal_gold9999: '足金 999.9',
    metal_gold18k: '18K 金',
    metal_pt950: '鉑金 Pt950',
    titleMetal: '貨品名稱寫的是{{named}}，但此 SKU 按{{metal}}計價：請檢查名稱或金屬。',
    savedWithWarning: '已儲存，但請檢查：{{text}}',
    bulkMaking: '按重量：工費 {{before}} → {{after}}',
    bulkWeightNote: '按重量計價的 SKU 會按百分比調整工費（售價 = 金值 + 工費，以今日金價計），不會直接改售價。',
    originalBlank: '留空：與售價相同',
  },
  zh_CN: {
    farTitle: '新金价与上次相差超过 {{pct}}%',
    farChange: '{{metal}}：HK${{from}} → HK${{to}}（{{change}}）',
    effect: '按重量计价的 {{skus}} 个 SKU 中，{{changed}} 个会重新定价：合共 {{total}}，每件 {{min}} 至 {{max}}。',
    noEffect: '按重量计价的商品售价不变。',
    farConfirm: '确认记录此金价',
    farBack: '返回修改',
    metal_gold9999: '足金 999.9',
    metal_gold18k: '18K 金',
    metal_pt950: '铂金 Pt950',
    titleMetal: '商品名称写的是{{named}}，但此 SKU 按{{metal}}计价：请检查名称或金属。',
    savedWithWarning: '已保存，但请检查：{{text}}',
    bulkMaking: '按重量：工费 {{before}} → {{after}}',
    bulkWeightNote: '按重量计价的 SKU 会按百分比调整工费（售价 = 金值 + 工费，以今日金价计），不会直接改售价。',
    originalBlank: '留空：与售价相同',
  },
  en: {
    farTitle: 'The new price is more than {{pct}}% from the last one',
    farChange: '{{metal}}: HK${{from}} → HK${{to}} ({{change}})',
    effect: '{{changed}} of the {{skus}} SKUs priced by weight will be re-priced: {{total}} in all, {{min}} to {{max}} each.',
    noEffect: 'No price of the goods priced by weight changes.',
    farConfirm: 'Record this price',
    farBack: 'Go back and correct it',
    metal_gold9999: '999.9 gold',
    metal_gold18k: '18K gold',
    metal_pt950: 'Pt950 platinum',
    titleMetal: 'The title says {{named}}, but this SKU is priced as {{metal}}: check the title or the metal.',
    savedWithWarning: 'Saved, but check this: {{text}}',
    bulkMaking: 'By weight: making charge {{before}} → {{after}}',
    bulkWeightNote:
      'SKUs priced by weight have their making charge changed by the percentage (price = metal value + making charge, at today’s gold price), never their price directly.',
    originalBlank: 'Blank: the same as the price',
  },
});
addCatalogue(boGoldCheckCatalogue);
