import { useTranslation } from 'react-i18next';
import { gramsText, taelsMaceCandareen, type WeightPrice } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import './weight-price.i18n.ts';

/**
 * A by-weight price as the server computed it (issue 30): weight in taels, mace and candareen (and
 * grams), × the day's rate per tael = the metal's value, + the making charge = the price, and when the
 * rate was recorded. Only lays out the server's numbers: the price itself is computed in one place.
 */
export function WeightPriceBreakdown({ weight, money }: { weight: WeightPrice; money: (cents: number) => string }) {
  const { t } = useTranslation('weightPrice');
  const lang = currentLang();
  const w = taelsMaceCandareen(weight.weightMg);
  const parts = [
    w.taels ? t('tael', { n: w.taels }) : '',
    w.mace ? t('mace', { n: w.mace }) : '',
    w.candareen ? t('candareen', { n: w.candareen }) : '',
  ].filter(Boolean);
  const metal = t(`metal_${weight.metal}`);
  return (
    <section className="weight-price" data-testid="weight-price" aria-label={t('title')}>
      <h2 className="weight-price__title">
        {t('title')} · {metal}
      </h2>
      <dl className="weight-price__rows">
        <dt>{t('weight')}</dt>
        <dd data-testid="weight-price-weight">
          {parts.join(' ') || t('candareen', { n: 0 })} ({t('grams', { g: gramsText(weight.weightMg) })})
        </dd>
        <dt>{t('rate', { metal })}</dt>
        <dd data-testid="weight-price-rate">{t('perTael', { price: money(weight.rateCents) })}</dd>
        <dt>{t('metalValue')}</dt>
        <dd data-testid="weight-price-metal">{money(weight.metalCents)}</dd>
        <dt>{weight.makingMode === 'perGram' ? t('makingPerGram', { price: money(weight.makingCents) }) : t('making')}</dt>
        <dd data-testid="weight-price-making">+ {money(weight.makingChargeCents)}</dd>
        <dt>{t('total')}</dt>
        <dd data-testid="weight-price-total">= {money(weight.metalCents + weight.makingChargeCents)}</dd>
      </dl>
      <p className="weight-price__time" data-testid="weight-price-time">
        {t('rateTime', { time: formatHk(weight.rateAt, 'dateTime', lang) })}
      </p>
    </section>
  );
}
