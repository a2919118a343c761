import { useTranslation } from 'react-i18next';
import { formatAmount, gramsText, type Order, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import { Img } from '../../components/ui/Img.tsx';
import './orders.css';
import './strings.ts';

export function useMoney() {
  const { amountFormat } = useAppData();
  return (cents: number, kind: 'price' | 'total' = 'price') => formatAmount(cents, amountFormat, kind);
}

/** An order's time, in Hong Kong time. */
export const formatTime = (iso: string) => formatHk(iso, 'dateTime', currentLang());

export function StatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status">
      {t(`status_${status}`)}
    </span>
  );
}

/** Lines, where it goes, and totals of one order. */
export function OrderBody({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const lang = currentLang();
  return (
    <div className="order-body">
      <ul className="order-lines">
        {order.lines.map((l) => {
          const title = wireText(l, 'title', lang);
          const options = l.goodsAttributesSelections.map((s) => wireText(s, 'name', lang)).join(' / ');
          return (
            <li key={`${l.skuId}-${l.isGift}`} className="order-line">
              <Img src={l.img} width={64} alt={title} aspect={1} className="order-line__img" />
              <div>
                <p className="order-line__title">
                  {l.isGift ? <span className="order-gift">{t('gift')}</span> : null} {title}
                </p>
                <p className="order-muted">{[options, `× ${l.num}`].filter(Boolean).join(' · ')}</p>
                {l.weightPrice ? (
                  <p className="order-muted" data-testid="order-by-weight">
                    {t('byWeightLine', {
                      grams: gramsText(l.weightPrice.weightMg),
                      rate: money(l.weightPrice.rateCents),
                      time: formatHk(l.weightPrice.rateAt, 'dateTime', lang),
                      metal: money(l.weightPrice.metalCents),
                      making: money(l.weightPrice.makingChargeCents),
                    })}
                  </p>
                ) : null}
              </div>
              <strong className="order-line__price">{money(l.totalPayPrice)}</strong>
            </li>
          );
        })}
      </ul>
      <p className="order-muted">
        {order.pickupStore
          ? t('pickupAt', { shop: wireText(order.pickupStore, 'name', lang) })
          : order.deliveryAddress
            ? `${t('deliverTo')}: ${order.deliveryAddress.receiverName}, ${[order.deliveryAddress.detail, order.deliveryAddress.district, order.deliveryAddress.area].filter(Boolean).join(', ')}`
            : null}
      </p>
      <dl className="order-totals">
        {order.totalDiscountValue ? (
          <>
            <dt>{t('subtotal')}</dt>
            <dd>{money(order.totalPrice, 'total')}</dd>
            <dt>{t('discount')}</dt>
            <dd>-{money(order.totalDiscountValue, 'total')}</dd>
          </>
        ) : null}
        <dt className="order-totals__pay">{t('total')}</dt>
        <dd className="order-totals__pay" data-testid="order-total">
          {money(order.totalPayPrice, 'total')}
        </dd>
      </dl>
    </div>
  );
}
