import { defineCatalogue } from '../../lib/i18n.ts';

export const onlineNavCatalogue = defineCatalogue('onlineNav', {
  zh_HK: { shopBar: '網上商店', login: '登入', myAccount: '我的帳戶', greeting: '您好，{{name}}', wishlist: '心愛清單', cart: '購物袋', shopMenu: '網上商店選單', search: '搜尋', searchLabel: '搜尋商品', searchPlaceholder: '搜尋商品名稱或編號' },
  zh_CN: { shopBar: '网上商店', login: '登录', myAccount: '我的账户', greeting: '您好，{{name}}', wishlist: '心愿清单', cart: '购物袋', shopMenu: '网上商店菜单', search: '搜索', searchLabel: '搜索商品', searchPlaceholder: '搜索商品名称或编号' },
  en: { shopBar: 'Online shop', login: 'Log in', myAccount: 'My account', greeting: 'Hi, {{name}}', wishlist: 'Wishlist', cart: 'Shopping bag', shopMenu: 'Online shop menu', search: 'Search', searchLabel: 'Search products', searchPlaceholder: 'Search by name or item no.' },
});
