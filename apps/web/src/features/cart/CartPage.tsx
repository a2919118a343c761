import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { CART_LINE_NUM_MAX, IMAGE, formatAmount, type CartItem } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useCart, useCartActions } from '../../lib/cart/store.ts';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Img } from '../../components/ui/Img.tsx';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { lineAttributes, lineTitle } from './line-text.ts';
import './cart.css';

/** /onlineCart: the lines with quantity steppers and remove, invalid lines apart with their state, subtotal, checkout. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { cart, isLoading, isError } = useCart();
  const data = useAppData();
  const navigate = useNavigate();
  const valid = cart.items.filter((i) => !i.isInvalidSku);
  const invalid = cart.items.filter((i) => i.isInvalidSku);
  return (
    <div className="cart-page container">
      <h1 className="cart-page__title">{t('cart')}</h1>
      {isLoading ? (
        <div className="cart-page__skeleton" aria-busy="true" />
      ) : cart.items.length === 0 ? (
        <div className="cart-page__empty">
          <p data-testid="cart-empty">{isError ? '' : t('empty')}</p>
          <Link to="/" className="ui-button ui-button--ghost">
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div>
            {valid.length > 0 && (
              <ul className="cart-lines" aria-label={t('cart')}>
                {valid.map((item) => (
                  <CartLine key={item.skuId} item={item} />
                ))}
              </ul>
            )}
            {invalid.length > 0 && (
              <section className="cart-page__invalid" aria-labelledby="cart-invalid-heading">
                <h2 id="cart-invalid-heading">{t('invalidItems')}</h2>
                <ul className="cart-lines">
                  {invalid.map((item) => (
                    <CartLine key={item.skuId} item={item} />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="cart-summary" aria-label={t('subtotal')}>
            <p className="cart-summary__row">
              <span>{t('itemsN', { count: valid.reduce((s, i) => s + i.num, 0) })}</span>
            </p>
            <p className="cart-summary__row cart-summary__total">
              <span>{t('subtotal')}</span>
              <strong data-testid="cart-subtotal">{formatAmount(cart.totalPrice, data.amountFormat, 'total', data.currencySymbol)}</strong>
            </p>
            <button type="button" className="ui-button cart-summary__checkout" disabled={valid.length === 0} onClick={() => navigate('/onlineCheckout')}>
              {t('checkout')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const data = useAppData();
  const actions = useCartActions();
  const lang = currentLang();
  const [busy, setBusy] = useState(false);
  const title = lineTitle(item, lang) || t('unknownGoods');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const max = Math.min(CART_LINE_NUM_MAX, Math.max(item.stockQty ?? 0, item.num));
  const soldOut = item.state === 'SOLD_OUT';
  const price = (cents: number, kind: 'price' | 'total' = 'price') => formatAmount(cents, data.amountFormat, kind, data.currencySymbol);
  return (
    <li className={`cart-line${item.isInvalidSku ? ' cart-line--invalid' : ''}`} data-testid="cart-line" data-sku={item.skuId}>
      <div className="cart-line__pic">
        <Img src={item.img} width={120} widths={[IMAGE.MIN_WIDTH]} sizes="96px" alt="" aspect={1} />
        {soldOut && <span className="cart-line__soldout">{t('soldOut')}</span>}
      </div>
      <div className="cart-line__text">
        {item.spuId ? (
          <Link to={`/product?id=${item.spuId}`} className="cart-line__title">
            {title}
          </Link>
        ) : (
          <span className="cart-line__title">{title}</span>
        )}
        {item.attributes.length > 0 && <span className="cart-line__attrs">{lineAttributes(item, lang)}</span>}
        {item.skuCode && <span className="cart-line__code">{item.skuCode}</span>}
        {item.isInvalidSku && (
          <span className="cart-state" data-testid="cart-line-state">
            {t(`state_${item.state}`)}
          </span>
        )}
        {item.pickupOnlyAt && (
          <span className="cart-state cart-state--pickup" data-testid="cart-line-pickup-only">
            {t('pickupOnly')}
          </span>
        )}
        {item.state !== 'GOODS_NOT_EXIST' && (
          <span className="cart-line__price">
            <span className="visually-hidden">{t('unitPrice')}</span>
            {price(item.price)}
          </span>
        )}
      </div>
      <div className="cart-line__qty">
        <div className="stepper" role="group" aria-label={t('quantity')}>
          <button
            type="button"
            aria-label={t('decrease', { title })}
            disabled={busy || item.num <= 1}
            onClick={() => void run(() => actions.setNum(item.skuId, item.num - 1))}
          >
            −
          </button>
          <output aria-live="polite" data-testid="cart-line-num">
            {item.num}
          </output>
          <button
            type="button"
            aria-label={t('increase', { title })}
            disabled={busy || item.isInvalidSku || item.num >= max}
            onClick={() => void run(() => actions.setNum(item.skuId, item.num + 1))}
          >
            +
          </button>
        </div>
        {!item.isInvalidSku && item.stockQty !== null && item.stockQty <= 5 && <span className="cart-line__stock">{t('stockLeft', { n: item.stockQty })}</span>}
        {item.byWeight && (
          <span className="cart-line__weight" data-testid="cart-by-weight">
            {t('byWeight')}
          </span>
        )}
      </div>
      <strong className="cart-line__total">{item.isInvalidSku ? '—' : price(item.price * item.num, 'total')}</strong>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t('removeItem', { title })}
        disabled={busy}
        onClick={() => void run(() => actions.remove(item.skuId))}
      >
        {t('remove')}
      </button>
    </li>
  );
}
