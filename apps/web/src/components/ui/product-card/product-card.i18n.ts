import { defineCatalogue } from '../../../lib/i18n.ts';

export const productCardCatalogue = defineCatalogue('productCard', {
  zh_HK: { labels: '標籤', from: '{{price}} 起', originalPrice: '原價', colour: '顏色', inStock: '有貨', soldOut: '售罄' },
  zh_CN: { labels: '标签', from: '{{price}} 起', originalPrice: '原价', colour: '颜色', inStock: '有货', soldOut: '售罄' },
  en: { labels: 'Labels', from: 'From {{price}}', originalPrice: 'Original price', colour: 'Colour', inStock: 'In stock', soldOut: 'Sold out' },
});
