import { canDo, type cancelOrder, type CallRequest, type confirmReceipt, type Order } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { orderOf } from './order-wire.ts';
import { onlineMethodsOf } from './payment-providers.ts';
import { earnOrderPoints } from './order-points.ts';
import type { OrderRow } from './orders.repository.ts';
import type { Db } from '../../db/client.ts';
import { tellOrder } from './order-messages.ts';

/**
 * Status changes of an order after it is taken: the expiry sweep (unpaid orders past their deadline
 * release their stock), cancel, confirm receipt and the shop's steps; and reading one member's order,
 * which sweeps first so nobody sees an order that should have expired.
 */
export function createOrderStatusChanges({ db, config, repo, reads, now }: OrderUseCaseDeps) {
  async function detail(o: OrderRow): Promise<Order> {
    return orderOf(o, await repo.lines([o.id]), onlineMethodsOf(config));
  }

  /** Releases overdue unpaid orders; called by the sweeper and before order calls read state. */
  async function expireDue(at: Date = now()): Promise<number> {
    if (!(await repo.hasDue(at))) return 0;
    let total = 0;
    const skuIds = new Set<number>();
    try {
      for (;;) {
        // Each batch and its "expired" messages commit together (decision 200).
        const { expired, skuIds: released } = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const batch = await repo.expireDue(at, 200, tx);
          for (const id of batch.ids) await tellOrder(tx, id, 'order_expired');
          return batch;
        });
        total += expired;
        for (const id of released) skuIds.add(id);
        if (expired < 200) return total;
      }
    } finally {
      // Exactly the skus whose stock came back (decision 140): other answers stay.
      if (skuIds.size > 0) reads.skusChanged([...skuIds]);
    }
  }

  async function memberOrder(memberId: number, orderNo: string): Promise<OrderRow> {
    await expireDue();
    const o = await repo.orderByNo(memberId, orderNo);
    if (!o) return fail('ORDER_NOT_FOUND');
    return o;
  }

  return {
    expireDue,
    memberOrder,
    /** A stored order with its lines, as the calls answer it. */
    detailOf: detail,

    /** app/page/order/cancelOrder: unpaid orders only; stock returns in the same statement. */
    async cancel(input: CallRequest<typeof cancelOrder>, ctx: MemberContext) {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      if (!canDo('cancel', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const released = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const r = await repo.cancel(ctx.session.memberId, o.id, now(), tx);
        if (r) await tellOrder(tx, o.id, 'order_cancelled');
        return r;
      });
      if (!released) return fail('ORDER_STATUS_CONFLICT');
      reads.skusChanged(released);
      return { order: await detail((await repo.orderById(o.id))!) };
    },

    async confirmReceipt(input: CallRequest<typeof confirmReceipt>, ctx: MemberContext) {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      if (!canDo('confirmReceipt', o.status)) return fail('ORDER_STATUS_CONFLICT');
      const at = now();
      // Completed and its points (decision 170) in one transaction.
      await db.transaction(async (t) => {
        const tx = t as unknown as typeof db;
        if (!(await repo.transition(tx, o.id, ['paid', 'ready_for_pickup', 'shipped'], 'completed', { closedAt: at }, at))) {
          return fail('ORDER_STATUS_CONFLICT');
        }
        const points = await earnOrderPoints(tx, o);
        await tellOrder(tx, o.id, 'order_completed', { points });
      });
      return { order: await detail((await repo.orderById(o.id))!) };
    },

    /** Shop staff steps (no screen yet; used by tests and future staff tools). */
    async advance(orderNo: string, action: 'prepare' | 'ship') {
      const id = await repo.orderIdByNo(orderNo);
      if (id === undefined) return fail('ORDER_NOT_FOUND');
      const to = action === 'prepare' ? 'ready_for_pickup' : 'shipped';
      const moved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const ok = await repo.transition(tx, id, ['paid'], to, {}, now());
        if (ok) await tellOrder(tx, id, action === 'prepare' ? 'order_ready' : 'order_shipped');
        return ok;
      });
      if (!moved) return fail('ORDER_STATUS_CONFLICT');
    },
  };
}
export type OrderStatusChanges = ReturnType<typeof createOrderStatusChanges>;
