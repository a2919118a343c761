import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  boTillExchange,
  COUNTER_PAYMENT_METHODS,
  lineRefundCents,
  wireText,
  type CallRequest,
  type CallResponse,
  type CounterPaymentMethod,
  type TillReceipt,
  type TillSku,
} from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { Form, useForm, type FormState } from '../../../lib/use-form.tsx';
import { BoFormError, boInvalid } from '../parts/bo-form.tsx';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillExchangeCall, tillQuoteCall } from '../api/till.ts';
import { LinesBack } from './LinesBack.tsx';
import { MethodField } from './MethodField.tsx';
import { newPay, paidCents, paymentsOf, PayRows, type Pay } from './PayRows.tsx';
import { PieceFinder } from './PieceFinder.tsx';

const newKey = () => `exch-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface Exchange {
  nums: Record<number, number>;
  refundTo: CounterPaymentMethod | undefined;
  lines: { sku: TillSku; num: number }[];
  pays: Pay[];
  reason: string;
}

/**
 * An exchange in one step (issue 43, decision 515): units of the sale on the receipt come back, new pieces
 * go out, and only the difference is settled — the customer pays it (one or several methods), or it goes
 * back by the method the credit came from. The credit is the contract's refund rule (`lineRefundCents`),
 * the same the server writes. One call, one transaction; the answer is the new sale's receipt.
 */
export function TillExchangePanel({ receipt, onDone }: { receipt: TillReceipt; onDone: (sale: TillReceipt) => void }) {
  const { t } = useTranslation('boTill');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const client = useQueryClient();
  const methods = [...new Set(receipt.payments.map((p) => p.method))].filter((m): m is CounterPaymentMethod =>
    (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m),
  );
  const [key, setKey] = useState(newKey);
  const quote = useMutation({ mutationFn: tillQuoteCall });
  const form: FormState<Exchange> = useForm<Exchange, CallResponse<typeof boTillExchange> | null>({
    schema: boTillExchange.request,
    initial: { nums: {}, refundTo: methods.includes('cash') ? 'cash' : methods[0], lines: [], pays: [newPay()], reason: '' },
    request: (v) => ({
      idempotencyKey: key,
      orderNo: receipt.orderNo,
      returnLines: Object.entries(v.nums)
        .filter(([, n]) => n > 0)
        .map(([lineId, num]) => ({ lineId: Number(lineId), num })),
      ...(v.refundTo ? { refundTo: v.refundTo } : {}),
      lines: v.lines.map((l) => ({ skuId: l.sku.skuId, num: l.num })),
      totalPayPrice: total,
      payments: due > 0 ? paymentsOf(v.pays) : [],
      reason: v.reason.trim(),
    }),
    send: async (input: CallRequest<typeof boTillExchange>) => {
      if (total === undefined || (due > 0 && paidCents(pays) !== due)) return null;
      const settle = due > 0 ? t('exchangeDue', { amount: money(due) }) : due < 0 ? giveBack : t('exchangeEven');
      if (!(await dialogs.confirm(t('confirmExchange', { credit: money(credit), total: money(total), settle })))) return null;
      return tillExchangeCall(input);
    },
    done: (r) => {
      if (!r) return;
      setKey(newKey());
      void client.invalidateQueries({ queryKey: boKeys.orders() });
      onDone(r.sale);
    },
    t,
  });
  const { nums, refundTo, lines, pays, reason } = form.values;
  const credit = receipt.lines.reduce((a, l) => a + lineRefundCents(l, nums[l.lineId] ?? 0), 0);
  const total: number | undefined = lines.length ? quote.data?.totalPayPrice : undefined;
  const due: number = total === undefined ? 0 : total - credit;
  const giveBack = t('exchangeGiveBack', { amount: money(-due), method: refundTo ? tb(`pay_${refundTo}`) : '' });
  // Priced with every method the new sale is paid by: the credit's, and the difference's when one is paid.
  const quoteMethods = [...(refundTo ? [refundTo] : []), ...(due > 0 ? pays.map((p) => p.method) : [])];
  const linesKey = JSON.stringify(lines.map((l) => [l.sku.skuId, l.num]));
  useEffect(() => {
    if (lines.length) quote.mutate({ lines: lines.map((l) => ({ skuId: l.sku.skuId, num: l.num })), methods: quoteMethods });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, quoteMethods.join()]);
  const left = receipt.lines.filter((l) => l.num - l.refundedNum > 0);
  const setLines = (next: (ls: Exchange['lines']) => Exchange['lines']) => form.setValues((v) => ({ ...v, lines: next(v.lines) }));
  const add = (sku: TillSku) =>
    setLines((ls) =>
      ls.some((l) => l.sku.skuId === sku.skuId) ? ls.map((l) => (l.sku.skuId === sku.skuId ? { ...l, num: l.num + 1 } : l)) : [...ls, { sku, num: 1 }],
    );
  if (!left.length || !methods.length) return null;
  const ready = credit > 0 && lines.length > 0 && total !== undefined && (due <= 0 || paidCents(pays) === due);

  return (
    <Form form={form} className="bo-till" aria-labelledby="till-exchange-title" data-testid="till-exchange">
      <h2 id="till-exchange-title" className="bo-order__h">
        {t('exchangeTitle')}
      </h2>
      <fieldset className="bo-field">
        <legend>{t('exchangeBack')}</legend>
        <LinesBack lines={left} nums={nums} onChange={form.set('nums')} testId={(code) => `till-exchange-back-${code}`} />
        <MethodField label={t('exchangeMethod')} value={refundTo} methods={methods} onChange={form.set('refundTo')} testId="till-exchange-method" />
      </fieldset>
      <fieldset className="bo-field">
        <legend>{t('exchangeNew')}</legend>
        <PieceFinder onAdd={add} prefix="till-exchange" />
        <ul className="bo-till__lines" data-testid="till-exchange-basket">
          {lines.map((l) => (
            <li key={l.sku.skuId} className="bo-till__line">
              <span>
                {wireText(l.sku, 'title', lang)} · {l.sku.skuCode} × {l.num}
              </span>
              <button type="button" className="bo-button bo-button--ghost" onClick={() => setLines((ls) => ls.filter((x) => x !== l))}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <p role="status" data-testid="till-exchange-settle">
        {t('exchangeCredit')}: {money(credit)} · {t('total')}: {total !== undefined ? money(total) : '—'}
        {total !== undefined ? ` · ${due > 0 ? t('exchangeDue', { amount: money(due) }) : due < 0 ? giveBack : t('exchangeEven')}` : ''}
      </p>
      {due > 0 ? <PayRows pays={pays} onChange={(i, patch) => form.setRow('pays', i, patch)} prefix="till-exchange" /> : null}
      {due > 0 ? (
        <button
          type="button"
          className="bo-button bo-button--ghost"
          onClick={() => form.setValues((v) => ({ ...v, pays: [...v.pays, newPay('card_terminal')] }))}
        >
          {t('addPayment')}
        </button>
      ) : null}
      <label className="bo-field">
        <span>{t('returnReason')}</span>
        <input name="reason" value={reason} maxLength={200} onChange={(e) => form.set('reason')(e.target.value)} aria-invalid={boInvalid(form, 'reason')} />
      </label>
      <BoFormError
        form={{ invalid: form.invalid, problems: form.problems, failure: form.failure ?? (quote.isError ? quote.error : null) }}
        t={t}
        labels={{ returnLines: t('exchangeBack'), lines: t('exchangeNew'), refundTo: t('exchangeMethod'), payments: t('payments'), reason: t('returnReason') }}
        testId="till-exchange-error"
      />
      <button type="submit" className="bo-button" disabled={!ready || form.pending} data-testid="till-exchange-submit">
        {t('doExchange')}
      </button>
    </Form>
  );
}
