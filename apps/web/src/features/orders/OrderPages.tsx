import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberOrderActions, ORDER, payOrder, type Order, type PaymentMethod, wireText } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { Form, useForm } from '../../lib/use-form.tsx';
import { orderDetailKey, orderDetailQuery, ordersKey, useOrderDetail } from './api/get-order-detail.ts';
import { useOrderList } from './api/get-order-list.ts';
import { payOrderCall } from './api/pay-order.ts';
import { cancelOrderCall } from './api/cancel-order.ts';
import { confirmReceiptCall } from './api/confirm-receipt.ts';
import { OrderBody, StatusBadge, formatTime, useMoney } from './order-parts.tsx';
import { OrderCollection } from './order-collection.tsx';
import { OrderWordingText } from './order-wording.tsx';
import { repricedOfferOf, type RepricedOffer } from './repriced-offer.ts';
import './strings.ts';

/** How long the return page waits for the provider's webhook, and how often it asks. */
const PROVIDER_WAIT_MS = 60_000;
const PROVIDER_POLL_MS = 1_500;

const validOrderNo = (v: string | null) => (v && /^[A-Z0-9]{1,32}$/.test(v) ? v : null);

/**
 * /orderPayment?orderNo=: choose how to pay. Coming back from the card provider (outcome in the query),
 * it reads the order's real status, since only the provider's signed notification changes it.
 */
export function OrderPaymentPage() {
  return <OrderPayment />;
}

function OrderPayment() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderNo = validOrderNo(params.get('orderNo'));
  const returned = params.has('outcome');
  // Back from Stripe's page: its webhook, not this return, makes the order paid, and it may arrive a
  // moment later; the page asks again until the order moves or the wait is over (decision 291).
  const awaitingProvider = params.get('outcome') === 'returned';
  const [waitUntil] = useState(() => Date.now() + PROVIDER_WAIT_MS);
  const [gaveUp, setGaveUp] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderDetailQuery(orderNo ?? ''),
    enabled: orderNo !== null,
    refetchInterval: (q) => (awaitingProvider && q.state.data?.status === 'pending_payment' && Date.now() < waitUntil ? PROVIDER_POLL_MS : false),
  });
  const money = useMoney();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  // The total this order comes to paid the chosen way, when its price rests on an offer for another way.
  const [repriced, setRepriced] = useState<RepricedOffer | null>(null);
  const setMethod = (m: PaymentMethod) => {
    setPicked(m);
    setRepriced(null);
  };
  // An order priced for paying at the shop (decision 357) starts on that method; another re-prices it.
  const atShopFirst = order.data?.pricedPaymentKind === 'counter' && order.data.paymentMethods.includes('at_shop');
  const method: PaymentMethod = picked ?? (atShopFirst ? 'at_shop' : order.data?.paymentMethods[0]) ?? 'sandbox_card';

  useEffect(() => {
    if (!returned || !order.data) return;
    const o = order.data;
    if (awaitingProvider && o.status === 'pending_payment') {
      if (Date.now() < waitUntil) return;
      setGaveUp(true);
      return;
    }
    navigate(`/${o.status === 'paid' ? 'orderSuccess' : 'orderFailure'}?orderNo=${o.orderNo}`, { replace: true });
  }, [returned, awaitingProvider, waitUntil, order.data, navigate]);

  const pay = useMutation({
    mutationFn: (acceptRepricedTotal?: number) =>
      payOrderCall({ orderNo: orderNo!, method, ...(acceptRepricedTotal !== undefined ? { acceptRepricedTotal } : {}) }),
    onSuccess: (res) => {
      // The answer is the order after the change: the success page shows it, never the order as it was
      // before paying (issue 37: "received your payment" beside "awaiting payment" came from that copy).
      queryClient.setQueryData(orderDetailKey(res.order.orderNo), res.order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      // Our own sandbox page takes the interface language; a provider's page (Stripe: its own locale, and a
      // fragment in its address) is opened exactly as given.
      if (res.redirectUrl?.startsWith('/')) window.location.assign(`${res.redirectUrl}${res.redirectUrl.includes('?') ? '&' : '?'}lang=${currentLang()}`);
      else if (res.redirectUrl) window.location.assign(res.redirectUrl);
      else navigate(`/orderSuccess?orderNo=${res.order.orderNo}`);
    },
    onError: (err) => {
      // Paying this way changes the price (decision 357): the page says the new total and asks to confirm it.
      const offer = repricedOfferOf(err, method);
      if (offer) setRepriced(offer);
      else void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    },
  });

  // The method chosen is the form's one field; a repriced total is confirmed by its own button.
  const payForm = useForm({
    schema: payOrder.request,
    initial: {},
    request: () => ({ orderNo, method }),
    send: () => pay.mutateAsync(undefined),
    t,
  });

  if (!orderNo) return <UnknownOrder />;
  if (gaveUp) {
    return (
      <main className="orders container" id="main">
        <h1 className="orders__title">{t('payTitle')}</h1>
        <p role="status" data-testid="payment-still-confirming">
          {t('stillConfirming')}
        </p>
        <Link className="ui-button ui-button--ghost" to="/account/orders">
          {t('toOrders')}
        </Link>
      </main>
    );
  }
  if (returned || order.isPending) {
    return (
      <main className="orders container" id="main" aria-busy="true">
        <h1 className="orders__title">{t('payTitle')}</h1>
        <p role="status">{t('checkingPayment')}</p>
      </main>
    );
  }
  if (order.isError) return <UnknownOrder error={order.error} />;
  const o = order.data;
  return (
    <main className="orders container orders--narrow" id="main">
      <h1 className="orders__title">{t('payTitle')}</h1>
      <p className="order-head">
        {t('orderNo')} <strong data-testid="order-no">{o.orderNo}</strong> <StatusBadge status={o.status} />
      </p>
      <OrderBody order={o} />
      {o.paymentMethods.length === 0 ? (
        <p>{t('notPayable')}</p>
      ) : (
        <Form form={payForm} className="order-pay">
          <fieldset>
            <legend>{t('payBy')}</legend>
            {o.paymentMethods.map((m) => (
              <label key={m} className="order-choice">
                <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                <span>{t(`method_${m}`)}</span>
              </label>
            ))}
          </fieldset>
          <OrderWordingText order={o} />
          {repriced && repriced.method === method ? (
            <section className="order-repriced" role="alert" data-testid="order-repriced">
              <p>{t('repricedText', { was: money(o.totalPayPrice, 'total'), amount: money(repriced.amount, 'total') })}</p>
              <button type="button" className="ui-button" disabled={pay.isPending} onClick={() => pay.mutate(repriced.amount)}>
                {t(method === 'at_shop' ? 'repricedPayAtShop' : 'repricedPayThisWay', { amount: money(repriced.amount, 'total') })}
              </button>
            </section>
          ) : (
            <button className="ui-button order-pay__go" type="submit" disabled={pay.isPending}>
              {t('payNow')} · {money(o.totalPayPrice, 'total')}
            </button>
          )}
        </Form>
      )}
    </main>
  );
}

