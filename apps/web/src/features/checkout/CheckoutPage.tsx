import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount, LANGUAGE_TYPE, ORDER, TIMING, type CallResponse, type preview } from '@shop/contract';
import { SITE } from '../../lib/config.ts';
import { useAppData } from '../../lib/app-context.ts';
import { currentLang } from '../../lib/i18n.ts';
import { wireText } from '../../lib/wire-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Img } from '../../components/ui/Img.tsx';
import { dialogs, loading } from '../../components/ui/dialogs.tsx';
import { previewFetch } from './api/preview.ts';
import { takeOrderFetch } from './api/take-order.ts';
import { getCheckoutCartFetch } from './api/get-checkout-cart.ts';
import { getPickupShopsFetch } from './api/get-pickup-shops.ts';
import { getVipAddrListFetch } from './api/get-vip-addr-list.ts';
import { readGiftChoices, writeGiftChoices, type GiftChoice } from './gift-choices.ts';
import './checkout.css';
import './strings.ts';

type Preview = CallResponse<typeof preview>;
type Line = Preview['skuList'][number];
type Gift = Preview['usableGiftSkuList'][number];

/** Errors after which the customer is asked to look again (core §8 checkout messages). */
const REVALIDATE_CODES = new Set([13003, 40501, 40502, 40503]);

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** /onlineCheckout: members only (the route's `requiresLogin`, checked by the app's login guard). */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  const { amountFormat, runMode } = useAppData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = (cents: number, kind: 'price' | 'total' = 'price') => formatAmount(cents, amountFormat, kind);

  const cart = useQuery({ queryKey: ['checkout', 'cart'], queryFn: () => getCheckoutCartFetch({ storeCode: SITE.storeCode }) });
  const shops = useQuery({ queryKey: ['checkout', 'shops'], queryFn: () => getPickupShopsFetch({ merchantCode: SITE.merchantCode }), staleTime: 300_000 });
  const addresses = useQuery({ queryKey: ['checkout', 'addresses'], queryFn: getVipAddrListFetch });

  const giftKey = `${SITE.appCode}:${runMode}`;
  const [gifts, setGifts] = useState<GiftChoice[]>(() => readGiftChoices(giftKey));
  useEffect(() => writeGiftChoices(giftKey, gifts), [giftKey, gifts]);

  const [takeWay, setTakeWay] = useState<'pickup' | 'delivery'>('pickup');
  const [shopCode, setShopCode] = useState('');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [placing, setPlacing] = useState(false);
  const keyRef = useRef<string | null>(null);

  useEffect(() => {
    const list = addresses.data?.list;
    if (list?.length && addressId === null) setAddressId((list.find((a) => a.isDefault) ?? list[0]!).id);
  }, [addresses.data, addressId]);

  const skuList = useMemo(() => (cart.data?.items ?? []).map((i) => ({ skuId: i.skuId, spuId: i.spuId, num: i.num })), [cart.data]);
  const input = useMemo(() => ({ skuList, giftSkuList: gifts }), [skuList, gifts]);
  // Previews are batched: what changes within 200 ms goes in one call.
  const batched = useDebounced(input, TIMING.PREVIEW_DEBOUNCE_MS);
  const request = (i: typeof input) => ({
    skuList: i.skuList,
    giftSkuList: i.giftSkuList,
    merchantCode: SITE.merchantCode,
    storeCode: SITE.storeCode,
    needPromotion: true,
    language: LANGUAGE_TYPE[lang],
  });
  const pv = useQuery({
    queryKey: ['order', 'preview', batched, lang],
    queryFn: ({ signal }) => previewFetch(request(batched), signal),
    enabled: batched.skuList.length > 0,
    placeholderData: keepPreviousData,
  });

  // The mixed-set rule (core §4): when some chosen gifts are no longer usable, preview again with only
  // the usable ones (docs/decisions/047-checkout-preview.md).
  useEffect(() => {
    const data = pv.data;
    if (!data || pv.isPlaceholderData || batched.giftSkuList !== gifts) return;
    const dropped = new Set(data.droppedGiftSkuIds);
    if (dropped.size === 0) return;
    setGifts((g) => g.filter((x) => !dropped.has(x.skuId)));
  }, [pv.data, pv.isPlaceholderData, batched, gifts]);

  // Any change to what is ordered needs a new idempotency key.
  useEffect(() => {
    keyRef.current = null;
  }, [input, takeWay, shopCode, addressId]);

  const data = skuList.length > 0 ? pv.data : undefined;
  const totals = data ?? { totalOriginalPrice: 0, totalPrice: 0, totalDiscountValue: 0, totalPayPrice: 0, priceRounding: 0 };

  function chooseGift(gift: Gift, skuId: number | null) {
    setGifts((current) => {
      let next = current.filter((g) => !(g.promotionId === gift.promotionId && g.spuId === gift.spuId));
      if (skuId === null) return next;
      const samePromotion = next.filter((g) => g.promotionId === gift.promotionId);
      if (samePromotion.length >= gift.giftLimit) {
        const drop = samePromotion[0]!;
        next = next.filter((g) => g !== drop);
      }
      return [...next, { skuId, spuId: gift.spuId, promotionId: gift.promotionId, num: gift.giftQty }].slice(-ORDER.GIFT_LINES_MAX);
    });
  }

  async function place(attempt = 0): Promise<void> {
    if (takeWay === 'pickup' && !shopCode) return void dialogs.alert(t('chooseShopFirst'), { kind: 'warning' });
    if (takeWay === 'delivery' && addressId === null) return void dialogs.alert(t('chooseAddressFirst'), { kind: 'warning' });
    setPlacing(true);
    loading.show();
    try {
      // Revalidate with a fresh preview: the cart or stock may have changed since it was shown.
      const fresh = await previewFetch(request(input));
      const shown = pv.data;
      const changed =
        fresh.invalidSkuList.length > 0 ||
        fresh.droppedGiftSkuIds.length > 0 ||
        !shown ||
        shown.totalPayPrice !== fresh.totalPayPrice ||
        shown.skuList.length !== fresh.skuList.length;
      if (changed) {
        queryClient.setQueryData(['order', 'preview', batched, lang], fresh);
        loading.hide();
        const go = fresh.skuList.length > 0 && (await dialogs.confirm(`${t('revalidateTitle')}\n${t('revalidateText')}`, { confirmText: t('proceed') }));
        loading.show();
        if (!go) return;
      }
      keyRef.current ??= newKey();
      const validGifts = gifts.filter((g) => !fresh.droppedGiftSkuIds.includes(g.skuId));
      const res = await takeOrderFetch({
        channel: 'PC',
        idempotencyKey: keyRef.current,
        orderRequest: {
          takeWay,
          ...(takeWay === 'pickup' ? { pickupStoreCode: shopCode } : { addressId: addressId! }),
          remark,
          skuList: fresh.skuList.map((l) => ({ skuId: l.skuId, spuId: l.spuId, num: l.num })),
          giftSkuList: validGifts,
          merchantCode: SITE.merchantCode,
          storeCode: SITE.storeCode,
          languageType: LANGUAGE_TYPE[lang],
          totalPrice: fresh.totalPrice,
          totalOriginalPrice: fresh.totalOriginalPrice,
          actualPrice: fresh.totalPayPrice,
          totalDiscountValue: fresh.totalDiscountValue,
          priceRounding: fresh.priceRounding,
        },
      });
      setGifts([]);
      keyRef.current = null;
      // The ordered lines left the cart on the server; every cart view refreshes.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'cart' || (q.queryKey[0] === 'checkout' && q.queryKey[1] === 'cart') });
      navigate(`/orderPayment?orderNo=${encodeURIComponent(res.order.orderNo)}`);
    } catch (err) {
      if (err instanceof ApiError && REVALIDATE_CODES.has(err.errorCode) && attempt < 2) {
        keyRef.current = null;
        await queryClient.invalidateQueries({ queryKey: ['checkout', 'cart'] });
        loading.hide();
        const go = await dialogs.confirm(`${t('revalidateTitle')}\n${t('revalidateText')}`, { confirmText: t('proceed') });
        loading.show();
        if (go) return place(attempt + 1);
        return;
      }
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      loading.hide();
      setPlacing(false);
    }
  }

  const giftGroups = useMemo(() => {
    const groups = new Map<number, Gift[]>();
    for (const g of data?.usableGiftSkuList ?? []) groups.set(g.promotionId, [...(groups.get(g.promotionId) ?? []), g]);
    return [...groups.values()];
  }, [data]);

  if (cart.isPending) return <main className="checkout container" id="main" aria-busy="true"><h1 className="checkout__title">{t('title')}</h1></main>;
  if (cart.isError) return <main className="checkout container" id="main"><h1 className="checkout__title">{t('title')}</h1><p role="alert">{errorMessage(cart.error, t)}</p></main>;

  return (
    <main className="checkout container" id="main">
      <h1 className="checkout__title">{t('title')}</h1>
      {skuList.length === 0 ? (
        <div className="checkout__empty">
          <p>{t('emptyCart')}</p>
          <Link className="ui-button ui-button--ghost" to="/onlineCart">{t('backToCart')}</Link>
        </div>
      ) : (
        <div className="checkout__grid">
          <div className="checkout__main">
            <section aria-labelledby="co-items" className="checkout__section">
              <h2 id="co-items">{t('items')}</h2>
              <ul className="co-lines" data-testid="checkout-lines">
                {(data?.skuList ?? []).map((l) => <LineRow key={l.skuId} line={l} money={money} />)}
              </ul>
              {data && data.invalidSkuList.length > 0 ? (
                <>
                  <h3 className="checkout__sub">{t('unavailable')}</h3>
                  <ul className="co-lines co-lines--invalid" data-testid="checkout-invalid">
                    {data.invalidSkuList.map((l) => <LineRow key={l.skuId} line={l} money={money} invalid />)}
                  </ul>
                </>
              ) : null}
            </section>

            {giftGroups.length > 0 ? (
              <section aria-labelledby="co-gifts" className="checkout__section" data-testid="checkout-gifts">
                <h2 id="co-gifts">{t('gifts')}</h2>
                {giftGroups.map((group) => (
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
                                  checked={g.selectedSkuId === o.skuId || gifts.some((c) => c.skuId === o.skuId && c.promotionId === g.promotionId)}
                                  onChange={() => chooseGift(g, o.skuId)}
                                />
                                <span>{names || t('giftOption')}</span>
                                <span className="co-muted">{t('giftValue', { amount: money(o.price) })}</span>
                              </label>
                            );
                          })}
                          {g.selected || gifts.some((c) => c.promotionId === g.promotionId && c.spuId === g.spuId) ? (
                            <button type="button" className="co-link" onClick={() => chooseGift(g, null)}>{t('giftRemove')}</button>
                          ) : null}
                        </div>
                      </fieldset>
                    ))}
                  </div>
                ))}
              </section>
            ) : null}

            <section aria-labelledby="co-take" className="checkout__section">
              <h2 id="co-take">{t('takeWay')}</h2>
              <div className="co-takeway" role="radiogroup" aria-labelledby="co-take">
                <label className="co-choice">
                  <input type="radio" name="takeWay" checked={takeWay === 'pickup'} onChange={() => setTakeWay('pickup')} />
                  <span>{t('pickup')}</span>
                </label>
                <label className="co-choice">
                  <input type="radio" name="takeWay" checked={takeWay === 'delivery'} onChange={() => setTakeWay('delivery')} />
                  <span>{t('delivery')}</span>
                </label>
              </div>
              {takeWay === 'pickup' ? (
                <label className="co-field">
                  <span>{t('pickupShop')}</span>
                  <select value={shopCode} onChange={(e) => setShopCode(e.target.value)} data-testid="pickup-shop">
                    <option value="">{t('chooseShop')}</option>
                    {(shops.data?.list ?? []).map((s) => (
                      <option key={s.storeCode} value={s.storeCode}>{wireText(s, 'name', lang)}</option>
                    ))}
                  </select>
                </label>
              ) : addresses.data && addresses.data.list.length === 0 ? (
                <p className="co-muted">{t('noAddress')}</p>
              ) : (
                <fieldset className="co-addresses">
                  <legend>{t('address')}</legend>
                  {(addresses.data?.list ?? []).map((a) => (
                    <label key={a.id} className="co-choice co-choice--block">
                      <input type="radio" name="address" checked={addressId === a.id} onChange={() => setAddressId(a.id)} />
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
                <textarea value={remark} maxLength={ORDER.REMARK_MAX_LENGTH} rows={2} onChange={(e) => setRemark(e.target.value)} />
              </label>
            </section>
          </div>

          <aside className="checkout__summary" aria-labelledby="co-summary">
            <h2 id="co-summary">{t('summary')}</h2>
            <dl className="co-totals" data-testid="checkout-totals" aria-busy={pv.isFetching}>
              <dt>{t('subtotalOriginal')}</dt>
              <dd>{money(totals.totalOriginalPrice, 'total')}</dd>
              <dt>{t('subtotal')}</dt>
              <dd>{money(totals.totalPrice, 'total')}</dd>
              <dt>{t('discount')}</dt>
              <dd data-testid="checkout-discount">{totals.totalDiscountValue ? `-${money(totals.totalDiscountValue, 'total')}` : money(0, 'total')}</dd>
              {totals.priceRounding ? (
                <>
                  <dt>{t('rounding')}</dt>
                  <dd>{money(totals.priceRounding, 'total')}</dd>
                </>
              ) : null}
              <dt className="co-totals__pay">{t('payable')}</dt>
              <dd className="co-totals__pay" data-testid="checkout-pay">{money(totals.totalPayPrice, 'total')}</dd>
            </dl>
            <button type="button" className="ui-button co-place" disabled={placing || !data || data.skuList.length === 0} onClick={() => void place()}>
              {placing ? t('placing') : t('placeOrder')}
            </button>
          </aside>
        </div>
      )}
    </main>
  );
}

function LineRow({ line, money, invalid }: { line: Line; money: (c: number) => string; invalid?: boolean }) {
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
        <p className="co-muted">{t('qty', { n: line.num })} · {t('each', { amount: money(line.price) })}</p>
        {invalid ? (
          <p className="co-line__invalid">
            {line.invalidStatus === '6' ? <span className="co-badge">{t('soldOutLabel')}</span> : null} {line.invalidMessage}
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
