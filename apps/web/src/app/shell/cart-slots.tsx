import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Goods, Sku } from '@shop/contract';
import { useMemberToken } from '../../lib/session.ts';
import { SITE } from '../../lib/config.ts';
import { guestKeys, parseGuestCart, parseGuestWishlist } from '../../lib/cart/guest.ts';
import { readStorage } from '../../lib/storage.ts';

/*
 * The cart and wishlist pieces the shell and product screens show, loaded on first use so that the home
 * page's script stays within its budget: a page without product cards or a waiting guest cart loads none
 * of the cart code.
 */

const LazyHeart = lazy(() => import('../../features/wishlist/FavouriteHeart.tsx').then((m) => ({ default: m.FavouriteHeart })));
const LazyAddToCart = lazy(() => import('../../features/cart/AddToCart.tsx').then((m) => ({ default: m.AddToCart })));
const LazyCartStart = lazy(() => import('../../features/cart/CartStart.tsx').then((m) => ({ default: m.CartStart })));

export function FavouriteSlot({ spuId }: { spuId: number }) {
  return (
    <Suspense fallback={<span className="favourite-heart-space" style={{ display: 'inline-block', width: 44, height: 44 }} />}>
      <LazyHeart spuId={spuId} />
    </Suspense>
  );
}

export function PurchaseSlot(props: { goods: Goods; sku: Sku | null; complete: boolean; pickupQty?: number }) {
  return (
    <Suspense fallback={<div style={{ minHeight: 44, margin: '16px 0' }} />}>
      <LazyAddToCart {...props} />
    </Suspense>
  );
}

const keys = guestKeys(SITE.appCode);
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const guestWaiting = () => parseGuestCart(readStorage(keys.cart)).length > 0 || parseGuestWishlist(readStorage(keys.wishlist)).length > 0;

/** The merge at login (core §4) is loaded only when a member token is held and a guest cart or wishlist waits. */
export function CartStartSlot() {
  const token = useMemberToken();
  // Read at every render (a login re-renders); other tabs' changes arrive as storage events.
  const waiting = useSyncExternalStore(subscribeStorage, guestWaiting, () => false);
  // Once started it stays mounted for the page's life, so a merge in progress is not cut off.
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (token && waiting) setOn(true);
  }, [token, waiting]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LazyCartStart />
    </Suspense>
  );
}
