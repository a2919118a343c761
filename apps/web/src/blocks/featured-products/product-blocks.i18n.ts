import { defineCatalogue } from '../../lib/i18n.ts';

export const productBlocksCatalogue = defineCatalogue('productBlocks', {
  zh_HK: { featured: '精選商品', viewAll: '查看全部', noProducts: '沒有相關產品', categories: '商品分類', latestTab: '最新商品', hotSalesTab: '熱賣' },
  zh_CN: { featured: '精选商品', viewAll: '查看全部', noProducts: '没有相关产品', categories: '商品分类', latestTab: '最新商品', hotSalesTab: '热卖' },
  en: {
    featured: 'Featured products',
    viewAll: 'View all',
    noProducts: 'No related products',
    categories: 'Categories',
    latestTab: 'New arrivals',
    hotSalesTab: 'Hot sales',
  },
});
