import {
  availabilityOfLine,
  LANGUAGE_TYPE,
  ORDER,
  pickupShopsForAll,
  pickupShopsForAny,
  takeOrderTotals,
  type CallRequest,
  type CallResponse,
  type Lang,
  type preview,
  type takeOrder,
} from '@shop/contract';
import { SITE } from '../../lib/config.ts';
import type { GiftChoice } from './gift-choices.ts';

/** Plain rules of the checkout screen, kept apart from React so they can be tested alone. */
export type Preview = CallResponse<typeof preview>;
export type PreviewLine = Preview['skuList'][number];
export type Gift = Preview['usableGiftSkuList'][number];
export interface PreviewInput {
  skuList: { skuId: number; spuId: number; num: number }[];
  giftSkuList: GiftChoice[];
  /** The chosen pick-up shop: the preview checks stock there when the online shop cannot supply (decision 192). */
  pickupStoreCode?: string;
  /** How the member means to pay (decision 357): the preview prices for it. */
  payWay?: PayWay;
}
export type TakeWay = 'pickup' | 'delivery';
/** Card online (the default kind of a price), or at the shop — the counter takes the method. */
export type PayWay = 'card' | 'at_shop';

/** What the preview and takeOrder are told of the way to pay: at the shop is named; card is the default. */
const intentOf = (w: PayWay | undefined) => (w === 'at_shop' ? { paymentMethod: 'at_shop' as const } : {});

/** Errors after which the customer is asked to look again (core §8 checkout messages). */
export const REVALIDATE_CODES: ReadonlySet<number> = new Set([13003, 40501, 40502, 40503]);

export const EMPTY_TOTALS = { totalOriginalPrice: 0, totalPrice: 0, totalDiscountValue: 0, totalPayPrice: 0, priceRounding: 0 } as const;

export const previewRequest = (input: PreviewInput, lang: Lang): CallRequest<typeof preview> => ({
  skuList: input.skuList,
  giftSkuList: input.giftSkuList,
  // Without it the preview checks the online stock only, and a line held at the shop shows sold out.
  ...(input.pickupStoreCode ? { pickupStoreCode: input.pickupStoreCode } : {}),
  ...intentOf(input.payWay),
  merchantCode: SITE.merchantCode,
  storeCode: SITE.storeCode,
  needPromotion: true,
  language: LANGUAGE_TYPE[lang],
});

/**
 * Choosing a gift option replaces the earlier choice for the same gift; past the promotion's limit the
 * oldest choice of that promotion goes; `null` removes the gift. At most ORDER.GIFT_LINES_MAX lines.
 */
export function chooseGift(current: GiftChoice[], gift: Pick<Gift, 'promotionId' | 'spuId' | 'giftLimit' | 'giftQty'>, skuId: number | null): GiftChoice[] {
  let next = current.filter((g) => !(g.promotionId === gift.promotionId && g.spuId === gift.spuId));
  if (skuId === null) return next;
  const samePromotion = next.filter((g) => g.promotionId === gift.promotionId);
  if (samePromotion.length >= gift.giftLimit) {
    const drop = samePromotion[0]!;
    next = next.filter((g) => g !== drop);
  }
  return [...next, { skuId, spuId: gift.spuId, promotionId: gift.promotionId, num: gift.giftQty }].slice(-ORDER.GIFT_LINES_MAX);
}

/** The chosen gifts the server no longer offers are dropped (the mixed-set rule, decision 047). */
export const withoutDroppedGifts = (gifts: GiftChoice[], droppedSkuIds: readonly number[]) => {
  const dropped = new Set(droppedSkuIds);
  return dropped.size === 0 ? gifts : gifts.filter((g) => !dropped.has(g.skuId));
};

/** The fresh preview before placing differs from the one shown: the customer must look again. */
export const previewChanged = (shown: Preview | undefined, fresh: Preview) =>
  // A line another shop holds was shown as staying in the cart (decision 360): not a change.
  fresh.invalidSkuList.some((l) => !(l.pickupOnlyAt && shown?.invalidSkuList.some((s) => s.skuId === l.skuId && s.pickupOnlyAt))) ||
  fresh.droppedGiftSkuIds.length > 0 ||
  !shown ||
  shown.totalPayPrice !== fresh.totalPayPrice ||
  shown.skuList.length !== fresh.skuList.length ||
  // Goods priced by weight: a new gold price is confirmed even if the total came out the same (issue 30).
  (shown.weightQuote?.rateId ?? null) !== (fresh.weightQuote?.rateId ?? null) ||
  shown.pricedPaymentKind !== fresh.pricedPaymentKind;

