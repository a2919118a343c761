import { useTranslation } from 'react-i18next';
import { wireText, type TillQuote } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';

export interface TillGift {
  skuId: number;
  promotionId: number;
  num: number;
}

/** The chosen gifts a quote still offers: a gift whose promotion the sale no longer reaches is left out. */
export const giftsOffered = (gifts: TillGift[], offers: TillQuote['giftOffers'] | undefined) =>
  gifts.filter((g) => offers?.some((o) => o.promotionId === g.promotionId && o.options.some((x) => x.skuId === g.skuId)));

/**
 * The gift promotions a counter sale reaches (issue 43, decision 517), as online: one gift chosen per
 * promotion from the pieces this shop holds; choosing again replaces it, choosing it once more takes it off.
 */
export function GiftOffers({ offers, gifts, onChange }: { offers: TillQuote['giftOffers']; gifts: TillGift[]; onChange: (gifts: TillGift[]) => void }) {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  if (!offers.length) return null;
  const toggle = (promotionId: number, skuId: number, num: number) => {
    const others = gifts.filter((g) => g.promotionId !== promotionId);
    const chosen = gifts.some((g) => g.promotionId === promotionId && g.skuId === skuId);
    onChange(chosen ? others : [...others, { promotionId, skuId, num }]);
  };
  return (
    <fieldset className="bo-field" data-testid="till-gifts">
      <legend>{t('gifts')}</legend>
      {offers.map((o) => (
        <div key={o.promotionId}>
          <p>{wireText(o, 'title', lang)}</p>
          <ul className="bo-till__lines">
            {o.options.map((x) => {
              const chosen = gifts.some((g) => g.promotionId === o.promotionId && g.skuId === x.skuId);
              return (
                <li key={x.skuId} className="bo-till__line">
                  <span>
                    {wireText(x, 'title', lang)} · {x.skuCode}
                  </span>
                  <span>{t('here', { count: x.available })}</span>
                  <button
                    type="button"
                    className={`bo-button${chosen ? '' : ' bo-button--ghost'}`}
                    aria-pressed={chosen}
                    disabled={x.available < 1}
                    onClick={() => toggle(o.promotionId, x.skuId, o.giftQty)}
                    data-testid={`till-gift-${x.skuCode}`}
                  >
                    {t('giftChoose')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
