import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { gramsText, wireText } from '@shop/contract';
import { formatHk } from '../../../lib/dates.ts';
import { Img } from '../../../components/ui/Img.tsx';
import type { Preview, PreviewLine } from '../checkout-rules.ts';

type Money = (cents: number) => string;

/**
 * The priced lines; then the lines another shop holds, which stay in the cart (decision 360: each says
 * which shop it needs); then the lines that cannot be ordered, with their reason.
 */
export function CheckoutLines({ data, money }: { data: Preview | undefined; money: Money }) {
  const { t } = useTranslation('checkout');
  const later = data?.invalidSkuList.filter((l) => l.pickupOnlyAt) ?? [];
  const unavailable = data?.invalidSkuList.filter((l) => !l.pickupOnlyAt) ?? [];
  return (
    <section aria-labelledby="co-items" className="checkout__section">
      <h2 id="co-items">{t('items')}</h2>
      <ul className="co-lines" data-testid="checkout-lines">
        {(data?.skuList ?? []).map((l) => (
          <LineRow key={l.skuId} line={l} money={money} />
        ))}
      </ul>
      {later.length > 0 ? (
        <>
          <h3 className="checkout__sub">{t('laterTitle')}</h3>
          <ul className="co-lines co-lines--later" data-testid="checkout-later">
            {later.map((l) => (
              <LineRow key={l.skuId} line={l} money={money} invalid />
            ))}
          </ul>
        </>
      ) : null}
      {unavailable.length > 0 ? (
        <>
          <h3 className="checkout__sub">{t('unavailable')}</h3>
          <ul className="co-lines co-lines--invalid" data-testid="checkout-invalid">
            {unavailable.map((l) => (
              <LineRow key={l.skuId} line={l} money={money} invalid />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function LineRow({ line, money, invalid }: { line: PreviewLine; money: Money; invalid?: boolean }) {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  const title = wireText(line, 'title', lang);
  const options = line.goodsAttributesSelections.map((s) => wireText(s, 'name', lang)).join(' / ');
  return (
    <li className={`co-line${invalid ? ' co-line--invalid' : ''}`}>
      <Img src={line.img} width={88} alt={title} aspect={1} className="co-line__img" />
      <div className="co-line__body">
        <p className="co-line__title">{title || line.skuCode}</p>
        {options ? <p className="co-muted">{options}</p> : null}
        <p className="co-muted">
          {t('qty', { n: line.num })} · {t('each', { amount: money(line.price) })}
        </p>
        {line.weightPrice ? (
          <p className="co-muted co-line__weight" data-testid="checkout-by-weight">
            {t('byWeightLine', {
              grams: gramsText(line.weightPrice.weightMg),
              rate: money(line.weightPrice.rateCents),
              metal: money(line.weightPrice.metalCents),
              making: money(line.weightPrice.makingChargeCents),
              time: formatHk(line.weightPrice.rateAt, 'dateTime', lang),
            })}
          </p>
        ) : null}
        {invalid ? (
          <p className="co-line__invalid">
            {line.invalidStatus === '6' && !line.pickupOnlyAt ? <span className="co-badge">{t('soldOutLabel')}</span> : null} {line.invalidMessage}
          </p>
        ) : line.promotions.length ? (
          <ul className="co-line__promos">
            {line.promotions.map((p) => (
              <li key={p.id}>
                {wireText(p, 'title', lang)} <span>-{money(p.discount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {invalid ? null : (
        <div className="co-line__price">
          {line.totalDiscountValue ? <s className="co-muted">{money(line.totalPrice)}</s> : null}
          <strong>{money(line.totalPayPrice)}</strong>
        </div>
      )}
    </li>
  );
}