/** Usable gifts grouped by promotion, in the order the server listed them. */
export function groupGifts(list: readonly Gift[]): Gift[][] {
  const groups = new Map<number, Gift[]>();
  for (const g of list) groups.set(g.promotionId, [...(groups.get(g.promotionId) ?? []), g]);
  return [...groups.values()];
}

/** The address chosen first: the default one, else the first. */
export const defaultAddressId = (list: readonly { id: number; isDefault: boolean }[] | undefined) =>
  list?.length ? (list.find((a) => a.isDefault) ?? list[0]!).id : null;

export interface Delivery {
  takeWay: TakeWay;
  shopCode: string;
  addressId: number | null;
  remark: string;
}

/** What is missing before an order can be placed, as a string key of the checkout catalogue. */
export const missingDelivery = (d: Delivery): 'chooseShopFirst' | 'chooseAddressFirst' | null =>
  d.takeWay === 'pickup' && !d.shopCode ? 'chooseShopFirst' : d.takeWay === 'delivery' && d.addressId === null ? 'chooseAddressFirst' : null;

/** The takeOrder request from the fresh preview (its lines and totals are what the customer confirmed). */
export function takeOrderRequest(fresh: Preview, gifts: GiftChoice[], d: Delivery, lang: Lang, idempotencyKey: string): CallRequest<typeof takeOrder> {
  return {
    channel: 'PC',
    idempotencyKey,
    orderRequest: {
      takeWay: d.takeWay,
      ...(d.takeWay === 'pickup' ? { pickupStoreCode: d.shopCode } : { addressId: d.addressId! }),
      remark: d.remark,
      skuList: fresh.skuList.map((l) => ({ skuId: l.skuId, spuId: l.spuId, num: l.num })),
      giftSkuList: withoutDroppedGifts(gifts, fresh.droppedGiftSkuIds),
      merchantCode: SITE.merchantCode,
      storeCode: SITE.storeCode,
      languageType: LANGUAGE_TYPE[lang],
      ...takeOrderTotals(fresh),
      // The gold price the shown total used, and until when it holds (decision 231).
      ...(fresh.weightQuote ? { weightQuote: { rateId: fresh.weightQuote.rateId, validUntil: fresh.weightQuote.validUntil } } : {}),
      // The way to pay the preview priced for: the order keeps that kind (decision 357).
      ...(fresh.pricedPaymentKind === 'counter' ? { paymentMethod: 'at_shop' as const } : {}),
    },
  };
}

export const newIdempotencyKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** A checkout cart line as availability reads it: pick-up only at `pickupOnlyAt`, else from the online shop. */
export interface CheckoutItem {
  skuId: number;
  pickupOnlyAt?: readonly string[] | undefined;
}

/**
 * Decision 360: the pick-up choices for these cart lines, by the contract's availability rule.
 * `shops`: the pick-up shops offered — null for any shop (no line is pick-up only), else the shops that
 * take every pick-up-only line, or, when no one shop does, every shop some of them can go to (the shopper
 * chooses which pieces to order now; the rest stay in the cart). `oneShop`: whether one shop takes them
 * all. `canDeliver`: some line can be delivered (the others then stay in the cart).
 */
export function pickupChoices(items: readonly CheckoutItem[]): { shops: string[] | null; oneShop: boolean; canDeliver: boolean; pickupOnly: CheckoutItem[] } {
  const lines = items.map((i) => ({ skuId: i.skuId, availability: availabilityOfLine({ state: 'NORMAL', pickupOnlyAt: i.pickupOnlyAt }) }));
  const all = pickupShopsForAll(lines);
  const pickupOnly = items.filter((i) => i.pickupOnlyAt?.length);
  return {
    shops: all === null ? null : all.length ? all : pickupShopsForAny(lines),
    oneShop: all === null || all.length > 0,
    canDeliver: items.length === 0 || pickupOnly.length < items.length,
    pickupOnly,
  };
}
