import { defineCatalogue } from '../../lib/i18n.ts';

export const catalogueCatalogue = defineCatalogue('catalogue', {
  zh_HK: {
    sortBy: '排序', sort_newest: '最新上架', sort_priceAsc: '價格由低至高', sort_priceDesc: '價格由高至低', sort_sales: '最暢銷',
    pagination: '分頁', previous: '上一頁', next: '下一頁', pageN: '第 {{n}} 頁', loading: '載入中', noProducts: '沒有相關產品',
    resultsFor: '「{{q}}」的搜尋結果', allProducts: '全部商品', count: '共 {{count}} 件', countAbout: '約 {{count}} 件', breadcrumb: '導覽路徑', labels: '標籤',
    gallery: '商品圖片', zoom: '放大圖片', imageN: '圖片 {{n}}', details: '商品資料',
    originalPrice: '原價', optionSoldOut: '{{option}}（售罄）', itemNo: '貨號', stock: '網店存貨', removedFromSale: '已下架',
    inStockN: '有貨（{{n}} 件）', soldOut: '售罄', chooseOptions: '請選擇款式', related: '你可能喜歡', shopsHolding: '有貨分店',
    noShopHolds: '暫時沒有分店有貨', qtyN: '{{n}} 件', share: '分享', shareTo: '分享到 {{target}}',
    pickupOnlyAt: '網店已售罄 — 可於{{shops}}取貨', listSeparator: '、',
  },
  zh_CN: {
    sortBy: '排序', sort_newest: '最新上架', sort_priceAsc: '价格由低至高', sort_priceDesc: '价格由高至低', sort_sales: '最畅销',
    pagination: '分页', previous: '上一页', next: '下一页', pageN: '第 {{n}} 页', loading: '加载中', noProducts: '没有相关产品',
    resultsFor: '“{{q}}”的搜索结果', allProducts: '全部商品', count: '共 {{count}} 件', countAbout: '约 {{count}} 件', breadcrumb: '导航路径', labels: '标签',
    gallery: '商品图片', zoom: '放大图片', imageN: '图片 {{n}}', details: '商品资料',
    originalPrice: '原价', optionSoldOut: '{{option}}（售罄）', itemNo: '货号', stock: '网店库存', removedFromSale: '已下架',
    inStockN: '有货（{{n}} 件）', soldOut: '售罄', chooseOptions: '请选择款式', related: '你可能喜欢', shopsHolding: '有货分店',
    noShopHolds: '暂时没有分店有货', qtyN: '{{n}} 件', share: '分享', shareTo: '分享到 {{target}}',
    pickupOnlyAt: '网店已售罄 — 可于{{shops}}取货', listSeparator: '、',
  },
  en: {
    sortBy: 'Sort by', sort_newest: 'Newest', sort_priceAsc: 'Price: low to high', sort_priceDesc: 'Price: high to low', sort_sales: 'Best sellers',
    pagination: 'Pages', previous: 'Previous', next: 'Next', pageN: 'Page {{n}}', loading: 'Loading', noProducts: 'No related products',
    resultsFor: 'Results for “{{q}}”', allProducts: 'All products', count: '{{count}} items', countAbout: 'About {{count}} items', breadcrumb: 'Breadcrumb', labels: 'Labels',
    gallery: 'Product pictures', zoom: 'Enlarge picture', imageN: 'Picture {{n}}', details: 'Product details',
    originalPrice: 'Original price', optionSoldOut: '{{option}} (sold out)', itemNo: 'Item no.', stock: 'Online stock', removedFromSale: 'Removed from sale',
    inStockN: 'In stock ({{n}})', soldOut: 'Sold out', chooseOptions: 'Please choose your options', related: 'You may also like', shopsHolding: 'Shops with stock',
    noShopHolds: 'No shop holds this item at the moment', qtyN: '{{n}} pcs', share: 'Share', shareTo: 'Share to {{target}}',
    pickupOnlyAt: 'Sold out online — available for pick-up at {{shops}}', listSeparator: ', ',
  },
});
