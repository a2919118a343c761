import { defineCatalogue } from '../../lib/i18n.ts';

/** Loaded with the wishlist's lazy chunks, not with the home page (see strings.ts). */

export const wishlistCatalogue = defineCatalogue('wishlist', {
  zh_HK: {
    wishlist: '願望清單',
    wishlistWithCount_one: '願望清單，{{count}} 件商品',
    wishlistWithCount_other: '願望清單，{{count}} 件商品',
    add: '加入願望清單',
    remove: '從願望清單移除',
    removeShort: '移除',
    removeItem: '從願望清單移除 {{title}}',
    empty: '願望清單內沒有商品。',
    continueShopping: '繼續購物',
    bookViewing: '預約到分店睇這些貨品（最多 5 件）',
  },
  zh_CN: {
    wishlist: '心愿单',
    wishlistWithCount_one: '心愿单，{{count}} 件商品',
    wishlistWithCount_other: '心愿单，{{count}} 件商品',
    add: '加入心愿单',
    remove: '从心愿单移除',
    removeShort: '移除',
    removeItem: '从心愿单移除 {{title}}',
    empty: '心愿单内没有商品。',
    continueShopping: '继续购物',
    bookViewing: '预约到分店看这些商品（最多 5 件）',
  },
  en: {
    wishlist: 'Wishlist',
    wishlistWithCount_one: 'Wishlist, {{count}} item',
    wishlistWithCount_other: 'Wishlist, {{count}} items',
    add: 'Add to wishlist',
    remove: 'Remove from wishlist',
    removeShort: 'Remove',
    removeItem: 'Remove {{title}} from the wishlist',
    empty: 'No products in the wishlist.',
    continueShopping: 'Continue shopping',
    bookViewing: 'Book a viewing of these pieces (up to 5)',
  },
});
