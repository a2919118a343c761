import { useTranslation } from 'react-i18next';
import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from '@shop/contract';
import { centsOf } from './money-input.ts';
import { MethodField } from './MethodField.tsx';

/** One way to pay at the till as typed: HK$ texts, turned into cents by `paymentsOf`. */
export interface Pay {
  method: CounterPaymentMethod;
  amount: string;
  reference: string;
  tendered: string;
}
export const newPay = (method: CounterPaymentMethod = 'cash', amount = ''): Pay => ({ method, amount, reference: '', tendered: '' });

/** What the typed payments ask the call for (an amount that is not one stays empty, so the schema names it). */
export const paymentsOf = (pays: Pay[]) =>
  pays.map((p) => ({
    method: p.method,
    amount: centsOf(p.amount) ?? undefined,
    reference: p.reference.trim(),
    ...(p.method === 'cash' && p.tendered.trim() ? { tendered: centsOf(p.tendered) ?? undefined } : {}),
  }));
export const paidCents = (pays: Pay[]) => pays.reduce((a, p) => a + (centsOf(p.amount) ?? 0), 0);

/**
 * The till's payment rows (issue 43): a method each, its amount, and the cash handed over (cash) or the
 * reference (the other methods). The sale and the exchange's difference both take them.
 */
export function PayRows({ pays, onChange, prefix = 'till' }: { pays: Pay[]; onChange: (i: number, patch: Partial<Pay>) => void; prefix?: string }) {
  const { t } = useTranslation('boTill');
  return (
    <>
      {pays.map((p, i) => (
        <div key={i} className="bo-till__pay">
          <MethodField
            label={t('methodCol')}
            value={p.method}
            methods={COUNTER_PAYMENT_METHODS}
            onChange={(method) => onChange(i, { method })}
            testId={`${prefix}-pay-method-${i}`}
          />
          <label className="bo-field">
            <span>{t('amount')}</span>
            <input inputMode="decimal" value={p.amount} onChange={(e) => onChange(i, { amount: e.target.value })} data-testid={`${prefix}-pay-amount-${i}`} />
          </label>
          {p.method === 'cash' ? (
            <label className="bo-field">
              <span>{t('tendered')}</span>
              <input
                inputMode="decimal"
                value={p.tendered}
                onChange={(e) => onChange(i, { tendered: e.target.value })}
                data-testid={`${prefix}-pay-tendered-${i}`}
              />
            </label>
          ) : (
            <label className="bo-field">
              <span>{t('reference')}</span>
              <input value={p.reference} onChange={(e) => onChange(i, { reference: e.target.value })} data-testid={`${prefix}-pay-reference-${i}`} />
            </label>
          )}
        </div>
      ))}
    </>
  );
}
