import { useTranslation } from 'react-i18next';
import type { CounterPaymentMethod } from '@shop/contract';
import { CodeOptions } from '../../../components/ui/CodeOptions.tsx';

/** A labelled choice of counter payment method (the sale's payments, a return's way back). */
export function MethodField(props: {
  label: string;
  value: CounterPaymentMethod | undefined;
  methods: readonly CounterPaymentMethod[];
  onChange: (m: CounterPaymentMethod) => void;
  testId: string;
}) {
  const { t: tb } = useTranslation('backOffice');
  return (
    <label className="bo-field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as CounterPaymentMethod)} data-testid={props.testId}>
        <CodeOptions codes={props.methods} t={tb} prefix="pay_" />
      </select>
    </label>
  );
}
