import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { wireText } from '@shop/contract';
import { Img } from '../../../components/ui/Img.tsx';
import type { Gift } from '../checkout-rules.ts';
import type { GiftChoice } from '../gift-choices.ts';

/** The gifts the order qualifies for, by promotion: one option per gift, within the promotion's limit. */
export function CheckoutGifts({
  groups,
  chosen,
  onChoose,
  money,
}: {
  groups: Gift[][];
  chosen: GiftChoice[];
  onChoose: (gift: Gift, skuId: number | null) => void;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="co-gifts" className="checkout__section" data-testid="checkout-gifts">
      <h2 id="co-gifts">{t('gifts')}</h2>
      {groups.map((group) => (
        <div key={group[0]!.promotionId} className="co-gift-group">
          <p className="co-gift-group__desc">
            {wireText(group[0]!, 'promDesc', lang)} <span className="co-muted">({t('giftLimit', { n: group[0]!.giftLimit })})</span>
          </p>
          {group.map((g) => (
            <fieldset key={g.spuId} className={`co-gift${g.selected ? ' co-gift--on' : ''}`}>
              <legend className="co-gift__title">
                <Img src={g.img} width={64} alt="" aspect={1} className="co-gift__img" />
                <span>{wireText(g, 'title', lang)}</span>
              </legend>
              <div className="co-gift__options">
                {g.skuList.map((o) => {
                  const names = o.goodsAttributesSelections.map((s) => wireText(s, 'name', lang)).join(' / ');
                  return (
                    <label key={o.skuId} className="co-gift__option">
                      <input
                        type="radio"
                        name={`gift-${g.promotionId}-${g.spuId}`}
                        checked={g.selectedSkuId === o.skuId || chosen.some((c) => c.skuId === o.skuId && c.promotionId === g.promotionId)}
                        onChange={() => onChoose(g, o.skuId)}
                      />
                      <span>{names || t('giftOption')}</span>
                      <span className="co-muted">{t('giftValue', { amount: money(o.price) })}</span>
                    </label>
                  );
                })}
                {g.selected || chosen.some((c) => c.promotionId === g.promotionId && c.spuId === g.spuId) ? (
                  <button type="button" className="co-link" onClick={() => onChoose(g, null)}>
                    {t('giftRemove')}
                  </button>
                ) : null}
              </div>
            </fieldset>
          ))}
        </div>
      ))}
    </section>
  );
}
