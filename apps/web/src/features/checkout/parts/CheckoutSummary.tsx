import { useTranslation } from 'react-i18next';
import type { EMPTY_TOTALS } from '../checkout-rules.ts';

type Totals = { [K in keyof typeof EMPTY_TOTALS]: number };

/** The totals and the place-order button. */
export function CheckoutSummary({
  totals,
  busy,
  canPlace,
  placing,
  onPlace,
  money,
}: {
  totals: Totals;
  busy: boolean;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
  money: (cents: number, kind: 'total') => string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <aside className="checkout__summary" aria-labelledby="co-summary">
      <h2 id="co-summary">{t('summary')}</h2>
      <dl className="co-totals" data-testid="checkout-totals" aria-busy={busy}>
        <dt>{t('subtotalOriginal')}</dt>
        <dd>{money(totals.totalOriginalPrice, 'total')}</dd>
        <dt>{t('subtotal')}</dt>
        <dd>{money(totals.totalPrice, 'total')}</dd>
        <dt>{t('discount')}</dt>
        <dd data-testid="checkout-discount">{totals.totalDiscountValue ? `-${money(totals.totalDiscountValue, 'total')}` : money(0, 'total')}</dd>
        {totals.priceRounding ? (
          <>
            <dt>{t('rounding')}</dt>
            <dd>{money(totals.priceRounding, 'total')}</dd>
          </>
        ) : null}
        <dt className="co-totals__pay">{t('payable')}</dt>
        <dd className="co-totals__pay" data-testid="checkout-pay">
          {money(totals.totalPayPrice, 'total')}
        </dd>
      </dl>
      <button type="button" className="ui-button co-place" disabled={placing || !canPlace} onClick={onPlace}>
        {placing ? t('placing') : t('placeOrder')}
      </button>
    </aside>
  );
}
