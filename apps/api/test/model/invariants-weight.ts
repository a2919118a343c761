import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * Gold by weight stays honest (decisions 370–371): after any step, every by-weight piece the shop shows
 * (the product answer, app/goods/listSkuByIds) has a price equal to its breakdown — metal at the rate
 * plus the making charge — priced at the latest recorded rate. Gold steps move the rate; nothing may
 * leave a price its breakdown contradicts.
 */
export async function checkWeightPrices(w: World): Promise<void> {
  if (!w.weightSkus.length) return;
  const [latest] = await w.q<{ id: number }>(`select id from gold_prices order by id desc limit 1`);
  const answer = (await w.t.call('app/goods/listSkuByIds', { idList: w.weightSkus })).body.data;
  for (const s of answer.skuList as { id: number; price: number; weightPrice?: { rateId: number; metalCents: number; makingChargeCents: number } }[]) {
    const b = s.weightPrice;
    if (!b) {
      violated('weight-price', `by-weight sku ${s.id} is shown without its breakdown`);
      continue;
    }
    if (s.price !== b.metalCents + b.makingChargeCents)
      violated('weight-price', `sku ${s.id} shows ${s.price} cents; its breakdown adds up to ${b.metalCents} + ${b.makingChargeCents}`);
    if (b.rateId !== latest!.id) violated('weight-price', `sku ${s.id} is priced at rate #${b.rateId}; the latest is #${latest!.id}`);
  }
}
