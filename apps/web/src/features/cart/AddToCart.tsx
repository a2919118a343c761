import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { CART_LINE_NUM_MAX, type Goods, type Sku } from '@shop/contract';
import { useCartActions } from '../../lib/cart/store.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import './cart.css';

/**
 * Quantity and "Add to cart" on the product page. The sku is the one the visitor's choices select; the
 * button waits until every option is chosen and the sku can be sold in the shop.
 */
export function AddToCart({ goods, sku, complete, pickupQty = 0 }: { goods: Goods; sku: Sku | null; complete: boolean; pickupQty?: number }) {
  const { t } = useTranslation('cart');
  const actions = useCartActions();
  const [num, setNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Sold out online but held at a shop: the cart takes up to what that shop holds, for pick-up there (decision 265).
  const stock = Math.max(sku?.storeStockQty ?? 0, sku ? pickupQty : 0);
  const sellable = !!sku && goods.status === 'on' && sku.status === 'on' && stock > 0;
  // Until the options are chosen the stock is unknown: the quantity is bounded once a sku is selected.
  const max = sku ? Math.max(1, Math.min(stock, CART_LINE_NUM_MAX)) : CART_LINE_NUM_MAX;
  const qty = Math.min(num, max);
  const add = async () => {
    if (!sku || !complete) {
      await dialogs.alert(t('chooseOptions'), { kind: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await actions.add([{ skuId: sku.id, num: qty }], { from: button.current });
      dialogs.toast(t('added'));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="add-to-cart">
      <div className="stepper" role="group" aria-label={t('quantity')}>
        <button type="button" aria-label={t('decreaseQty')} disabled={qty <= 1} onClick={() => setNum(Math.max(1, qty - 1))}>
          −
        </button>
        <output aria-live="polite" data-testid="add-num">
          {qty}
        </output>
        <button type="button" aria-label={t('increaseQty')} disabled={qty >= max} onClick={() => setNum(Math.min(max, qty + 1))}>
          +
        </button>
      </div>
      <button ref={button} type="button" className="ui-button add-to-cart__button" disabled={busy || (complete && !sellable)} onClick={() => void add()}>
        {complete && !sellable ? t('unavailable') : t('addToCart')}
      </button>
    </div>
  );
}
