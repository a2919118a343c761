import { metalRateCents, priceByWeight, type MetalRates, type WeightPrice } from '@shop/contract';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * Gold by weight stays honest (decisions 370–371, 406): after any step, every by-weight piece the shop
 * shows (the product answer, app/goods/listSkuByIds) has a price equal to its breakdown — metal at the
 * day's rate × weight plus the making charge, recomputed here by the contract's one pricing function from
 * the rule the answer shows and the latest recorded rate — and never above its original price (the
 * difference is the discount the breakdown shows). Gold steps move the rate, bulk changes and CSV imports
 * the making charge; nothing may leave a price its breakdown contradicts.
 */

export interface LatestRate {
  id: number;
  rates: MetalRates;
}

export async function latestRate(w: World): Promise<LatestRate> {
  const [r] = await w.q<{ id: number; sell: number; k18: number | null; permille: number; pt950: number | null }>(
    `select id, sell_tael as sell, k18_tael as k18, k18_permille as permille, pt950_tael as pt950 from gold_prices order by recorded_at desc, id desc limit 1`,
  );
  return { id: r!.id, rates: { gold9999: r!.sell, gold18k: r!.k18, k18Permille: r!.permille, pt950: r!.pt950 } };
}

/** The price a shown rule comes to at `rates`, with `makingCents` in place of the shown one when given. */
export function breakdownPrice(b: WeightPrice, rates: MetalRates, makingCents = b.makingCents): number | null {
  return priceByWeight({ metal: b.metal, weightMg: b.weightMg, makingMode: b.makingMode, makingCents }, rates)?.price ?? null;
}

export type ShownSku = { id: number; price: number; originalPrice: number; weightPrice?: WeightPrice };

/** The product answer for `ids`, as the storefront reads it. */
export async function productRead(w: World, ids: number[]): Promise<ShownSku[]> {
  return (await w.t.call('app/goods/listSkuByIds', { idList: ids })).body.data.skuList as ShownSku[];
}

export async function checkWeightPrices(w: World): Promise<void> {
  if (!w.weightSkus.length) return;
  const latest = await latestRate(w);
  for (const s of await productRead(w, w.weightSkus)) {
    const b = s.weightPrice;
    if (!b) {
      violated('weight-price', `by-weight sku ${s.id} is shown without its breakdown`);
      continue;
    }
    if (s.price !== b.metalCents + b.makingChargeCents)
      violated('weight-price', `sku ${s.id} shows ${s.price} cents; its breakdown adds up to ${b.metalCents} + ${b.makingChargeCents}`);
    if (b.rateId !== latest.id) violated('weight-price', `sku ${s.id} is priced at rate #${b.rateId}; the latest is #${latest.id}`);
    if (b.rateCents !== metalRateCents(latest.rates, b.metal))
      violated('weight-price', `sku ${s.id} names a ${b.metal} rate of ${b.rateCents} cents; the day's is ${metalRateCents(latest.rates, b.metal)}`);
    const due = breakdownPrice(b, latest.rates);
    if (s.price !== due)
      violated('weight-price', `sku ${s.id} shows ${s.price} cents; ${b.weightMg} mg of ${b.metal} at the day's rate + its making charge is ${due}`);
    if (s.originalPrice < s.price) violated('weight-price', `sku ${s.id} shows ${s.price} cents above its original price ${s.originalPrice}`);
  }
}
