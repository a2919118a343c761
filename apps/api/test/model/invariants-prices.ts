import { paymentKindOf, priceHoldsFor, type CounterPaymentMethod, type PaymentCondition, type PaymentMethod } from '@shop/contract';
import type { Model } from './model-state.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * Never a payment at a price its method does not earn (decision 357): for every payment of the sequence's
 * orders that received money, every promotion the order's price applied must admit the payment's kind
 * (`priceHoldsFor` of the contract, the rule the API itself uses) — a cash payment at a card offer's price
 * is the issue's defect. (The priced kind itself may differ: a pay-at-the-shop price carries only offers
 * for any payment, which every kind admits.)
 */
export async function checkPaymentKinds(w: World, m: Model): Promise<void> {
  if (!m.orders.length) return;
  const rows = await w.q<{ orderNo: string; provider: string; method: string | null; promotions: { code: string; paymentCondition?: PaymentCondition }[] }>(
    `select o.order_no as "orderNo", p.provider, p.method, o.promotions
     from payments p join orders o on o.id = p.order_id
     where o.order_no in (${m.orders.map((o) => `'${o.orderNo}'`).join(',')}) and p.status in ('succeeded', 'refunded')`,
  );
  for (const r of rows) {
    const method = (r.provider === 'at_shop' ? r.method : r.provider) as PaymentMethod | CounterPaymentMethod | null;
    if (!method) {
      violated('payment-kind', `${r.orderNo}: a payment received at the counter with no method`);
      continue;
    }
    const kind = paymentKindOf(method);
    const conditions = r.promotions.map((p) => p.paymentCondition ?? 'any');
    if (!priceHoldsFor(conditions, kind))
      violated(
        'payment-kind',
        `${r.orderNo} paid by ${method} (${kind}) at a price with ${r.promotions.map((p) => `${p.code}:${p.paymentCondition}`).join(', ')}`,
      );
  }
}
