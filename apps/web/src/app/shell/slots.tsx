import { lazy, type ComponentType } from 'react';

/**
 * The shell's optional menus, provided by features: the online-shop bar (search, wishlist, cart) and the
 * club menu. A slot left null is simply not shown.
 */
// Lazy: the official home shows no online-shop bar, so its script stays out of the home page's bundle.
export const ONLINE_MENU: ComponentType | null = lazy(() => import('../../features/online-nav/OnlineNav.tsx').then((m) => ({ default: m.OnlineNav })));
export const CLUB_MENU: ComponentType | null = null;

/**
 * The wishlist heart on product cards (blocks §2): filled in by the cart and wishlist work. Null: no heart.
 * `PageShell` provides it to every product card through `ProductCardSlots`.
 */
export const PRODUCT_CARD_FAVOURITE: ComponentType<{ spuId: number }> | null = null;
