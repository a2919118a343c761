import QRCode from 'qrcode';
import {
  canDo,
  memberOrderActions,
  toWire,
  type cancelOrder,
  type CallRequest,
  type CallResponse,
  type confirmReceipt,
  type getOrderDetail,
  type Order,
} from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import { orderOf } from './order-wire.ts';
import { onlineMethodsOf } from './payment-providers.ts';
import { earnOrderPoints, orderPoints } from './order-points.ts';
import type { OrderRow } from './orders.repository.ts';
import type { Db } from '../../db/client.ts';
import { wayBackWire } from './refund-way-back.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
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

    /** Shipped delivery orders only: a pick-up order is completed by the counter's hand-over (decision 190). */
    async confirmReceipt(input: CallRequest<typeof confirmReceipt>, ctx: MemberContext) {
      const o = await memberOrder(ctx.session.memberId, input.orderNo);
      if (!memberOrderActions(o).includes('confirmReceipt')) return fail('ORDER_STATUS_CONFLICT');
      const at = now();
      // Completed and its points (decision 170) in one transaction, from `shipped` only.
      await db.transaction(async (t) => {
        const tx = t as unknown as typeof db;
        if (!(await repo.transition(tx, o.id, ['shipped'], 'completed', { closedAt: at }, at))) return fail('ORDER_STATUS_CONFLICT');
        const points = await earnOrderPoints(tx, o);
        await tellOrder(tx, o.id, 'order_completed', { points });
      });
      return { order: await detail((await repo.orderById(o.id))!) };
    },

    /**
     * The sweeper: completes delivery orders shipped `days` days ago that the member has not confirmed,
     * each with its points in its own transaction, from `shipped` only (decision 190). Answers how many.
     */
    async autoCompleteDue(days: number, at: Date = now()): Promise<number> {
      if (days <= 0) return 0;
      const due = await repo.shippedBefore(new Date(at.getTime() - days * 86_400_000));
      let done = 0;
      for (const o of due) {
        await db.transaction(async (t) => {
          const tx = t as unknown as typeof db;
          if (!(await repo.transition(tx, o.id, ['shipped'], 'completed', { closedAt: at }, at))) return;
          const points = await earnOrderPoints(tx, o);
          await tellOrder(tx, o.id, 'order_completed', { points });
          done++;
        });
      }
      return done;
    },

    /** app/page/order/getOrderDetail: the order, its collection code (member only), refunds, points and actions. */
    async memberDetail(memberId: number, orderNo: string): Promise<CallResponse<typeof getOrderDetail>> {
      const o = await memberOrder(memberId, orderNo);
      const [order, refunds, lines, points] = await Promise.all([
        detail(o),
        repo.memberRefunds(o.id),
        repo.lineIds(o.id),
        orderPoints(db, memberId, o.orderNo),
      ]);
      const byId = new Map(lines.map((l) => [l.id, l]));
      const open = ['pending_payment', 'reserved', 'paid', 'ready_for_pickup'].includes(o.status);
      const code = o.takeWay === 'pickup' && open && o.status !== 'pending_payment' ? o.collectionCode : null;
      return {
        order,
        collectionCode: code,
        collectionQrSvg: code ? await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
        refunds: refunds.map((r) => ({
          at: new Date(r.at).toISOString(),
          amount: r.amount,
          points: r.points,
          returnedTo: r.returnStoreCode ? { storeCode: r.returnStoreCode, ...toWire('name', r.returnStoreName) } : null,
          lines: r.lines.map((l) => ({
            skuCode: byId.get(l.lineId)?.skuCode ?? '',
            num: l.num,
            amount: l.amount,
            ...toWire('title', byId.get(l.lineId)?.title ?? null),
          })),
          // A counter refund is done when written; a provider refund when the provider says so (decision 292).
          state: r.providerStatus === null || r.providerStatus === 'succeeded' ? ('refunded' as const) : r.providerStatus,
          wayBack: wayBackWire(r),
        })),
        points: points.net,
        actions: memberOrderActions(o),
      };
    },

    /** Shop staff steps (no screen yet; used by tests and future staff tools). */
    async advance(orderNo: string, action: 'prepare' | 'ship') {
      const id = await repo.orderIdByNo(orderNo);
      if (id === undefined) return fail('ORDER_NOT_FOUND');
      const to = action === 'prepare' ? 'ready_for_pickup' : 'shipped';
      const at = now();
      const moved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const ok = await repo.transition(tx, id, action === 'prepare' ? ['paid', 'reserved'] : ['paid'], to, action === 'ship' ? { shippedAt: at } : {}, at);
        // Shipping hands the due units over (decision 350), as the desk's ship does.
        if (ok && action === 'ship') await orderDeskRepo.handOverDue(tx, id);
        if (ok) await tellOrder(tx, id, action === 'prepare' ? 'order_ready' : 'order_shipped');
        return ok;
      });
      if (!moved) return fail('ORDER_STATUS_CONFLICT');
    },
  };
}
export type OrderStatusChanges = ReturnType<typeof createOrderStatusChanges>;