function UnknownOrder({ error }: { error?: unknown }) {
  const { t } = useTranslation('orders');
  return (
    <main className="orders container" id="main">
      <h1 className="orders__title">{t('payTitle')}</h1>
      <p role="alert">{error ? errorMessage(error, t) : t('noOrders')}</p>
      <Link className="ui-button ui-button--ghost" to="/account/orders">
        {t('toOrders')}
      </Link>
    </main>
  );
}

/** /orderSuccess?orderNo= */
export function OrderSuccessPage() {
  return <Outcome success />;
}

/** /orderFailure?orderNo= */
export function OrderFailurePage() {
  return <Outcome success={false} />;
}

function Outcome({ success }: { success: boolean }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderNo = validOrderNo(params.get('orderNo'));
  const order = useOrderDetail(orderNo);
  const o = order.data;
  return (
    <main className={`orders container orders--narrow outcome outcome--${success ? 'ok' : 'failed'}`} id="main">
      <h1 className="orders__title">{success ? t('successTitle') : t('failureTitle')}</h1>
      {o ? (
        <>
          <p className="order-head">
            {t('orderNo')} <strong data-testid="order-no">{o.orderNo}</strong> <StatusBadge status={o.status} />
          </p>
          {/* A failed payment of an order still waiting says so; any other order says what it is now. */}
          {!success && o.status === 'pending_payment' && o.expiresAt ? (
            <p data-testid="order-wording" data-wording="payment_failed">
              {t('failureText', { time: formatTime(o.expiresAt) })}
            </p>
          ) : (
            <OrderWordingText order={o} />
          )}
          <OrderBody order={o} />
        </>
      ) : order.isError ? (
        <p role="alert">{errorMessage(order.error, t)}</p>
      ) : null}
      <div className="outcome__actions">
        {!success && o && o.paymentMethods.length > 0 ? (
          <Link className="ui-button" to={`/orderPayment?orderNo=${o.orderNo}`}>
            {t('tryAgain')}
          </Link>
        ) : null}
        <Link className="ui-button ui-button--ghost" to="/account/orders">
          {t('toOrders')}
        </Link>
        <Link className="ui-button ui-button--ghost" to="/">
          {t('continueShopping')}
        </Link>
      </div>
    </main>
  );
}

