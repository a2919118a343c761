import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { IMAGE, formatAmount } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCart, watchGuestStorage } from '../../lib/cart/store.ts';
import { CART_ICON_ATTR } from '../../lib/cart/fly.ts';
import { currentLang } from '../../lib/i18n.ts';
import { Img } from '../../components/ui/Img.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { lineAttributes, lineTitle } from './line-text.ts';
import './cart.css';

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
        onClick={() => setOpen((o) => !o)}
        {...{ [CART_ICON_ATTR]: '' }}
      >
        <BagIcon />
        {badge}
      </button>
      {open && <SideCart id={panelId} onClose={() => setOpen(false)} />}
    </>
  );
}

function SideCart({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const { cart, isLoading } = useCart();
  const data = useAppData();
  const navigate = useNavigate();
  const lang = currentLang();
  return (
    <Modal id={id} className="side-cart__mask" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="side-cart" data-testid="side-cart">
        <header className="side-cart__head">
          <h2 id={`${id}-title`}>{t('sideCartTitle')}</h2>
          <button type="button" className="side-cart__close" data-autofocus aria-label={t('closeSideCart')} onClick={onClose}>
            ×
          </button>
        </header>
        {cart.items.length === 0 ? (
          <p className="side-cart__empty" aria-busy={isLoading}>
            {isLoading ? '' : t('empty')}
          </p>
        ) : (
          <ul className="side-cart__items">
            {cart.items.map((item) => (
              <li key={item.skuId} className={`side-cart__item${item.isInvalidSku ? ' side-cart__item--invalid' : ''}`}>
                <Img src={item.img} width={IMAGE.MIN_WIDTH} sizes="64px" alt="" aspect={1} className="side-cart__img" />
                <div className="side-cart__text">
                  <Link to={`/product?id=${item.spuId}`} className="side-cart__title">
                    {lineTitle(item, lang) || t('unknownGoods')}
                  </Link>
                  {item.attributes.length > 0 && <span className="side-cart__attrs">{lineAttributes(item, lang)}</span>}
                  {item.isInvalidSku ? (
                    <span className="cart-state">{t(`state_${item.state}`)}</span>
                  ) : (
                    <span className="side-cart__qty">
                      {item.num} × {formatAmount(item.price, data.amountFormat, 'price', data.currencySymbol)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <footer className="side-cart__foot">
          <p className="side-cart__subtotal">
            <span>{t('subtotal')}</span>
            <strong data-testid="side-cart-subtotal">{formatAmount(cart.totalPrice, data.amountFormat, 'total', data.currencySymbol)}</strong>
          </p>
          <button type="button" className="ui-button side-cart__view" onClick={() => navigate('/onlineCart')}>
            {t('viewCart')}
          </button>
        </footer>
      </div>
    </Modal>
  );
}

const BagIcon = () => (
  <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
