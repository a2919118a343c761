import { randomBytes } from 'node:crypto';
import { canDo, type CallRequest, type CallResponse, type OrderStatus, type payOrder } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderStatusChanges } from './order-status-changes.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { tellOrder } from './order-messages.ts';

/** Paying: at the shop (the order is reserved) or by card through a provider, and the provider's callback. */
export function createOrderPayments({ db, config, repo, now }: OrderUseCaseDeps, status: OrderStatusChanges, providers: PaymentProviders) {
  return {
    /** app/page/order/payOrder: pay at the shop (reserve) or start a card payment with the provider. */
    async pay(input: CallRequest<typeof payOrder>, ctx: MemberContext): Promise<CallResponse<typeof payOrder>> {
      const o = await status.memberOrder(ctx.session.memberId, input.orderNo);
      const at = now();
      if (input.method === 'at_shop') {
        if (o.takeWay !== 'pickup') return fail('PAYMENT_METHOD_UNAVAILABLE');
        if (!canDo('payAtShop', o.status)) return fail('ORDER_STATUS_CONFLICT');
        const moved = await db.transaction(async (tx) => {
          const ok = await repo.transition(tx as unknown as Db, o.id, ['pending_payment'], 'reserved', {
            paymentMethod: 'at_shop',
            expiresAt: new Date(at.getTime() + config.orderPickupHoldMs),
          }, at);
          if (ok) await repo.insertPayment(tx as unknown as Db, { id: randomBytes(12).toString('hex'), orderId: o.id, provider: 'at_shop', amount: o.totalPayPrice, status: 'pending', now: at });
          return ok;
        });
        if (!moved) return fail('ORDER_STATUS_CONFLICT');
        return { order: await status.detailOf((await repo.orderById(o.id))!), redirectUrl: null };
      }
      // A production start has no card provider yet (decision 182): the method is not offered.
      const card = providers.sandbox_card;
      if (!card) return fail('PAYMENT_METHOD_UNAVAILABLE');
      if (!canDo('pay', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const paymentId = randomBytes(12).toString('hex');
      await db.transaction(async (tx) => {
        await repo.insertPayment(tx as unknown as Db, { id: paymentId, orderId: o.id, provider: 'sandbox_card', amount: o.totalPayPrice, status: 'pending', now: at });
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
        const moved = await repo.transition(tx as unknown as Db, p.orderId, ['pending_payment'], 'paid', { expiresAt: null, paidAt: at, paymentMethod: 'sandbox_card' }, at);
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
