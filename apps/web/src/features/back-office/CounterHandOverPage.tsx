import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_ORDERS } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useBoOrder, useOrderSteps } from './api/orders.ts';
import { OrderView } from './OrderView.tsx';

/**
 * The counter (role 2 of the pick-up shop, or role 6): type or scan the order number (a scanner types
 * it and presses Enter), check the goods, hand over. The server refuses another shop's orders.
 */
export function CounterHandOverPage() {
  const { t } = useTranslation('backOffice');
  const [typed, setTyped] = useState('');
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const detail = useBoOrder(orderNo);
  const steps = useOrderSteps();
  const input = useRef<HTMLInputElement>(null);

  function find(e: FormEvent) {
    e.preventDefault();
    const no = typed.trim();
    if (no) setOrderNo(no);
  }

  async function handOver() {
    if (!orderNo || !(await dialogs.confirm(t('confirm_handOver', { orderNo }), { kind: 'info' }))) return;
    try {
      await steps.handOver.mutateAsync({ orderNo });
      dialogs.toast(t('done_handOver'));
      setTyped('');
      input.current?.focus();
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  const o = detail.data?.order;
  return (
    <section className="bo-page" aria-labelledby="bo-counter-title">
      <header className="bo-page__head">
        <h1 id="bo-counter-title">{t('counterTitle')}</h1>
      </header>
      <p className="bo-note">{t('counterIntro')}</p>
      <form className="bo-filters" onSubmit={find}>
        <label className="bo-field">
          <span>{t('orderNo')}</span>
          <input
            ref={input}
            value={typed}
            maxLength={BO_ORDERS.ORDER_NO_MAX}
            autoFocus
            autoComplete="off"
            inputMode="text"
            onChange={(e) => setTyped(e.target.value)}
            data-testid="bo-counter-order-no"
          />
        </label>
        <button type="submit" className="bo-button" data-testid="bo-counter-find">
          {t('counterFind')}
        </button>
      </form>
      {detail.isError ? (
        <p className="bo-error" data-testid="bo-counter-error">
          {errorMessage(detail.error, t)}
        </p>
      ) : null}
      {detail.data && o ? (
        <>
          {o.status === 'ready_for_pickup' ? (
            <button type="button" className="bo-button" disabled={steps.handOver.isPending} onClick={() => void handOver()} data-testid="bo-counter-hand-over">
              {t('btn_handOver')}
            </button>
          ) : (
            <p className="bo-note" data-testid="bo-counter-not-ready">
              {t('counterNotReady', { status: t(`ostatus_${o.status}`) })}
            </p>
          )}
          <OrderView detail={detail.data} />
        </>
      ) : null}
    </section>
  );
}
