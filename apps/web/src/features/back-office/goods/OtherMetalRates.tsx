import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GOLD_PRICE_CENTS, WEIGHT_PRICING_LIMITS } from '@shop/contract';
import './weight-pricing.i18n.ts';

type Rates = { k18: string; pt950: string };

/** The optional 18K and Pt950 rates of a recorded price, as the call takes them (empty: left out). */
export function otherRatesInput(v: Rates): { k18Cents?: number; pt950Cents?: number } {
  const cents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
  return { ...(v.k18.trim() ? { k18Cents: cents(v.k18) } : {}), ...(v.pt950.trim() ? { pt950Cents: cents(v.pt950) } : {}) };
}

/** A price per tael in HK$ (today's gold price and the other metals' rates): `bo-gold-${name}`. */
export function TaelPriceInput({
  name,
  label,
  value,
  onChange,
  required,
  invalid,
  children,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  invalid?: boolean | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={`bo-field${invalid ? ' bo-field--invalid' : ''}`}>
      <label htmlFor={`bo-gold-${name}`}>{label}</label>
      <input
        id={`bo-gold-${name}`}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={GOLD_PRICE_CENTS.min / 100}
        max={GOLD_PRICE_CENTS.max / 100}
        required={required}
        value={value}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`bo-gold-${name}`}
      />
      {children}
    </div>
  );
}

/** The 18K and Pt950 selling prices per tael beside today's gold price (issue 30); both optional. */
export function OtherMetalRates({ value, onChange }: { value: Rates; onChange: (v: Rates) => void }) {
  const { t } = useTranslation('boWeight');
  const field = (key: keyof Rates) => <TaelPriceInput name={key} label={t(key)} value={value[key]} onChange={(v) => onChange({ ...value, [key]: v })} />;
  return (
    <fieldset className="bo-form__grid" data-testid="bo-gold-other-metals">
      <legend>{t('otherRates')}</legend>
      {field('k18')}
      {field('pt950')}
      <small className="bo-field__hint">{t('rateHint', { pct: WEIGHT_PRICING_LIMITS.K18_PERMILLE.default / 10 })}</small>
    </fieldset>
  );
}
