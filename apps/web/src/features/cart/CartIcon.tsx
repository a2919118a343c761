import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CART_ICON_ATTR } from '../../lib/cart/cart-icon-mark.ts';
import { useCart, watchGuestStorage } from '../../lib/cart/store.ts';
import './cart.css';

const loadSideCart = () => import('./SideCart.tsx');
const SideCart = lazy(() => loadSideCart().then((m) => ({ default: m.SideCart })));

/** On these pages the icon goes straight to the cart page instead of opening the side cart (core §2). */
const CART_PAGES = ['/onlineCart', '/onlineCheckout'];

/** The cart icon with its count, opening the side cart panel (items, subtotal, View cart). */
export function CartIcon() {
  const { t } = useTranslation('cart');
  const { cart } = useCart();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const client = useQueryClient();
  useEffect(() => setOpen(false), [pathname]);
  // A guest cart or wishlist changed in another tab: refresh ours (debounced).
  useEffect(() => watchGuestStorage(client), [client]);
  const badge = cart.totalNum > 0 && (
    <span className="cart-icon__count" aria-hidden="true" data-testid="cart-count">
      {cart.totalNum > 99 ? '99+' : cart.totalNum}
    </span>
  );
  const label = t('cartWithCount', { count: cart.totalNum });
  if (CART_PAGES.includes(pathname)) {
    return (
      <Link to="/onlineCart" className="cart-icon" aria-label={label} {...{ [CART_ICON_ATTR]: '' }}>
        <BagIcon />
        {badge}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="cart-icon"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => void loadSideCart()}
        onClick={() => setOpen((o) => !o)}
        {...{ [CART_ICON_ATTR]: '' }}
      >
        <BagIcon />
        {badge}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SideCart id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const BagIcon = () => (
  <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
