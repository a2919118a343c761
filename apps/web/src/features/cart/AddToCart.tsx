import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_LINE_NUM_MAX, type Goods, type Sku } from '@shop/contract';
import { useCartActions } from '../../lib/cart/store.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import './cart.css';

/**
 * Quantity and "Add to cart" on the product page. The sku is the one the visitor's choices select; the
 * button waits until every option is chosen and the sku can be sold in the shop.
 */
export function AddToCart({ goods, sku, complete }: { goods: Goods; sku: Sku | null; complete: boolean }) {
  const { t } = useTranslation('cart');
  const actions = useCartActions();
  const [num, setNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const stock = sku?.storeStockQty ?? 0;
  const sellable = !!sku && goods.status === 'on' && sku.status === 'on' && stock > 0;
  const max = Math.max(1, Math.min(stock, CART_LINE_NUM_MAX));
  const add = async () => {
    if (!sku || !complete) {
      await dialogs.alert(t('chooseOptions'), { kind: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await actions.add([{ skuId: sku.id, num }], { from: button.current });
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
        <button type="button" aria-label={t('decrease', { title: '' }).trim()} disabled={num <= 1} onClick={() => setNum((n) => Math.max(1, n - 1))}>
          −
        </button>
        <output aria-live="polite" data-testid="add-num">
          {num}
        </output>
        <button type="button" aria-label={t('increase', { title: '' }).trim()} disabled={num >= max} onClick={() => setNum((n) => Math.min(max, n + 1))}>
          +
        </button>
      </div>
      <button ref={button} type="button" className="ui-button add-to-cart__button" disabled={busy || (complete && !sellable)} onClick={() => void add()}>
        {complete && !sellable ? t('unavailable') : t('addToCart')}
      </button>
    </div>
  );
}
