import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER } from '@shop/contract';
import { NamedOptions } from '../../../components/ui/NamedOptions.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { useCheckoutAddresses } from '../api/get-vip-addr-list.ts';
import { usePickupShops } from '../api/get-pickup-shops.ts';
import { defaultAddressId, type Delivery, type pickupChoices } from '../checkout-rules.ts';

/** Pick up at a shop or delivery to one of the member's addresses, and a remark. */
export function TakeWaySection({
  delivery,
  onChange,
  choices,
}: {
  delivery: Delivery;
  onChange: (patch: Partial<Delivery>) => void;
  choices: ReturnType<typeof pickupChoices>;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  const shops = usePickupShops();
  const addresses = useCheckoutAddresses();
  const { takeWay, shopCode, addressId, remark } = delivery;
  // Pick-up-only lines (decision 360): only the shops holding them are listed; delivery only when some line can be delivered.
  const offered = choices.shops;
  const shopList = (shops.data?.list ?? []).filter((s) => offered === null || offered.includes(s.storeCode));
  const noDelivery = !choices.canDeliver;
  useEffect(() => {
    if (noDelivery && takeWay !== 'pickup') onChange({ takeWay: 'pickup' });
    else if (offered === null) return;
    else if (shopCode && !offered.includes(shopCode)) onChange({ shopCode: '' });
    else if (!shopCode && takeWay === 'pickup' && offered.length === 1) onChange({ shopCode: offered[0]! });
  }, [noDelivery, offered, takeWay, shopCode, onChange]);

  useEffect(() => {
    if (addressId === null) {
      const first = defaultAddressId(addresses.data?.list);
      if (first !== null) onChange({ addressId: first });
    }
  }, [addresses.data, addressId, onChange]);

  return (
    <section aria-labelledby="co-take" className="checkout__section">
      <h2 id="co-take">{t('takeWay')}</h2>
      <div className="co-takeway" role="radiogroup" aria-labelledby="co-take">
        <label className="co-choice">
          <input type="radio" name="takeWay" checked={takeWay === 'pickup'} onChange={() => onChange({ takeWay: 'pickup' })} />
          <span>{t('pickup')}</span>
        </label>
        <label className="co-choice">
          <input type="radio" name="takeWay" checked={takeWay === 'delivery'} disabled={noDelivery} onChange={() => onChange({ takeWay: 'delivery' })} />
          <span>{t('delivery')}</span>
        </label>
      </div>
      {choices.pickupOnly.length > 0 && (
        <p className="co-muted" data-testid="pickup-only-note">
          {t('pickupOnlyNote')}
        </p>
      )}
      {takeWay === 'pickup' ? (
        <label className="co-field">
          <span>{t('pickupShop')}</span>
          <select value={shopCode} onChange={(e) => onChange({ shopCode: e.target.value })} data-testid="pickup-shop">
            <option value="">{t('chooseShop')}</option>
            <NamedOptions items={shopList} valueOf={(s) => s.storeCode} lang={lang} />
          </select>
        </label>
      ) : addresses.data && addresses.data.list.length === 0 ? (
        <p className="co-muted">{t('noAddress')}</p>
      ) : (
        <fieldset className="co-addresses">
          <legend>{t('address')}</legend>
          {(addresses.data?.list ?? []).map((a) => (
            <label key={a.id} className="co-choice co-choice--block">
              <input type="radio" name="address" checked={addressId === a.id} onChange={() => onChange({ addressId: a.id })} />
              <span>
                <strong>{a.receiverName}</strong> +{a.phoneAreaCode} {a.phone}
                <br />
                {[a.detail, a.district, a.province, a.area].filter(Boolean).join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="co-field">
        <span>{t('remark')}</span>
        <textarea value={remark} maxLength={ORDER.REMARK_MAX_LENGTH} rows={2} onChange={(e) => onChange({ remark: e.target.value })} />
      </label>
    </section>
  );
}
