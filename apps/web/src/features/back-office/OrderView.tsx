import { useTranslation } from 'react-i18next';
import { formatAmount, wireText, type BoOrderDetail } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatTime } from './list-tools.tsx';
import { BoRow } from './parts/BoPage.tsx';
import './payments/strings.ts';
import { WeightPriceLine } from './parts/WeightPriceLine.tsx';

export function useMoney() {
  const { amountFormat } = useAppData();
  return (cents: number) => formatAmount(cents, amountFormat, 'total');
}

/**
 * A payment as staff read it: the provider by name (never its code, issue 27), the counter's method and
 * the reference it was paid with; a provider added later without a text yet reads as "Other payment".
 */
function paymentLabel(p: BoOrderDetail['payments'][number], t: (k: string) => string, exists: (k: string) => boolean): string {
  const provider = exists(`backOffice:provider_${p.provider}`) ? t(`provider_${p.provider}`) : t('provider_unknown');
  const method = p.method ? (exists(`backOffice:pay_${p.method}`) ? t(`pay_${p.method}`) : t('provider_unknown')) : '';
  return [provider, method, p.reference].filter(Boolean).join(' · ');
}

/** A step's note as staff read it: a counter payment's method (`card_terminal 1234`) by its name, then the reference. */
function historyNote(note: string, t: (k: string) => string, exists: (k: string) => boolean): string {
  const [first, ...rest] = note.split(' ');
  return first && exists(`backOffice:pay_${first}`) ? [t(`pay_${first}`), ...rest].join(' ') : note;
}

export function OrderStatus({ status }: { status: BoOrderDetail['order']['status'] }) {
  const { t } = useTranslation('backOffice');
  return (
    <span className={`bo-status bo-status--${status}`} data-testid="bo-order-status">
      {t(`ostatus_${status}`)}
    </span>
  );
}

/** One order as the desk and the counter see it: who, where, lines, payments and history. */
/**
 * One order in a list (the orders desk, the order search): number and status, then when, who, how it is
 * taken and the total; `who` and `more` are what each list adds.
 */
export function OrderListRow({
  order: o,
  who,
  more,
}: {
  order: {
    orderNo: string;
    status: BoOrderDetail['order']['status'];
    createdAt: string;
    takeWay: string;
    pickupStoreCode: string | null;
    totalPayPrice: number;
  };
  who: string;
  more?: string;
}) {
  const { t } = useTranslation('backOffice');
  const money = useMoney();
  const lang = currentLang();
  const take = `${t(`takeWay_${o.takeWay}`)}${o.pickupStoreCode ? ` ${o.pickupStoreCode}` : ''}`;
  return (
    <BoRow
      to={`/backOffice/orders/${encodeURIComponent(o.orderNo)}`}
      title={
        <>
          {o.orderNo} · <OrderStatus status={o.status} />
        </>
      }
      detail={[formatTime(o.createdAt, lang), who, take, more, money(o.totalPayPrice)].filter(Boolean).join(' · ')}
    />
  );
}

export function OrderView({ detail }: { detail: BoOrderDetail }) {
  const { t, i18n } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const o = detail.order;
  return (
    <div className="bo-order" data-testid="bo-order">
      <dl className="bo-order__facts">
        <dt>{t('orderNo')}</dt>
        <dd data-testid="bo-order-no">{o.orderNo}</dd>
        <dt>{t('ordersStatus')}</dt>
        <dd>
          <OrderStatus status={o.status} />
        </dd>
        <dt>{t('orderMember')}</dt>
        <dd data-testid="bo-order-member">
          {detail.memberName ? `${detail.memberName} · ${detail.memberPhoneMasked} · ` : ''}
          {detail.memberNo}
        </dd>
        <dt>{t(`takeWay_${o.takeWay}`)}</dt>
        <dd>
          {o.pickupStore
            ? wireText(o.pickupStore, 'name', lang)
            : o.deliveryAddress
              ? `${o.deliveryAddress.receiverName} · ${o.deliveryAddress.district} ${o.deliveryAddress.detail}`
              : ''}
        </dd>
        <dt>{t('orderCreated')}</dt>
        <dd>{formatTime(o.createdAt, lang)}</dd>
        <dt>{t('orderTotal')}</dt>
        <dd>{money(o.totalPayPrice)}</dd>
        {detail.trackingNo ? (
          <>
            <dt>{t('orderTracking')}</dt>
            <dd>{detail.trackingNo}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="bo-order__h">{t('orderLines')}</h2>
      <ul className="bo-rows-list" data-testid="bo-order-lines">
        {o.lines.map((l) => (
          <li key={`${l.skuId}-${l.isGift}`} className="bo-row">
            <span className="bo-row__title">
              {wireText(l, 'title', lang)} × {l.num}
            </span>
            <span className="bo-row__detail">
              {l.skuCode} · {l.goodsAttributesSelections.map((s) => wireText(s, 'name', lang)).join(' / ')} · {money(l.totalPayPrice)}
            </span>
            {l.weightPrice ? <WeightPriceLine w={l.weightPrice} money={money} /> : null}
          </li>
        ))}
      </ul>
      <h2 className="bo-order__h">{t('orderPayments')}</h2>
      <ul className="bo-rows-list">
        {detail.payments.map((p) => (
          <li key={p.id} className="bo-row">
            <span className="bo-row__title">
              {paymentLabel(p, t, (k) => i18n.exists(k))}
              {p.providerMethod ? ` (${t(`providerMethod_${p.providerMethod}`, { defaultValue: t('provider_unknown') })})` : ''} · {money(p.amount)} ·{' '}
              {t(`payStatus_${p.status}`, { defaultValue: t('payStatus_unknown') })}
            </span>
            <span className="bo-row__detail">{formatTime(p.completedAt ?? p.createdAt, lang)}</span>
            {/* A provider confirmation refused or come too late (decision 291): money to check or give back. */}
            {p.flag ? (
              <span className="bo-error" role="alert" data-testid="bo-payment-flag">
                {t('paymentFlag', { ns: 'boPayments' })} {p.flag}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <h2 className="bo-order__h">{t('orderHistory')}</h2>
      <ul className="bo-rows-list" data-testid="bo-order-history">
        {detail.history.map((h, i) => (
          <li key={i} className="bo-row">
            <span className="bo-row__title">
              {t(`act_${h.action}`)} · {h.fromStatus ? t(`ostatus_${h.fromStatus}`) : ''} → {t(`ostatus_${h.toStatus}`)}
            </span>
            <span className="bo-row__detail">
              {formatTime(h.at, lang)} · {h.staffUsername ?? t('orderSystem')}
              {h.note ? (
                <>
                  {' · '}
                  <span translate="no">{historyNote(h.note, t, (k) => i18n.exists(k))}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
