import {
  ERRORS,
  errorText,
  INVALID_STATUS,
  LINE_STATE_ERROR,
  lineStateOfStatus,
  PAID_WITH_METHODS,
  toWire,
  type I18nText,
  type InvalidStatus,
  type Lang,
  type Order,
  type PaymentMethod,
  type PreviewItem,
  type UsableGift,
} from '@shop/contract';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import type { PricedLine, PricingResult } from './pricing.ts';
import type { StockSources } from './stock-sources.ts';

/* Wire mapping of the order calls: priced lines, gift offers and stored orders as the contract's shapes. */

/** The spec's languageType of an order request → our language. */
export const LANG_OF_TYPE: Record<string, Lang> = { SIMPLE: 'zh_CN', TRADITIONAL: 'zh_HK', ENG: 'en' };

const selectionsWire = (s: { id: number; name: I18nText }[]) => s.map((x) => ({ id: x.id, ...toWire('name', x.name) }));

/** The catalogue text of an invalid line's state in a language ('' for a valid line). */
function invalidMessage(status: InvalidStatus, lang: Lang): string {
  const state = lineStateOfStatus(status);
  return state === 'NORMAL' ? '' : errorText(ERRORS[LINE_STATE_ERROR[state]], lang);
}

/**
 * A priced line on the wire. With the order's stock sources: a valid line names the shop whose stock it
 * takes; a line held only at other shops names them and says so (decision 360) instead of its bare state.
 */
export function itemOf(l: PricedLine, lang: Lang, sources?: StockSources, shopNames?: (codes: readonly string[]) => string): PreviewItem {
  const sku = l.sku;
  const invalid = l.invalidStatus !== INVALID_STATUS.VALID;
  const source = invalid ? undefined : sources?.sourceOf.get(l.skuId);
  const elsewhere = invalid ? sources?.needsShop.get(l.skuId) : undefined;
  return {
    skuId: l.skuId,
    spuId: sku?.spuId ?? 0,
    skuCode: sku?.skuCode ?? '',
    img: sku?.img ?? '',
    ...toWire('title', sku?.title),
    goodsAttributesSelections: selectionsWire(sku?.selections ?? []),
    originalPrice: sku?.originalPrice ?? 0,
    price: sku?.price ?? 0,
    payPrice: l.num > 0 ? Math.round(l.totalPayPrice / l.num) : 0,
    num: l.num,
    stockQty: Math.max(0, sku?.stockQty ?? 0),
    totalOriginalPrice: l.totalOriginalPrice,
    totalPrice: l.totalPrice,
    totalDiscountValue: l.totalDiscountValue,
    totalPayPrice: l.totalPayPrice,
    isInvalidSku: invalid,
    invalidStatus: l.invalidStatus,
    invalidMessage: elsewhere
      ? errorText(ERRORS.ORDER_LINE_PICKUP_ONLY_AT, lang, { shops: shopNames?.(elsewhere) ?? elsewhere.join(' / ') })
      : invalidMessage(l.invalidStatus, lang),
    ...(source ? { stockStoreCode: source } : {}),
    ...(elsewhere ? { pickupOnlyAt: elsewhere } : {}),
    promotions: l.promotions.map((p) => ({ id: p.id, code: p.code, discount: p.discount, paymentCondition: p.paymentCondition, ...toWire('title', p.title) })),
    ...(sku?.weightPrice ? { weightPrice: sku.weightPrice } : {}),
  };
}

export function giftsOf(r: PricingResult): UsableGift[] {
  return r.giftOffers.map((o) => {
    const chosen = r.chosenGifts.find((c) => c.promotion.id === o.promotion.id && c.sku.spuId === o.spuId);
    const first = o.options[0]!.sku;
    return {
      promotionId: o.promotion.id,
      spuId: o.spuId,
      img: first.img,
      ...toWire('title', first.title),
      ...toWire('promDesc', o.promotion.description),
      skuList: o.options.map(({ sku, available }) => ({
        skuId: sku.skuId,
        skuCode: sku.skuCode,
        img: sku.img,
        price: sku.price,
        stockQty: available,
        goodsAttributesSelections: selectionsWire(sku.selections),
      })),
      giftLimit: o.promotion.giftLimit,
      giftQty: o.promotion.giftQty,
      selected: chosen !== undefined,
      selectedSkuId: chosen?.sku.skuId ?? null,
      num: chosen?.num ?? 0,
      totalGiftPrice: chosen ? chosen.sku.price * chosen.num : 0,
    };
  });
}

/** `online`: the card methods this start offers (none in production until a real provider is added). */
export function orderOf(o: OrderRow, lines: OrderLineRow[], online: readonly PaymentMethod[]): Order {
  const unpaid = o.status === 'pending_payment';
  const paymentMethods: PaymentMethod[] = unpaid ? (o.takeWay === 'pickup' ? [...online, 'at_shop'] : [...online]) : [];
  return {
    orderNo: o.orderNo,
    status: o.status,
    takeWay: o.takeWay,
    pickupStore: o.pickupStoreCode ? { storeCode: o.pickupStoreCode, ...toWire('name', o.pickupStoreName) } : null,
    deliveryAddress: o.deliveryAddress
      ? {
          receiverName: o.deliveryAddress.receiverName ?? '',
          phoneAreaCode: o.deliveryAddress.phoneAreaCode ?? '',
          phone: o.deliveryAddress.phone ?? '',
          area: o.deliveryAddress.area ?? '',
          province: o.deliveryAddress.province ?? '',
          district: o.deliveryAddress.district ?? '',
          detail: o.deliveryAddress.detail ?? '',
        }
      : null,
    remark: o.remark,
    paymentMethod: o.paymentMethod,
    pricedPaymentKind: o.pricedPaymentKind,
    paymentMethods,
    expiresAt: o.expiresAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    // Only a method the wire names (an old row without a counter method reads as unknown).
    paidWith: o.paidWith && (PAID_WITH_METHODS as readonly string[]).includes(o.paidWith) ? o.paidWith : null,
    totalOriginalPrice: o.totalOriginalPrice,
    totalPrice: o.totalPrice,
    totalDiscountValue: o.totalDiscountValue,
    priceRounding: o.priceRounding,
    totalPayPrice: o.totalPayPrice,
    itemCount: lines.filter((l) => !l.isGift).reduce((a, l) => a + l.num, 0),
    lines: lines.map((l) => ({
      skuId: l.skuId,
      spuId: l.spuId,
      skuCode: l.skuCode,
      img: l.img,
      ...toWire('title', l.title),
      goodsAttributesSelections: selectionsWire(l.selections),
      num: l.num,
      originalPrice: l.originalPrice,
      price: l.price,
      totalPrice: l.isGift ? 0 : l.price * l.num,
      totalDiscountValue: l.totalDiscountValue,
      totalPayPrice: l.totalPayPrice,
      isGift: l.isGift,
      ...(l.stockStoreCode ? { stockStoreCode: l.stockStoreCode } : {}),
      ...(l.weightPrice ? { weightPrice: l.weightPrice } : {}),
    })),
  };
}
