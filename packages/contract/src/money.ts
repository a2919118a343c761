import { CURRENCY_SYMBOL } from './limits.ts';
import type { AmountFormat } from './schemas.ts';

export type { AmountFormat } from './schemas.ts';

/*
 * Amount format of `app/system/getAmountFormatInfo`: roundingmethod U rounds up to `truncdigit` decimals,
 * D rounds half-up to that digit; truncdigit is for totals, salesAmtTruncdigit for prices.
 */

export const DEFAULT_AMOUNT_FORMAT: AmountFormat = { roundingmethod: 'D', truncdigit: 2, salesAmtTruncdigit: 2 };

/** Amounts are integer cents; this rounds cents to `digits` decimals of the dollar. */
export function roundCents(cents: number, digits: number, method: AmountFormat['roundingmethod']): number {
  const unit = 10 ** (2 - Math.max(0, Math.min(2, digits)));
  if (unit === 1) return Math.round(cents);
  const whole = cents / unit;
  return (method === 'U' ? Math.ceil(whole - 1e-9) : Math.round(whole)) * unit;
}

/** The rounding applied to a total: rounded total minus the raw total, in cents. */
export function priceRounding(totalCents: number, format: AmountFormat): number {
  return roundCents(totalCents, format.truncdigit, format.roundingmethod) - totalCents;
}

// Digits grouped by hand: `toLocaleString` with options builds an Intl.NumberFormat on every call, and
// even one cached formatter costs its first use; amounts showed as the costliest calls of a product
// grid's first render on phones. `rounded` is whole cents already rounded to `digits`, so toFixed is exact.
const groupThousands = (value: number, digits: number) => {
  const [int, frac] = value.toFixed(digits).split('.') as [string, string?];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
};

/** Formats cents as `HK$1,234.50` with the decimals the format gives for prices or totals. */
export function formatAmount(
  cents: number,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
  kind: 'price' | 'total' = 'price',
  symbol: string = CURRENCY_SYMBOL,
): string {
  const digits = kind === 'price' ? format.salesAmtTruncdigit : format.truncdigit;
  const rounded = roundCents(cents, digits, format.roundingmethod);
  const sign = rounded < 0 ? '-' : '';
  const text = groupThousands(Math.abs(rounded) / 100, digits);
  return `${sign}${symbol}${text}`;
}
