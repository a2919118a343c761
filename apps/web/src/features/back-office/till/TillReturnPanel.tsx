import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boTillReturn, COUNTER_PAYMENT_METHODS, type CallRequest, type CallResponse, type CounterPaymentMethod, type TillReceipt } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { BoFormError, boInvalid } from '../parts/bo-form.tsx';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillReturnCall } from '../api/till.ts';
import { LinesBack } from './LinesBack.tsx';
import { MethodField } from './MethodField.tsx';

const newKey = () => `ret-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Taking back pieces of a sale (issue 43, decision 487): units per line (never more than are left), the
 * way the money goes back (one the sale was paid with), a reason. The goods go back to this shop's stock.
 */
export function TillReturnPanel({ receipt, onReturned }: { receipt: TillReceipt; onReturned: (r: TillReceipt) => void }) {
  const { t } = useTranslation('boTill');
  const { t: tb } = useTranslation('backOffice');
  const money = useMoney();
  const client = useQueryClient();
  // The money goes back by a counter method the sale took; an online payment goes back through its provider (none chosen).
  const methods = [...new Set(receipt.payments.map((p) => p.method))].filter((m): m is CounterPaymentMethod =>
    (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m),
  );
  const [key, setKey] = useState(newKey);
  const [returned, setReturned] = useState<CallResponse<typeof boTillReturn> | null>(null);
  const form = useForm({
    schema: boTillReturn.request,
    initial: { nums: {} as Record<number, number>, refundTo: (methods.includes('cash') ? 'cash' : methods[0]) as CounterPaymentMethod | undefined, reason: '' },
    request: (v) => ({
      orderNo: receipt.orderNo,
      requestKey: key,
      lines: Object.entries(v.nums)
        .filter(([, n]) => n > 0)
        .map(([lineId, num]) => ({ lineId: Number(lineId), num })),
      ...(v.refundTo ? { refundTo: v.refundTo } : {}),
      reason: v.reason.trim(),
    }),
    send: async (input: CallRequest<typeof boTillReturn>) => {
      if (!(await dialogs.confirm(t('confirmReturn', { method: input.refundTo ? tb(`pay_${input.refundTo}`) : '' })))) return null;
      return tillReturnCall(input);
    },
    done: (r) => {
      if (!r) return;
      setReturned(r);
      onReturned(r.receipt);
      form.patch({ nums: {} });
      setKey(newKey());
      void client.invalidateQueries({ queryKey: boKeys.orders() });
    },
    t,
  });
  const { nums, refundTo, reason } = form.values;
  const left = receipt.lines.filter((l) => l.num - l.refundedNum > 0);
  if (!left.length) return null;

  return (
    <Form form={form} className="bo-till" aria-labelledby="till-return-title" data-testid="till-return">
      <h2 id="till-return-title" className="bo-order__h">
        {t('returnTitle')}
      </h2>
      <LinesBack lines={left} nums={nums} onChange={form.set('nums')} testId={(code) => `till-return-qty-${code}`} />
      <div className="bo-filters">
        <MethodField label={t('returnTo')} value={refundTo} methods={methods} onChange={form.set('refundTo')} testId="till-return-method" />
        <label className="bo-field">
          <span>{t('returnReason')}</span>
          <input name="reason" value={reason} maxLength={200} onChange={(e) => form.set('reason')(e.target.value)} aria-invalid={boInvalid(form, 'reason')} />
        </label>
        <button type="submit" className="bo-button" disabled={form.pending} data-testid="till-return-submit">
          {t('doReturn')}
        </button>
      </div>
      {returned ? (
        <p role="status" data-testid="till-returned">
          {t('returned', { amount: money(returned.refunded), method: returned.method ? tb(`pay_${returned.method}`) : '' })}
        </p>
      ) : null}
      <BoFormError form={form} t={t} labels={{ lines: t('returnQty'), refundTo: t('returnTo'), reason: t('returnReason') }} />
    </Form>
  );
}