/** The orders tab of my account (/account/orders): pay, view, cancel and confirm receipt. */
export function MyOrdersTab() {
  return <MyOrders />;
}

const FILTERS = ['all', 'pending_payment', 'reserved', 'paid', 'completed', 'cancelled'] as const;

function MyOrders() {
  const { t } = useTranslation('orders');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [pageSize, setPageSize] = useState(10);
  const list = useOrderList({ pageNo: 1, pageSize, ...(filter === 'all' ? {} : { statusList: [filter] }) });
  return (
    <div className="orders orders--tab" data-testid="my-orders">
      <h2 className="orders__title">{t('myOrders')}</h2>
      <div className="orders__filters" role="tablist" aria-label={t('myOrders')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={filter === f} className="orders__filter" onClick={() => setFilter(f)}>
            {f === 'all' ? t('all') : t(`status_${f}`)}
          </button>
        ))}
      </div>
      {list.isError ? <p role="alert">{errorMessage(list.error, t)}</p> : null}
      {list.data && list.data.list.length === 0 ? <p className="order-muted">{t('noOrders')}</p> : null}
      <ul className="order-cards" aria-busy={list.isFetching}>
        {(list.data?.list ?? []).map((o) => (
          <OrderCard key={o.orderNo} order={o} />
        ))}
      </ul>
      {list.data && list.data.total > list.data.list.length && pageSize < ORDER.LIST_PAGE_SIZE_MAX ? (
        <button type="button" className="ui-button ui-button--ghost" onClick={() => setPageSize((n) => Math.min(ORDER.LIST_PAGE_SIZE_MAX, n + 10))}>
          {t('more')}
        </button>
      ) : null}
    </div>
  );
}

function OrderCard({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKey });
  const act = useMutation({
    mutationFn: async (action: 'cancel' | 'confirmReceipt') => {
      const ok = await dialogs.confirm(action === 'cancel' ? t('cancelConfirm') : t('receiveConfirm'));
      if (!ok) return null;
      return action === 'cancel' ? cancelOrderCall({ orderNo: o.orderNo }) : confirmReceiptCall({ orderNo: o.orderNo });
    },
    onSuccess: (res, action) => {
      if (!res) return;
      dialogs.toast(action === 'cancel' ? t('cancelledToast') : t('receivedToast'));
      void refresh();
    },
    onError: (err) => {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
      void refresh();
    },
  });
  const first = o.lines.find((l) => !l.isGift);
  const lang = currentLang();
  // Only the actions that can succeed (a pick-up order is completed at the counter, never here).
  const actions = memberOrderActions(o);
  return (
    <li className="order-card" data-testid="order-card" data-order-no={o.orderNo}>
      <div className="order-card__head">
        <span>
          {t('orderNo')} <strong>{o.orderNo}</strong>
        </span>
        <StatusBadge status={o.status} />
      </div>
      <p className="order-muted">
        {t('placedAt')} {formatTime(o.createdAt)} · {t('itemCount', { count: o.itemCount })}
        {first ? ` · ${wireText(first, 'title', lang)}` : ''}
      </p>
      <p className="order-card__total">
        {t('total')} <strong>{money(o.totalPayPrice, 'total')}</strong>
      </p>
      <OrderWordingText order={o} />
      {open ? (
        <>
          <OrderBody order={o} />
          <OrderCollection orderNo={o.orderNo} />
        </>
      ) : null}
      <div className="order-card__actions">
        {o.paymentMethods.length > 0 ? (
          <button type="button" className="ui-button" onClick={() => navigate(`/orderPayment?orderNo=${o.orderNo}`)}>
            {t('pay')}
          </button>
        ) : null}
        <button type="button" className="ui-button ui-button--ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('hide') : t('view')}
        </button>
        {actions.includes('cancel') ? (
          <button type="button" className="ui-button ui-button--ghost" disabled={act.isPending} onClick={() => act.mutate('cancel')}>
            {t('cancel')}
          </button>
        ) : null}
        {actions.includes('confirmReceipt') ? (
          <button type="button" className="ui-button ui-button--ghost" disabled={act.isPending} onClick={() => act.mutate('confirmReceipt')}>
            {t('confirmReceipt')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
