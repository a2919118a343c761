import { canDo, ORDER_TRANSITIONS, ROLE, type AuditAction, type BoOrderDetail, type CallRequest, type boListOrders } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { fail } from '../../../lib/app-error.ts';
import type { StaffContext } from '../../../lib/context.ts';
import { createOrdersRepository, type OrderRow } from '../../orders/orders.repository.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import { orderOf } from '../../orders/order-wire.ts';
import { changePointsIn } from '../../points/points.service.ts';
import { pointsRepo } from '../../points/points.repository.ts';
import { writeAudit } from '../audit.ts';
import { orderDeskRepo } from './order-desk.repository.ts';

type DeskAction = 'prepare' | 'ship' | 'handOver' | 'cancel' | 'refund';

/**
 * The back office's order desk (issue 14, decision 133): each step is a transition of the contract's
 * ORDER_TRANSITIONS made as one conditional update from the status just read, in one transaction with
 * its stock, payment and points consequences, an order history row and an audit row. Of two racing steps
 * exactly one matches; the other answers ORDER_STATUS_CONFLICT (409).
 */
export function createOrderDesk(deps: { db: Db; orders: OrdersService; now?: () => Date }) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());
  const base = createOrdersRepository(db);

  async function load(orderNo: string): Promise<OrderRow> {
    const id = await base.orderIdByNo(orderNo);
    if (id === undefined) return fail('ORDER_NOT_FOUND');
    return (await base.orderById(id))!;
  }

  /** Role 6 sees every order; role 2 only the pick-up orders of the shop its account belongs to. */
  async function checkShop(o: OrderRow, ctx: StaffContext): Promise<void> {
    if (ctx.session.roles.includes(ROLE.MERCHANT_ADMIN)) return;
    const shop = await orderDeskRepo.staffShop(db, ctx.session.staffId);
    if (!shop) return fail('STAFF_WITHOUT_SHOP');
    if (o.takeWay !== 'pickup' || o.pickupStoreCode !== shop) return fail('ORDER_OTHER_SHOP');
  }

  async function detailOf(o: OrderRow): Promise<BoOrderDetail> {
    const [lines, extras, payments, history] = await Promise.all([
      base.lines([o.id]),
      orderDeskRepo.extras(db, o.id),
      orderDeskRepo.payments(db, o.id),
      orderDeskRepo.history(db, o.id),
    ]);
    return {
      order: orderOf(o, lines),
      memberNo: extras.memberNo,
      trackingNo: extras.trackingNo,
      refundedAt: extras.refundedAt?.toISOString() ?? null,
      payments,
      history,
    };
  }

  /**
   * One step: checks the transition on the status read, then moves the order from exactly that status,
   * runs the step's consequences, and writes the history and audit rows, all in one transaction.
   */
  async function step(
    action: DeskAction,
    o: OrderRow,
    ctx: StaffContext,
    opts: { note?: string; patch?: Parameters<typeof orderDeskRepo.step>[5]; then?: (tx: Db, at: Date) => Promise<void>; changed?: string[] } = {},
  ): Promise<void> {
    if (!canDo(action, o.status)) return fail('ORDER_STATUS_CONFLICT');
    const to = ORDER_TRANSITIONS[action].to;
    const at = now();
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await orderDeskRepo.step(tx, o.id, o.status, to, at, opts.patch ?? {}))) return fail('ORDER_STATUS_CONFLICT');
      await opts.then?.(tx, at);
      await orderDeskRepo.addHistory(tx, { orderId: o.id, action, fromStatus: o.status, toStatus: to, staffId: ctx.session.staffId, note: opts.note ?? '', at });
      await writeAudit(tx, {
        staffId: ctx.session.staffId,
        action: action as AuditAction,
        entity: 'orders',
        entityId: o.orderNo,
        label: { zh_HK: o.orderNo, zh_CN: o.orderNo, en: o.orderNo },
        changedFields: ['status', ...(opts.changed ?? [])],
      });
    });
  }

  /** Takes back (or gives back) the net points the ledger holds for the order; never below a zero balance. */
  async function reversePoints(tx: Db, o: OrderRow, staffId: number): Promise<void> {
    if (!(await pointsRepo.lockMember(tx, o.memberId))) return;
    const net = await orderDeskRepo.orderPoints(tx, o.memberId, o.orderNo);
    if (net === 0) return;
    const balance = await pointsRepo.balance(tx, o.memberId);
    const delta = net > 0 ? -Math.min(net, balance) : -net;
    if (delta === 0) return;
    await changePointsIn(tx, {
      memberId: o.memberId,
      delta,
      reason: 'adjustment',
      source: o.orderNo,
      staffId,
      remark: 'refund',
      idempotencyKey: `refund:${o.orderNo}`,
    });
  }

  return {
    async list(q: CallRequest<typeof boListOrders> & { pageNo: number; pageSize: number; search: string }) {
      await orders.expireDue();
      return orderDeskRepo.list(db, { ...q, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
    },

    async detail(orderNo: string, ctx: StaffContext) {
      await orders.expireDue();
      const o = await load(orderNo);
      await checkShop(o, ctx);
      return detailOf(o);
    },

    async prepare(orderNo: string, ctx: StaffContext) {
      const o = await load(orderNo);
      if (o.takeWay !== 'pickup') return fail('ORDER_NOT_PICKUP');
      await step('prepare', o, ctx);
      return detailOf((await base.orderById(o.id))!);
    },

    async ship(orderNo: string, trackingNo: string, ctx: StaffContext) {
      const o = await load(orderNo);
      if (o.takeWay !== 'delivery') return fail('ORDER_NOT_DELIVERY');
      await step('ship', o, ctx, { patch: { trackingNo }, note: trackingNo, changed: ['trackingNo'] });
      return detailOf((await base.orderById(o.id))!);
    },

    async handOver(orderNo: string, ctx: StaffContext) {
      const o = await load(orderNo);
      await checkShop(o, ctx);
      if (o.takeWay !== 'pickup') return fail('ORDER_NOT_PICKUP');
      await step('handOver', o, ctx, { patch: { closedAt: true } });
      return detailOf((await base.orderById(o.id))!);
    },

    async cancel(orderNo: string, reason: string, ctx: StaffContext) {
      await orders.expireDue();
      const o = await load(orderNo);
      await step('cancel', o, ctx, {
        note: reason,
        patch: { closedAt: true, expiresAtNull: true },
        then: async (tx, at) => {
          await orderDeskRepo.restock(tx, o.id);
          await orderDeskRepo.closePayments(tx, o.id, 'pending', 'cancelled', at);
        },
      });
      orders.skusChanged();
      return detailOf((await base.orderById(o.id))!);
    },

    /** Refunds in full once: a second refund (or the loser of two at once) answers the refunded order. */
    async refund(orderNo: string, reason: string, ctx: StaffContext) {
      const o = await load(orderNo);
      if (o.status === 'refunded') return { ...(await detailOf(o)), alreadyRefunded: true };
      try {
        await step('refund', o, ctx, {
          note: reason,
          patch: { refundedAt: true, closedAt: true },
          then: async (tx, at) => {
            await orderDeskRepo.restock(tx, o.id);
            await orderDeskRepo.closePayments(tx, o.id, 'succeeded', 'refunded', at);
            await reversePoints(tx, o, ctx.session.staffId);
          },
        });
      } catch (err) {
        const again = (await base.orderById(o.id))!;
        if (again.status === 'refunded') return { ...(await detailOf(again)), alreadyRefunded: true };
        throw err;
      }
      orders.skusChanged();
      return { ...(await detailOf((await base.orderById(o.id))!)), alreadyRefunded: false };
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
