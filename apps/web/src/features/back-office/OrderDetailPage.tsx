import { useState } from 'react';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_ORDERS, boShipOrder, deskOrderActions, type DeskOrderAction } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/forms.ts';
import { useBoOrder, useOrderSteps } from './api/orders.ts';
import { OrderView } from './OrderView.tsx';
import { OrderMessagesPanel } from './messages/OrderMessagesPanel.tsx';
import { ReturnShopSelect } from './ReturnShopSelect.tsx';
import { RefundLinesPanel } from './refunds/RefundLinesPanel.tsx';
import { TextField } from './parts/fields.tsx';

// The hand-over is the counter's (CounterHandOverPage, on the member's collection code), never the desk's.
type DeskStep = DeskOrderAction;

/** One order (role 6) with the steps ORDER_TRANSITIONS allows from its status, each confirmed first. */
export function OrderDetailPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('backOffice');
  const { t: tClub } = useTranslation('boClub');
  const detail = useBoOrder(orderNo);
  const steps = useOrderSteps();
  const [trackingNo, setTrackingNo] = useState('');
  const [reason, setReason] = useState('');
  const [goodsReturned, setGoodsReturned] = useState(true);
  const [returnStore, setReturnStore] = useState('');
  const busy = Object.values(steps).some((m) => m.isPending);

  const o = detail.data?.order;
  // Money received = a payment that succeeded (decision 351): unpaid orders are cancelled, never refunded.
  const paid = Boolean(detail.data?.payments.some((p) => p.status === 'succeeded' || p.status === 'refunded'));
  // The contract's rule (deskOrderActions), the same the API checks: only steps that can succeed are offered.
  const offered: DeskStep[] = o ? deskOrderActions({ status: o.status, takeWay: o.takeWay, paid }) : [];

  async function run(step: DeskStep) {
    const tracking = trackingNo.trim();
    // The ship call's own schema decides the tracking number (decision 460), before the confirmation.
    if (step === 'ship' && fieldErrors(boShipOrder.request, { orderNo, trackingNo: tracking }).trackingNo) {
      await dialogs.alert(t('orderTracking'), { kind: 'error' });
      return;
    }
    if (
      !(await dialogs.confirm(t(`confirm_${step}`, { orderNo, trackingNo: tracking }), { kind: step === 'refund' || step === 'cancel' ? 'warning' : 'info' }))
    )
      return;
    try {
      if (step === 'ship') await steps.ship.mutateAsync({ orderNo, trackingNo: tracking });
      else if (step === 'cancel') await steps.cancel.mutateAsync({ orderNo, reason: reason.trim() });
      else if (step === 'refund') {
        const done = await steps.refund.mutateAsync({
          orderNo,
          reason: reason.trim(),
          goodsReturned,
          ...(goodsReturned && returnStore ? { returnStoreCode: returnStore } : {}),
        });
        if (done.alreadyRefunded) {
          await dialogs.alert(t('alreadyRefunded'));
          return;
        }
      } else await steps[step].mutateAsync({ orderNo });
      dialogs.toast(t(`done_${step}`));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  return (
    <section className="bo-page" aria-labelledby="bo-order-title">
      <header className="bo-page__head">
        <h1 id="bo-order-title">{orderNo}</h1>
        <Link className="bo-button bo-button--ghost" to="/backOffice/orders">
          {t('orderBack')}
        </Link>
        <PrintLinks orderNo={orderNo} />
      </header>
      {detail.isError ? <p className="bo-error">{errorMessage(detail.error, t)}</p> : null}
      {detail.data ? (
        <>
          <div className="bo-order__actions" data-testid="bo-order-actions">
            {offered.includes('ship') ? (
              <TextField
                label={t('orderTracking')}
                value={trackingNo}
                maxLength={BO_ORDERS.TRACKING_NO_MAX}
                onChange={(x) => setTrackingNo(x)}
                testId="bo-order-tracking"
              />
            ) : null}
            {offered.includes('cancel') || offered.includes('refund') ? (
              <TextField label={t('orderReason')} value={reason} maxLength={BO_ORDERS.REASON_MAX} onChange={(x) => setReason(x)} />
            ) : null}
            {offered.includes('refund') ? (
              <label className="bo-check">
                <input type="checkbox" checked={goodsReturned} onChange={(e) => setGoodsReturned(e.target.checked)} data-testid="bo-order-goods-returned" />{' '}
                {tClub('goodsReturned')}
              </label>
            ) : null}
            {offered.includes('refund') && goodsReturned ? <ReturnShopSelect value={returnStore} onChange={setReturnStore} /> : null}
            {offered.map((step) => (
              <button
                key={step}
                type="button"
                className={`bo-button${step === 'cancel' || step === 'refund' ? ' bo-button--danger' : ''}`}
                disabled={busy}
                onClick={() => void run(step)}
                data-testid={`bo-order-${step}`}
              >
                {t(`btn_${step}`)}
              </button>
            ))}
            {offered.length === 0 ? <p className="bo-note">{t('orderNoActions')}</p> : null}
          </div>
          <OrderView detail={detail.data} />
          <RefundLinesPanel key={detail.data.order.status} orderNo={orderNo} canRefund={offered.includes('refund')} />
          <OrderMessagesPanel key={`m-${detail.data.order.status}`} orderNo={orderNo} />
        </>
      ) : detail.isError ? null : (
        <p className="bo-empty">{t('loading')}</p>
      )}
    </section>
  );
}

/** The printable pick-up slip and receipt of the order (issue 28; home/PrintOrderPage.tsx). */
function PrintLinks({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('boHome');
  const to = (kind: string) => `/backOffice/print/${encodeURIComponent(orderNo)}?kind=${kind}`;
  return (
    <span className="bo-row__actions">
      <Link className="bo-button bo-button--ghost" to={to('slip')} data-testid="bo-order-print-slip">
        {t('printSlip')}
      </Link>
      <Link className="bo-button bo-button--ghost" to={to('receipt')} data-testid="bo-order-print-receipt">
        {t('printReceipt')}
      </Link>
    </span>
  );
}
