import { useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { IMAGE, formatAmount } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useCart } from '../../lib/cart/store.ts';
import { currentLang } from '../../lib/i18n.ts';
import { Img } from '../../components/ui/Img.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { lineAttributes, lineTitle } from './line-text.ts';

/** The side cart panel (items, subtotal, View cart), loaded when the cart icon is first pressed (decision 160). */
export function SideCart({ id, onClose }: { id: string; onClose: () => void }) {
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
