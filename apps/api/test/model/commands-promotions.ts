import type { PaymentCondition } from '@shop/contract';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * The merchant's promotion changes: the model's own offer (HK$100 off each played sku, stackable so no
 * seeded promotion outbids it) turned on or off and given another payment condition through the back
 * office's form (get, then save with its version), as the merchant does. The model does not predict
 * prices; the invariants hold them to account: preview = takeOrder, what the product page offers is
 * accepted, and no payment at a price its method does not earn ('payment-kind', invariants-prices.ts).
 */

export const MODEL_PROMOTION = 'MODELPAY';
/** What every sequence starts from: on, for card payments (the "card-only offer"). */
const START = { on: true, cond: 'card' as PaymentCondition };

const bo = (w: World, path: string, body: object) => w.t.call(`app/backOffice/promotions/${path}`, body, { token: w.staff.admin, lang: 'en' });

function values(skuCodes: string[], on: boolean, cond: PaymentCondition) {
  const now = Date.now();
  // Off: not started (upcoming), so a later save can turn it on again; `end` would end it for good.
  const startsAt = new Date(on ? now - 3_600_000 : now + 86_400_000).toISOString();
  const endsAt = new Date(now + 90 * 86_400_000).toISOString();
  const title = { zh_HK: '模型優惠', zh_CN: '模型优惠', en: 'Model offer' };
  return {
    code: MODEL_PROMOTION,
    title,
    description: { zh_HK: '', zh_CN: '', en: '' },
    kind: 'amount_off',
    scope: 'sku',
    categoryIds: [],
    skuCodes,
    threshold: 0,
    amountOff: 10_000,
    percentOff: 0,
    giftSkuCodes: [],
    giftLimit: 1,
    giftQty: 1,
    priority: 0,
    stackable: true,
    paymentCondition: cond,
    startsAt,
    endsAt,
  };
}

async function skuCodes(w: World): Promise<string[]> {
  return (await w.q<{ c: string }>(`select sku_code as c from skus where id in (${w.skus.join(',')}) order by id`)).map((r) => r.c);
}

/** Saves the model's promotion as `on`/`cond` (created the first time); answers the API's answer. */
async function savePromotion(w: World, on: boolean, cond: PaymentCondition) {
  const codes = await skuCodes(w);
  const [row] = await w.q<{ id: number }>(`select id from promotions where code = '${MODEL_PROMOTION}'`);
  if (!row) return bo(w, 'save', { values: values(codes, on, cond) });
  const got = await bo(w, 'get', { id: row.id });
  if (got.status !== 200) return got;
  return bo(w, 'save', { id: row.id, baseVersion: got.body.data.version, values: values(codes, on, cond) });
}

/** A sequence's start: the model's promotion on, for card (created on the run's first sequence). */
export async function resetPromotion(w: World): Promise<void> {
  const r = await savePromotion(w, START.on, START.cond);
  if (r.status !== 200) throw new Error(`the model's promotion: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
}

export async function runPromotionStep(w: World, step: Step): Promise<boolean> {
  if (step.k !== 'promo') return false;
  const r = await savePromotion(w, step.on, step.cond);
  if (r.status !== 200) violated('model-agrees', `${JSON.stringify(step)} refused: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return true;
}
