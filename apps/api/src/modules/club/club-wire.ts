import { toWire, type PointsGoods, type Redemption } from '@shop/contract';
import { inertText } from '../../lib/sanitize-body.ts';
import type { RedemptionLineRow, RedemptionRow, SkuRow, SpuRow } from './club.repository.ts';

// How the club's rows go on the wire, and the one line rule the redemption's checks share.

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export type Line = { skuId: number; num: number };

/** A club good as the storefront reads it, with its skus and their shop stock. */
export function spuWire(spu: SpuRow, skus: SkuRow[]): PointsGoods {
  const skuList = skus.map((k) => {
    const storeStockQty = k.stocks.reduce((s, x) => s + x.stockQty, 0);
    return {
      id: k.id,
      spuId: k.spuId,
      skuCode: k.skuCode,
      point: k.point,
      birthdayMonthPoints: k.birthdayMonthPoints,
      price: k.price,
      originalPrice: k.originalPrice,
      limitNum: k.limitNum,
      storeStockList: k.stocks,
      storeStockQty,
    };
  });
  return {
    id: spu.id,
    img: spu.img,
    imgList: spu.imgList,
    price: skuList[0]?.price ?? 0,
    point: skuList[0]?.point ?? 0,
    productType: spu.productType,
    categoryId: spu.categoryId,
    skuList,
    storeStockQty: skuList.reduce((s, k) => s + k.storeStockQty, 0),
    ...toWire('title', spu.title),
    ...toWire('detail', inertText(spu.detail)),
  };
}

/** A redemption as the member and the counter read it. */
export function redemptionWire(r: RedemptionRow, lines: RedemptionLineRow[]): Redemption {
  return {
    redemptionNo: r.redemptionNo,
    status: r.status,
    memberNo: r.memberNo,
    pickupStoreCode: r.pickupStoreCode,
    ...toWire('pickupStoreName', r.pickupStoreName),
    totalPoints: r.totalPoints,
    totalNormalPoints: r.totalNormalPoints,
    birthdayMonth: r.birthdayMonth,
    cashDue: r.cashDue,
    lines: lines.map((l) => ({
      skuId: l.skuId,
      spuId: l.spuId,
      img: l.img,
      num: l.num,
      point: l.point,
      normalPoint: l.normalPoint,
      price: l.price,
      totalPoints: l.point * l.num,
      totalPrice: l.price * l.num,
      ...toWire('title', l.title),
    })),
    createdAt: iso(r.createdAt),
    collectedAt: r.collectedAt ? iso(r.collectedAt) : null,
  };
}

/** Sums lines of the same sku, so that limits and stock see the whole quantity. */
export function mergeLines(lines: readonly Line[]): Line[] {
  const by = new Map<number, number>();
  for (const l of lines) by.set(l.skuId, (by.get(l.skuId) ?? 0) + l.num);
  return [...by].map(([skuId, num]) => ({ skuId, num })).sort((a, b) => a.skuId - b.skuId);
}
