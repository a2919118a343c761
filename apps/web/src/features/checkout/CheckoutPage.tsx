import { useCallback, useState } from 'react';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { formatAmount, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCheckoutPreview } from './use-checkout-preview.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { pickupChoices, type Delivery, type PayWay } from './checkout-rules.ts';
import { usePickupShops } from './api/get-pickup-shops.ts';
import { currentLang } from '../../lib/i18n.ts';
import { CheckoutLines } from './parts/CheckoutLines.tsx';
import { CheckoutGifts } from './parts/CheckoutGifts.tsx';
import { TakeWaySection } from './parts/TakeWaySection.tsx';
import { CheckoutSummary } from './parts/CheckoutSummary.tsx';
import { PayWaySection } from './parts/PayWaySection.tsx';
import './checkout.css';
import './strings.ts';

/** /onlineCheckout: members only (the route's `requiresLogin`, checked by the app's login guard). */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { amountFormat } = useAppData();
  const money = (cents: number, kind: 'price' | 'total' = 'price') => formatAmount(cents, amountFormat, kind);
  const [delivery, setDelivery] = useState<Delivery>({ takeWay: 'pickup', shopCode: '', addressId: null, remark: '' });
  const [payWay, setPayWay] = useState<PayWay>('card');
  // Paying at the shop is for pick-up orders only; a switch re-previews for the way chosen (decision 357).
  const effectivePayWay: PayWay = delivery.takeWay === 'pickup' ? payWay : 'card';
  const preview = useCheckoutPreview(delivery.takeWay === 'pickup' && delivery.shopCode ? delivery.shopCode : undefined, effectivePayWay);
  const changeDelivery = useCallback((patch: Partial<Delivery>) => setDelivery((d) => ({ ...d, ...patch })), []);
  const { place, placing } = usePlaceOrder({
    input: preview.input,
    gifts: preview.gifts,
    clearGifts: () => preview.setGifts([]),
    shown: preview.data,
    shownKey: preview.shownKey,
    delivery,
  });

  const { cart, data } = preview;
  const lang = currentLang();
  const shops = usePickupShops();
  // Lines sold out online but held at shops: pick-up only there (decision 360).
  const choices = pickupChoices(cart.data?.items ?? []);
  const shopName = (code: string) => {
    const s = shops.data?.list.find((x) => x.storeCode === code);
    return s ? wireText(s, 'name', lang) : code;
  };
  const lineTitle = (skuId: number) => {
    const l = [...(data?.skuList ?? []), ...(data?.invalidSkuList ?? [])].find((x) => x.skuId === skuId);
    return l ? wireText(l, 'title', lang) || l.skuCode : '';
  };
  const fromShop = delivery.takeWay === 'pickup' && !!data?.skuList.some((l) => l.stockStoreCode === delivery.shopCode);
  if (cart.isPending)
    return (
      <main className="checkout container" id="main" aria-busy="true">
        <h1 className="checkout__title">{t('title')}</h1>
      </main>
    );
  if (cart.isError)
    return (
      <main className="checkout container" id="main">
        <h1 className="checkout__title">{t('title')}</h1>
        <p role="alert">{errorMessage(cart.error, t)}</p>
      </main>
    );

  return (
    <main className="checkout container" id="main">
      <h1 className="checkout__title">{t('title')}</h1>
      {!choices.oneShop ? (
        <div className="checkout__note" role="alert" data-testid="checkout-no-one-shop">
          <p>{t('noOneShop')}</p>
          <ul>
            {choices.pickupOnly.map((i) => (
              <li key={i.skuId}>{t('needsShops', { item: lineTitle(i.skuId), shops: (i.pickupOnlyAt ?? []).map(shopName).join(' / ') })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {fromShop ? (
        <p className="checkout__note" role="status" data-testid="checkout-shop-stock">
          {t('fromShopStock')}
        </p>
      ) : null}
      {preview.input.skuList.length === 0 ? (
        <div className="checkout__empty">
          <p>{t('emptyCart')}</p>
          <Link className="ui-button ui-button--ghost" to="/onlineCart">
            {t('backToCart')}
          </Link>
        </div>
      ) : (
        <div className="checkout__grid">
          <div className="checkout__main">
            <CheckoutLines data={data} money={money} />
            <CheckoutGifts groups={preview.giftGroups} chosen={preview.gifts} onChoose={preview.chooseGift} money={money} />
            <TakeWaySection delivery={delivery} onChange={changeDelivery} choices={choices} />
            <PayWaySection payWay={effectivePayWay} canPayAtShop={delivery.takeWay === 'pickup'} onChange={setPayWay} data={data} money={money} />
          </div>
          <CheckoutSummary
            totals={preview.totals}
            busy={preview.fetching}
            canPlace={!!data && data.skuList.length > 0}
            placing={placing}
            onPlace={() => void place()}
            money={money}
          />
        </div>
      )}
    </main>
  );
}
