import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boTillReturn, COUNTER_PAYMENT_METHODS, wireText, type CounterPaymentMethod, type TillReceipt } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillReturnCall } from '../api/till.ts';
import { MethodField } from './MethodField.tsx';

const newKey = () => `ret-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Taking back pieces of a sale (issue 43, decision 487): units per line (never more than are left), the
 * way the money goes back (one the sale was paid with), a reason. The goods go back to this shop's stock.
 */
export function TillReturnPanel({ receipt, onReturned }: { receipt: TillReceipt; onReturned: (r: TillReceipt) => void }) {
  const { t } = useTranslation('boTill');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const client = useQueryClient();
  // The money goes back by a counter method the sale took; an online payment goes back through its provider (none chosen).
  const methods = [...new Set(receipt.payments.map((p) => p.method))].filter((m): m is CounterPaymentMethod =>
    (COUNTER_PAYMENT_METHODS as readonly string[]).includes(m),
  );
  const [nums, setNums] = useState<Record<number, number>>({});
  const [refundTo, setRefundTo] = useState<CounterPaymentMethod | undefined>(methods.includes('cash') ? 'cash' : methods[0]);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);
  const back = useMutation({
    mutationFn: tillReturnCall,
    onSuccess: (r) => {
      onReturned(r.receipt);
      setNums({});
      setKey(newKey());
      void client.invalidateQueries({ queryKey: boKeys.orders() });
    },
  });
  const left = receipt.lines.filter((l) => l.num - l.refundedNum > 0);
  if (!left.length) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      orderNo: receipt.orderNo,
      requestKey: key,
      lines: Object.entries(nums)
        .filter(([, n]) => n > 0)
        .map(([lineId, num]) => ({ lineId: Number(lineId), num })),
      ...(refundTo ? { refundTo } : {}),
      reason: reason.trim(),
    };
    const err = Object.values(fieldErrors(boTillReturn.request, body))[0];
    setProblem(err ? t(err) : null);
    if (err) return;
    if (await dialogs.confirm(t('confirmReturn', { method: refundTo ? tb(`pay_${refundTo}`) : '' }))) back.mutate(body);
  }

  return (
    <form className="bo-till" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="till-return-title" data-testid="till-return">
      <h2 id="till-return-title" className="bo-order__h">
        {t('returnTitle')}
      </h2>
      <ul className="bo-till__lines">
        {left.map((l) => (
          <li key={l.lineId} className="bo-till__line">
            <span>
              {wireText(l, 'title', lang)} · {l.skuCode}
            </span>
            <label>
              <span>{t('returnQty')} </span>
              <input
                type="number"
                min={0}
                max={l.num - l.refundedNum}
                value={nums[l.lineId] ?? 0}
                onChange={(e) => setNums((n) => ({ ...n, [l.lineId]: Math.max(0, Number(e.target.value) || 0) }))}
                data-testid={`till-return-qty-${l.skuCode}`}
              />
            </label>
          </li>
        ))}
      </ul>
      <div className="bo-filters">
        <MethodField label={t('returnTo')} value={refundTo} methods={methods} onChange={setRefundTo} testId="till-return-method" />
        <label className="bo-field">
          <span>{t('returnReason')}</span>
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="bo-button" disabled={back.isPending} data-testid="till-return-submit">
          {t('doReturn')}
        </button>
      </div>
      {back.data ? (
        <p role="status" data-testid="till-returned">
          {t('returned', { amount: money(back.data.refunded), method: back.data.method ? tb(`pay_${back.data.method}`) : '' })}
        </p>
      ) : null}
      {problem || back.isError ? (
        <p className="bo-error" role="alert">
          {problem ?? errorMessage(back.error, t)}
        </p>
      ) : null}
    </form>
  );
}
