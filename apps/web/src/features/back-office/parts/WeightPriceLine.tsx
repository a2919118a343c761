import { useTranslation } from 'react-i18next';
import { gramsText, type Lang, type WeightPrice } from '@shop/contract';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boCounterCatalogue } from '../counter/counter.i18n.ts';

addCatalogue(boCounterCatalogue);

/**
 * A by-weight line's breakdown on the staff order view and slip (issue 40): the weight, the metal's rate
 * the order kept, the metal's price and the making charge, so staff can answer "why this price?".
 */
/** `lang`: the slip's own language when it is printed in another than the interface's. */
export function WeightPriceLine({ w, money, lang }: { w: WeightPrice; money: (cents: number) => string; lang?: Lang }) {
  const { t } = useTranslation('boCounter', lang ? { lng: lang } : undefined);
  return (
    <span className="bo-row__detail" data-testid="bo-order-weight">
      {t('weightLine', {
        metal: t(`metal_${w.metal}`),
        grams: gramsText(w.weightMg),
        rate: money(w.rateCents),
        metalPrice: money(w.metalCents),
        making: money(w.makingChargeCents),
      })}
    </span>
  );
}
