import { useEffect, useMemo, useState } from 'react';
import { TIMING } from '@shop/contract';
import { SITE } from '../../lib/config.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useAppData } from '../../lib/app-context.ts';
import { useCheckoutCart } from './api/get-checkout-cart.ts';
import { previewKey, usePreview } from './api/preview.ts';
import { chooseGift, EMPTY_TOTALS, groupGifts, withoutDroppedGifts, type Gift, type PayWay, type PreviewInput } from './checkout-rules.ts';
import { readGiftChoices, writeGiftChoices, type GiftChoice } from './gift-choices.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * The cart's lines, the chosen gifts (kept locally per app run) and their priced preview, batched so
 * what changes within 200 ms goes in one call.
 */
export function useCheckoutPreview(pickupStoreCode?: string, payWay: PayWay = 'card') {
  const lang = currentLang();
  const { runMode } = useAppData();
  const cart = useCheckoutCart();

  const giftKey = `${SITE.appCode}:${runMode}`;
  const [gifts, setGifts] = useState<GiftChoice[]>(() => readGiftChoices(giftKey));
  useEffect(() => writeGiftChoices(giftKey, gifts), [giftKey, gifts]);

  const skuList = useMemo(() => (cart.data?.items ?? []).map((i) => ({ skuId: i.skuId, spuId: i.spuId, num: i.num })), [cart.data]);
  // A pick-up shop may supply what the online shop has sold out (decision 192): the preview prices against it.
  const input = useMemo<PreviewInput>(
    () => ({ skuList, giftSkuList: gifts, ...(pickupStoreCode ? { pickupStoreCode } : {}), ...(payWay === 'at_shop' ? { payWay } : {}) }),
    [skuList, gifts, pickupStoreCode, payWay],
  );
  const batched = useDebounced(input, TIMING.PREVIEW_DEBOUNCE_MS);
  const pv = usePreview(batched, lang);

  // The mixed-set rule (core §4): when some chosen gifts are no longer usable, preview again with only
  // the usable ones (docs/decisions/047-checkout-preview.md).
  useEffect(() => {
    const data = pv.data;
    if (!data || pv.isPlaceholderData || batched.giftSkuList !== gifts) return;
    const next = withoutDroppedGifts(gifts, data.droppedGiftSkuIds);
    if (next !== gifts) setGifts(next);
  }, [pv.data, pv.isPlaceholderData, batched, gifts]);

  const data = skuList.length > 0 ? pv.data : undefined;
  const giftGroups = useMemo(() => groupGifts(data?.usableGiftSkuList ?? []), [data]);
  return {
    cart,
    input,
    gifts,
    setGifts,
    chooseGift: (gift: Gift, skuId: number | null) => setGifts((current) => chooseGift(current, gift, skuId)),
    /** The preview shown (undefined while the cart is empty). */
    data,
    totals: data ?? EMPTY_TOTALS,
    giftGroups,
    fetching: pv.isFetching,
    /** The query key of the preview on screen, to replace it with a fresher answer. */
    shownKey: previewKey(batched, lang),
  };
}
