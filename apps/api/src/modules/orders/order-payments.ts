import { randomBytes } from 'node:crypto';
import { canDo, paymentKindOf, type CallRequest, type CallResponse, type OrderStatus, type payOrder } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderStatusChanges } from './order-status-changes.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { tellOrder } from './order-messages.ts';
import type { OrderRow } from './orders.repository.ts';
import { createStripeSettlement } from './stripe-settlement.ts';
import { createStripeSessions } from './stripe-sessions.ts';
import { isProviderRefusal } from '../payments/index.ts';
import { quoteFor, repricingFor, writeRepricing } from './repricing.ts';
import { checkUnverifiedSkuHolds, orderSkuUnits, payAtShopHoldMs, phoneProven } from './pay-at-shop-trust.ts';

/** Paying: at the shop (the order is reserved) or by card through a provider, and the provider's callback. */
export function createOrderPayments({ db, config, repo, now }: OrderUseCaseDeps, status: OrderStatusChanges, providers: PaymentProviders) {
  const settlement = createStripeSettlement({ repo, now });
  const sessions = createStripeSessions({ db, now, stripe: providers.stripe });
  /** Earlier Stripe sessions of the order end before another way to pay starts (decision 401). */
  const endEarlierSessions = async (orderId: number) => {
    if ((await sessions.supersede(orderId)) === 'paid_meanwhile') fail('PAYMENT_IN_PROGRESS');
  };
  /** Where Stripe's hosted page sends the shopper back: PUBLIC_URL, else this server's own address (development, tests). */
  const origin = config.publicUrl ?? `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;

  /**
   * Starts a Stripe Checkout Session for the order's total in HKD. The payment row exists before the call
   * (its id is the session's idempotency key and travels in its metadata); the order becomes paid only on
   * the webhook's confirmation.
   */
  async function payWithStripe(o: OrderRow, ctx: MemberContext): Promise<CallResponse<typeof payOrder>> {
    const stripe = providers.stripe;
    if (!stripe) return fail('PAYMENT_METHOD_UNAVAILABLE');
    if (!canDo('pay', o.status)) return fail('ORDER_STATUS_CONFLICT');
    await endEarlierSessions(o.id);
    const at = now();
    const paymentId = randomBytes(12).toString('hex');
    await db.transaction(async (tx) => {
      await repo.insertPayment(tx as unknown as Db, { id: paymentId, orderId: o.id, provider: 'stripe', amount: o.totalPayPrice, status: 'pending', now: at });
      await repo.transition(tx as unknown as Db, o.id, ['pending_payment'], 'pending_payment', { paymentMethod: 'stripe' }, at);
    });
    // Stripe also offers wallets: when the price rests on an offer a wallet does not meet (a card offer),
    // the session is limited to cards, so a Stripe payment of it is a card payment (decision 356).
    const cardOnly = (await quoteFor(db, o.id, 'wallet')).mustReprice;
    const back = (extra: string) => `${origin}/orderPayment?orderNo=${encodeURIComponent(o.orderNo)}${extra}`;
    let started: { redirectUrl: string; sessionId: string };
    try {
      started = await stripe.checkout({
        paymentId,
        orderNo: o.orderNo,
        amount: o.totalPayPrice,
        lang: ctx.lang,
        successUrl: back(`&paymentId=${paymentId}&outcome=returned`),
        cancelUrl: back(''),
        ...(cardOnly ? { cardOnly } : {}),
      });
    } catch (err) {
      await repo.closePayment(db, paymentId, 'cancelled', now());
      if (isProviderRefusal(err)) return fail('PAYMENT_METHOD_UNAVAILABLE');
      return fail('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    await settlement.setSession(db, paymentId, started.sessionId);
    // The member chose another way (or another session) while this one was being opened: it ends too.
    if (await sessions.isSuperseded(paymentId)) {
      await sessions.supersede(o.id);
      return fail('ORDER_STATUS_CONFLICT');
    }
    return { order: await status.detailOf((await repo.orderById(o.id))!), redirectUrl: started.redirectUrl };
  }

  return {
    settlement,
    sessions,
    /** app/page/order/payOrder: pay at the shop (reserve) or start a card payment with the provider. */
    async pay(input: CallRequest<typeof payOrder>, ctx: MemberContext): Promise<CallResponse<typeof payOrder>> {
      let o = await status.memberOrder(ctx.session.memberId, input.orderNo);
      const at = now();
      // Paying another way than the price assumed (decision 357): a price that rests on an offer this way
      // does not meet is refused with the new total, and re-priced when the member accepts that total.
      // Only for a method this order can use: an unusable one is refused as such below.
      const usable = input.method === 'at_shop' ? o.takeWay === 'pickup' : !!providers[input.method];
      // Holds proportionate to trust (decision 400): an unproven phone holds hours and a few units a piece.
      // Refused before any re-pricing, which would ask the member to accept a total for nothing.
      const proven = input.method === 'at_shop' ? await phoneProven(db, o.memberId) : true;
      if (usable && !proven && canDo('payAtShop', o.status)) {
        await checkUnverifiedSkuHolds(db, config, o.memberId, await orderSkuUnits(db, o.id), ctx.lang, o.id);
      }
      if (usable && canDo('pay', o.status)) {
        const q = await quoteFor(db, o.id, paymentKindOf(input.method));
        const r = repricingFor(q, input.acceptRepricedTotal, 'ORDER_PRICE_FOR_METHOD');
        if (r) {
          await db.transaction(async (tx) => writeRepricing(tx as unknown as Db, q, r, at));
          o = (await repo.orderById(o.id))!;
        }
      }
      if (input.method === 'at_shop') {
        if (o.takeWay !== 'pickup') return fail('PAYMENT_METHOD_UNAVAILABLE');
        if (!canDo('payAtShop', o.status)) return fail('ORDER_STATUS_CONFLICT');
        await endEarlierSessions(o.id);
        const moved = await db.transaction(async (tx) => {
          const ok = await repo.transition(
            tx as unknown as Db,
            o.id,
            ['pending_payment'],
            'reserved',
            {
              paymentMethod: 'at_shop',
              expiresAt: new Date(at.getTime() + payAtShopHoldMs(config, proven)),
            },
            at,
          );
          if (ok) {
            await repo.insertPayment(tx as unknown as Db, {
              id: randomBytes(12).toString('hex'),
              orderId: o.id,
              provider: 'at_shop',
              amount: o.totalPayPrice,
              status: 'pending',
              now: at,
            });
            // The member is told the real hold (hours or seven days by trust, decision 400) and that nothing
            // is paid, with the change (decision 365).
            await tellOrder(tx as unknown as Db, o.id, 'order_reserved');
          }
          return ok;
        });
        if (!moved) return fail('ORDER_STATUS_CONFLICT');
        return { order: await status.detailOf((await repo.orderById(o.id))!), redirectUrl: null };
      }
      if (input.method === 'stripe') return payWithStripe(o, ctx);
      // The sandbox is absent in a production start (decision 182): the method is not offered.
      const card = providers.sandbox_card;
      if (!card) return fail('PAYMENT_METHOD_UNAVAILABLE');
      if (!canDo('pay', o.status)) return fail('ORDER_STATUS_CONFLICT');
      await endEarlierSessions(o.id);
      const paymentId = randomBytes(12).toString('hex');
      await db.transaction(async (tx) => {
        await repo.insertPayment(tx as unknown as Db, {
          id: paymentId,
          orderId: o.id,
          provider: 'sandbox_card',
          amount: o.totalPayPrice,
          status: 'pending',
          now: at,
        });
        await repo.transition(tx as unknown as Db, o.id, ['pending_payment'], 'pending_payment', { paymentMethod: 'sandbox_card' }, at);
      });
      const { redirectUrl } = card.start({ paymentId, orderNo: o.orderNo, amount: o.totalPayPrice });
      return { order: await status.detailOf((await repo.orderById(o.id))!), redirectUrl };
    },

    /**
     * A provider's verified callback: succeeded marks the order paid, cancelled leaves it waiting for
     * payment. A success for an order no longer waiting (expired meanwhile) is recorded as cancelled and
     * refused, so the provider refunds it.
     */
    async settlePayment(paymentId: string, outcome: 'succeeded' | 'cancelled', amount: number): Promise<{ orderNo: string; status: OrderStatus }> {
      const p = await repo.payment(paymentId);
      if (!p) return fail('PAYMENT_NOT_FOUND');
      if (p.amount !== amount) return fail('PAYMENT_SIGNATURE_INVALID');
      const at = now();
      if (p.status !== 'pending') return { orderNo: p.orderNo, status: p.orderStatus };
      if (outcome === 'cancelled') {
        await repo.closePayment(db, paymentId, 'cancelled', at);
        return { orderNo: p.orderNo, status: p.orderStatus };
      }
      const paid = await db.transaction(async (tx) => {
        const moved = await repo.transition(
          tx as unknown as Db,
          p.orderId,
          ['pending_payment'],
          'paid',
          { expiresAt: null, paidAt: at, paymentMethod: 'sandbox_card' },
          at,
        );
        await repo.closePayment(tx as unknown as Db, paymentId, moved ? 'succeeded' : 'cancelled', at);
        if (moved) await tellOrder(tx as unknown as Db, p.orderId, 'order_paid');
        return moved;
      });
      if (!paid) return fail('ORDER_STATUS_CONFLICT');
      return { orderNo: p.orderNo, status: 'paid' };
    },

    async paymentInfo(paymentId: string) {
      return repo.payment(paymentId);
    },
  };
}
