import type { Model } from './model-state.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * Stripe through the local fake. A refund of a Stripe payment is a refund at the provider (decision 352):
 * it is created pending and Stripe later says it succeeded (refund.updated). The model lets Stripe settle
 * every pending refund right after the step that made it, so the invariants see the shop settled.
 */
export async function settleProviderRefunds(w: World): Promise<void> {
  for (const r of [...w.stripe.refunds.values()]) if (r.status === 'pending') await w.stripe.settleRefund(r.id as string);
}

/**
 * Per order paid through Stripe: the money the shop refunded (order_refunds) is the money it asked Stripe
 * to refund (payment_refunds) and the money Stripe refunded (the fake's refunds of that order), every one
 * succeeded; and Stripe's refunds never exceed the charge.
 */
export async function checkProviderRefunds(w: World, m: Model): Promise<void> {
  if (!m.orders.length) return;
  const rows = await w.q<{ orderNo: string; charged: number; refunded: number; asked: number; open: number }>(
    `select o.order_no as "orderNo",
       (select coalesce(sum(p.amount), 0)::int from payments p where p.order_id = o.id and p.provider = 'stripe' and p.status in ('succeeded', 'refunded')) as charged,
       (select coalesce(sum(r.amount), 0)::int from order_refunds r where r.order_id = o.id) as refunded,
       (select coalesce(sum(x.amount), 0)::int from payment_refunds x where x.order_id = o.id and x.status = 'succeeded') as asked,
       (select count(*)::int from payment_refunds x where x.order_id = o.id and x.status <> 'succeeded') as open
     from orders o where o.order_no in (${m.orders.map((o) => `'${o.orderNo}'`).join(',')})
       and exists (select 1 from payments p where p.order_id = o.id and p.provider = 'stripe' and p.status in ('succeeded', 'refunded'))`,
  );
  for (const r of rows) {
    const atStripe = [...w.stripe.refunds.values()]
      .filter((x) => x.metadata?.orderNo === r.orderNo && x.status === 'succeeded')
      .reduce((a, x) => a + Number(x.amount), 0);
    if (r.open) violated('reconciliation', `${r.orderNo}: ${r.open} provider refunds not settled after Stripe said so`);
    if (r.refunded !== r.asked || r.asked !== atStripe)
      violated('reconciliation', `${r.orderNo} (Stripe): refunded ${r.refunded} cents; asked of Stripe ${r.asked}; Stripe refunded ${atStripe}`);
    if (atStripe > r.charged) violated('refund-received', `${r.orderNo}: Stripe refunded ${atStripe} of ${r.charged} charged`);
  }
}
