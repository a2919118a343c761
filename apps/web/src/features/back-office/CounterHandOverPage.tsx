import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BO_ORDERS,
  COLLECTION_CODE_PATTERN,
  COUNTER_PAYMENT_METHODS,
  formatAmount,
  wireText,
  type CounterCollection,
  type CounterPaymentMethod,
} from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useAppData } from '../../lib/app-context.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { counterFindCall, useOrderSteps } from './api/orders.ts';
import { CounterQueue } from './counter/CounterQueue.tsx';
import { CounterReceipt } from './counter/CounterReceipt.tsx';

/** The browser's barcode reader where there is one (Chrome on Android, Safari 17+ on iOS behind a flag). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (opts: { formats: string[] }) => BarcodeDetectorLike;
const barcodeDetector = (): BarcodeDetectorCtor | undefined => (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;

/**
 * The counter (role 2 at its shop; role 6 at the shop its account names): the member's collection code,
 * typed or scanned with the phone's camera, opens the pick-up order or club redemption waiting at this
 * shop. Staff check the member's name, masked phone and ID against the lines, take the payment of an
 * unpaid order (method and reference), and hand over in one step. The server counts wrong codes.
 */
export function CounterHandOverPage() {
  const { t } = useTranslation('backOffice');
  const { t: tc } = useTranslation('boCounter');
  const { amountFormat } = useAppData();
  const lang = currentLang();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const steps = useOrderSteps();
  const find = useMutation({ mutationFn: (c: string) => counterFindCall({ code: c }) });
  const found: CounterCollection | undefined = find.data;
  // The last hand-over's receipt, shown until the next member is served (issue 40).
  const [done, setDone] = useState<CounterCollection | null>(null);

  function lookUp(value: string) {
    const c = value.trim();
    if (!COLLECTION_CODE_PATTERN.test(c)) {
      void dialogs.alert(t('counterCodeFormat'), { kind: 'error' });
      return;
    }
    setCode(c);
    setDone(null);
    find.mutate(c);
  }
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    lookUp(typed);
  }

  // What the chosen method costs (decision 357): an order priced with an offer for another way to pay is re-priced.
  const forMethod = found?.amountByMethod.find((m) => m.method === method);
  const repriced = forMethod?.repriced ? forMethod : undefined;
  const money = (cents: number) => formatAmount(cents, amountFormat, 'total');

  async function handOver() {
    if (!code || !found) return;
    // An unpaid order's total or a redemption's cash due: taken here, with its method and reference.
    const due = found.amountDue > 0;
    const how = { number: found.number, method: t(`pay_${method}`), was: money(found.amountDue) };
    const redemption = found.kind === 'redemption';
    // A redemption is named as one (issue 40), never as an order.
    const question = redemption
      ? due
        ? tc('confirmRedemptionPaid', { ...how, amount: money(found.amountDue) })
        : tc('confirmRedemption', { number: found.number })
      : !due
        ? t('confirm_handOver', { orderNo: found.number })
        : repriced
          ? t('counterConfirmRepriced', { ...how, amount: money(repriced.amount) })
          : t('counterConfirmPaid', { ...how, amount: money(found.amountDue) });
    if (!(await dialogs.confirm(question, { kind: 'info' }))) return;
    try {
      const handed = await steps.handOver.mutateAsync({
        code,
        // The order on screen: the code is tried against it alone, and counts against it (decision 410).
        number: found.number,
        ...(due ? { payment: { method, reference: reference.trim() } } : {}),
        ...(due && repriced ? { acceptRepricedTotal: repriced.amount } : {}),
      });
      dialogs.toast(redemption ? tc('doneRedemption') : handed.pointsEarned > 0 ? t('counterDonePoints', { count: handed.pointsEarned }) : t('done_handOver'));
      setDone(handed);
      setTyped('');
      setReference('');
      setCode(null);
      find.reset();
      input.current?.focus();
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  return (
    <section className="bo-page" aria-labelledby="bo-counter-title">
      <header className="bo-page__head">
        <h1 id="bo-counter-title">{t('counterTitle')}</h1>
      </header>
      <p className="bo-note">{t('counterIntro')}</p>
      <form className="bo-filters" role="search" onSubmit={onSubmit}>
        <label className="bo-field">
          <span>{t('counterCode')}</span>
          <input
            ref={input}
            value={typed}
            maxLength={6}
            autoFocus
            autoComplete="off"
            inputMode="numeric"
            pattern="[0-9]{6}"
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            data-testid="bo-counter-code"
          />
        </label>
        <button type="submit" className="bo-button" disabled={find.isPending} data-testid="bo-counter-find">
          {t('counterFind')}
        </button>
        {barcodeDetector() ? (
          <button type="button" className="bo-button bo-button--ghost" onClick={() => setScanning((v) => !v)} data-testid="bo-counter-scan">
            {scanning ? t('counterScanStop') : t('counterScan')}
          </button>
        ) : null}
      </form>
      {scanning ? (
        <CodeScanner
          onCode={(c) => {
            setScanning(false);
            setTyped(c);
            lookUp(c);
          }}
          onError={() => setScanning(false)}
        />
      ) : null}
      {find.isError ? (
        <p className="bo-error" role="alert" data-testid="bo-counter-error">
          {errorMessage(find.error, t)}
        </p>
      ) : null}
      {found ? (
        <div className="bo-counter__found" data-testid="bo-counter-found">
          <h2 className="bo-order__h" data-testid="bo-counter-kind">
            {tc(`kind_${found.kind}`)}
          </h2>
          <dl className="bo-dl">
            <dt>{found.kind === 'order' ? t('orderNo') : tc('redemptionNo')}</dt>
            <dd>{found.number}</dd>
            <dt>{t('counterMember')}</dt>
            <dd data-testid="bo-counter-member">
              {found.memberName} · {found.phoneMasked}
            </dd>
            <dt>{t('counterDue')}</dt>
            <dd data-testid="bo-counter-due">{found.amountDue > 0 ? formatAmount(found.amountDue, amountFormat, 'total') : tc('nothingDue')}</dd>
          </dl>
          {found.heldOnlinePayments.length > 0 ? (
            <p className="bo-error" role="alert" data-testid="bo-counter-held">
              {t('counterHeldOnline', { amount: money(found.heldOnlinePayments.reduce((n, p) => n + p.amount, 0)) })}
            </p>
          ) : null}
          <p className="bo-note">{t('counterCheckId')}</p>
          <ul className="bo-counter__lines" data-testid="bo-counter-lines">
            {found.lines.map((l, i) => (
              <li key={`${l.skuCode}-${i}`} data-testid="bo-counter-line">
                {wireText(l, 'title', lang)} · {l.skuCode} × {l.num}
              </li>
            ))}
            {/* Refunded units are never handed over (decision 350): listed struck, apart from the due ones. */}
            {(found.refundedLines ?? []).map((l, i) => (
              <li key={`r-${l.skuCode}-${i}`} data-testid="bo-counter-refunded-line">
                <s>
                  {wireText(l, 'title', lang)} · {l.skuCode} × {l.num}
                </s>{' '}
                · {t('counterRefundedLine')}
              </li>
            ))}
          </ul>
          {found.canHandOver ? (
            <>
              {found.amountDue > 0 ? (
                <fieldset className="bo-field">
                  <legend>{t('counterPayment')}</legend>
                  <select value={method} onChange={(e) => setMethod(e.target.value as CounterPaymentMethod)} data-testid="bo-counter-method">
                    {COUNTER_PAYMENT_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {t(`pay_${m}`)}
                      </option>
                    ))}
                  </select>
                  <label className="bo-field">
                    <span>{t('counterReference')}</span>
                    <input
                      value={reference}
                      maxLength={BO_ORDERS.PAYMENT_REFERENCE_MAX}
                      onChange={(e) => setReference(e.target.value)}
                      data-testid="bo-counter-reference"
                    />
                  </label>
                  {repriced ? (
                    <p className="bo-note" role="status" data-testid="bo-counter-repriced">
                      {t('counterRepriced', { method: t(`pay_${method}`), amount: money(repriced.amount), was: money(found.amountDue) })}
                    </p>
                  ) : null}
                </fieldset>
              ) : null}
              <button
                type="button"
                className="bo-button"
                disabled={steps.handOver.isPending}
                onClick={() => void handOver()}
                data-testid="bo-counter-hand-over"
              >
                {found.amountDue > 0 ? t('counterPayAndHandOver') : t('btn_handOver')}
              </button>
            </>
          ) : (
            <p className="bo-note" data-testid="bo-counter-not-ready">
              {found.status === 'ready_for_pickup' && found.lines.length === 0
                ? t('counterNothingDue')
                : found.kind === 'redemption'
                  ? tc('redemptionNotReady', { status: tc(`rstatus_${found.status}`, { defaultValue: '—' }) })
                  : t('counterNotReady', { status: t(`ostatus_${found.status}`, { defaultValue: '—' }) })}
            </p>
          )}
        </div>
      ) : null}
      {done?.receipt ? (
        <CounterReceipt
          done={{ ...done, receipt: done.receipt }}
          onNext={() => {
            setDone(null);
            input.current?.focus();
          }}
        />
      ) : null}
      <CounterQueue />
    </section>
  );
}

/** The phone's camera through the browser's BarcodeDetector: the first six-digit QR code read is taken. */
function CodeScanner({ onCode, onError }: { onCode: (code: string) => void; onError: () => void }) {
  const { t } = useTranslation('backOffice');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector || !navigator.mediaDevices?.getUserMedia) {
      onError();
      return;
    }
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        // A few reads a second is plenty for a code held still, and spares a phone's battery.
        timer = window.setInterval(() => {
          if (!video.current) return;
          detector
            .detect(video.current)
            .then((codes) => {
              const hit = codes.map((c) => c.rawValue.trim()).find((v) => COLLECTION_CODE_PATTERN.test(v));
              if (hit && !stopped) onCode(hit);
            })
            .catch(() => {});
        }, 300);
      })
      .catch(() => {
        void dialogs.alert(t('counterCameraRefused'), { kind: 'error' });
        onError();
      });
    return () => {
      stopped = true;
      if (timer) window.clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [onCode, onError, t]);
  return <video ref={video} className="bo-counter__video" muted playsInline width={320} height={240} data-testid="bo-counter-video" />;
}
