import { useTranslation } from 'react-i18next';
import { refundWayBackWireLabel, wireText } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { useOrderFull } from './api/get-order-detail.ts';
import { formatTime, useMoney } from './order-parts.tsx';

/**
 * What only the member sees of an order (issue 25): the collection code and its QR code to show at the
 * counter, each refund (lines, amount, points taken back, where the goods went, date), and the points.
 */
export function OrderCollection({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const lang = currentLang();
  const full = useOrderFull(orderNo);
  const d = full.data;
  if (!d) return null;
  return (
    <div className="order-collection">
      {d.collectionCode ? (
        <section className="order-collection__code" aria-label={t('collectionTitle')}>
          <h3>{t('collectionTitle')}</h3>
          <p className="order-collection__digits" data-testid="order-collection-code">
            {d.collectionCode}
          </p>
          {d.collectionQrSvg ? (
            <img
              className="order-collection__qr"
              width={160}
              height={160}
              alt={t('collectionQrAlt')}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(d.collectionQrSvg)}`}
            />
          ) : null}
          <p className="order-muted">{t(d.order.status === 'ready_for_pickup' ? 'collectionReady' : 'collectionLater')}</p>
          {d.order.status === 'reserved' || (d.order.status === 'ready_for_pickup' && !d.order.paidAt) ? (
            <p className="order-muted">{t('collectionPayAtCounter', { amount: money(d.order.totalPayPrice, 'total') })}</p>
          ) : null}
        </section>
      ) : null}
      {d.points > 0 ? (
        <p className="order-muted" data-testid="order-points">
          {t('pointsEarned', { n: d.points })}
        </p>
      ) : null}
      {d.refunds.length > 0 ? (
        <section aria-label={t('refundsTitle')}>
          <h3>{t('refundsTitle')}</h3>
          <ul className="order-refunds" data-testid="order-refunds">
            {d.refunds.map((r, i) => (
              <li key={`${r.at}-${i}`} data-testid="order-refund">
                <p>
                  {formatTime(r.at)} · <strong>{money(r.amount, 'total')}</strong>
                  {r.points > 0 ? ` · ${t('refundPoints', { n: r.points })}` : ''}
                  {' · '}
                  <span className={`order-refund__state order-refund__state--${r.state}`} data-testid="order-refund-state" data-state={r.state}>
                    {/* The way back named as the back office names it (decision 352). */}
                    {r.state === 'refunded' && r.wayBack ? t('refundStateTo', { way: refundWayBackWireLabel(r.wayBack, lang) }) : t(`refundState_${r.state}`)}
                  </span>
                </p>
                <p className="order-muted">{r.lines.map((l) => `${wireText(l, 'title', lang)} × ${l.num}`).join(', ')}</p>
                <p className="order-muted">{r.returnedTo ? t('refundReturnedTo', { shop: wireText(r.returnedTo, 'name', lang) }) : t('refundNotReturned')}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
