import { useTranslation } from 'react-i18next';
import { wireText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import type { PayWay, Preview } from '../checkout-rules.ts';

/**
 * How the member means to pay (decision 357): card online, or at the shop (pick-up only). The preview is
 * priced for it; the section says which way the price assumes and which offers another way would bring.
 */
export function PayWaySection({
  payWay,
  canPayAtShop,
  onChange,
  data,
  money,
}: {
  payWay: PayWay;
  canPayAtShop: boolean;
  onChange: (w: PayWay) => void;
  data: Preview | undefined;
  money: (cents: number, kind: 'total') => string;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  const others = data?.otherMethodOffers ?? [];
  return (
    <section aria-labelledby="co-pay" className="checkout__section" data-testid="checkout-pay-way">
      <h2 id="co-pay">{t('payWay')}</h2>
      <div className="co-takeway" role="radiogroup" aria-labelledby="co-pay">
        <label className="co-choice">
          <input type="radio" name="payWay" checked={payWay === 'card'} onChange={() => onChange('card')} data-testid="pay-way-card" />
          <span>{t('payWayCard')}</span>
        </label>
        <label className="co-choice">
          <input
            type="radio"
            name="payWay"
            checked={payWay === 'at_shop'}
            disabled={!canPayAtShop}
            onChange={() => onChange('at_shop')}
            data-testid="pay-way-at-shop"
          />
          <span>{t('payWayAtShop')}</span>
        </label>
      </div>
      {data ? (
        <p className="co-muted" role="status" data-testid="checkout-priced-for">
          {t(`pricedFor_${data.pricedPaymentKind}`)}
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className="co-muted" data-testid="checkout-other-offers">
          {t(data?.pricedPaymentKind === 'counter' ? 'otherOffersAtShop' : 'otherOffers', {
            offers: others
              .map((o) => `${wireText(o, 'title', lang)}${o.discount ? ` (−${money(o.discount, 'total')})` : ''}`)
              .join(lang === 'en' ? ', ' : '、'),
          })}
        </p>
      ) : null}
    </section>
  );
}
