import type { TFunction } from 'i18next';

/**
 * A reconciliation method code (`stripe_card`, `counter_cash`, `sandbox_card`, `unknown`) as the merchant
 * names it, from the back office's payment words; a code with no word reads as "other payment method",
 * never as the code (issue 40).
 */
export function reconciliationMethodLabel(method: string, t: TFunction, exists: (key: string) => boolean): string {
  const word = (key: string) => (exists(`backOffice:${key}`) ? t(key, { ns: 'backOffice' }) : null);
  const other = t('provider_unknown', { ns: 'backOffice' });
  if (method.startsWith('stripe_')) {
    const kind = word(`providerMethod_${method.slice('stripe_'.length)}`);
    return kind ? `${t('provider_stripe', { ns: 'backOffice' })} · ${kind}` : t('provider_stripe', { ns: 'backOffice' });
  }
  if (method.startsWith('counter_')) {
    const how = word(`pay_${method.slice('counter_'.length)}`);
    return `${t('provider_at_shop', { ns: 'backOffice' })} · ${how ?? other}`;
  }
  return word(`provider_${method}`) ?? other;
}
