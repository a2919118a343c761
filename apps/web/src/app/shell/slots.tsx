import { lazy, Suspense, type ComponentType } from 'react';
import type { Goods, Sku } from '@shop/contract';
import { MemberEntry } from '../../features/members/MemberEntry.tsx';
import { MemberStart } from '../../features/members/MemberStart.tsx';
import { CartStartSlot, FavouriteSlot, PurchaseSlot } from './cart-slots.tsx';

/**
 * The shell's optional menus, provided by features: the online-shop bar (search, wishlist, cart) and the
 * club menu. A slot left null is simply not shown.
 */
// Lazy: the official home shows no online-shop bar, so its script stays out of the home page's bundle.
export const ONLINE_MENU: ComponentType | null = lazy(() => import('./OnlineMenu.tsx').then((m) => ({ default: m.OnlineMenu })));
// Lazy: only club pages turn the club menu on.
export const CLUB_MENU: ComponentType | null = lazy(() => import('../../features/club/ClubMenu.tsx').then((m) => ({ default: m.ClubMenu })));
/**
 * Login entry, or greeting with nickname, My Account and Logout (blocks §2 login entry). The header shows
 * it where those entries go; the mobile drawer adds its own Login entry when no member token is held.
 */
export const MEMBER_ENTRY: ComponentType | null = MemberEntry;
/** The same entry on pages that show the online-shop menu: logging out there goes to the online home (core §4). */
export const MEMBER_ENTRY_ONLINE: ComponentType | null = () => <MemberEntry homeAfterLogout="online" />;
/** Runs once the app has loaded: reads the member and asks for the system-upgrade password change (core §4). */
export const MEMBER_START: ComponentType | null = MemberStart;
/** The orders tab of my account (/account/orders): the member's orders, loaded with the tab. */
const MyOrdersTab = lazy(() => import('../../features/orders/OrderPages.tsx').then((m) => ({ default: m.MyOrdersTab })));
export const ACCOUNT_ORDERS_TAB: ComponentType | null = () => (
  <Suspense fallback={<div aria-busy="true" style={{ minHeight: 200 }} />}>
    <MyOrdersTab />
  </Suspense>
);
/** My points redemptions in my account (/account/redemptions), loaded with the tab. */
const MyRedemptions = lazy(() => import('../../features/club/RedemptionPages.tsx').then((m) => ({ default: m.MyRedemptionsTab })));
export const ACCOUNT_REDEMPTIONS_TAB: ComponentType | null = () => (
  <Suspense fallback={<div aria-busy="true" style={{ minHeight: 200 }} />}>
    <MyRedemptions />
  </Suspense>
);
/** My viewing appointments in my account (/account/viewings), with cancel and move; loaded with the tab. */
const MyViewings = lazy(() => import('../../features/viewings/MyViewingsTab.tsx').then((m) => ({ default: m.MyViewingsTab })));
export const ACCOUNT_VIEWINGS_TAB: ComponentType | null = () => (
  <Suspense fallback={<div aria-busy="true" style={{ minHeight: 200 }} />}>
    <MyViewings />
  </Suspense>
);
/** The points history under the balance in my account's points tab (features/member-points), loaded lazily. */
export const ACCOUNT_POINTS_HISTORY: ComponentType | null = lazy(async () => ({
  default: (await import('../../features/member-points/PointsHistory.tsx')).PointsHistory,
}));

/**
 * The wishlist heart on product cards (blocks §2): filled in by the cart and wishlist work. Null: no heart.
 * `PageShell` provides it to every product card through `ProductCardSlots`.
 */
export const PRODUCT_CARD_FAVOURITE: ComponentType<{ spuId: number }> | null = FavouriteSlot;
/** Quantity and add-to-cart on the product page. */
export const PRODUCT_PURCHASE: ComponentType<{ goods: Goods; sku: Sku | null; complete: boolean; pickupQty?: number }> | null = PurchaseSlot;
/** Runs with the app: merges a guest cart and wishlist into the member's at login (core §4). */
export const CART_START: ComponentType | null = CartStartSlot;
