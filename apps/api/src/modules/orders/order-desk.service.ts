import {
  canDo,
  deskOrderActions,
  ORDER_TRANSITIONS,
  personName,
  ROLE,
  type AuditAction,
  type BoOrderDetail,
  type CallRequest,
  type boListOrders,
  type PaymentMethod,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import { orderOf } from './order-wire.ts';
import { orderPoints, settleOrderPoints } from './order-points.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';
import { tellOrder, type OrderEvent } from './order-messages.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
import { refundRepo, type RefundRequestLine } from './refund.repository.ts';
import type { PaymentsService } from '../payments/index.ts';
import { maskPhone, staffShopCode } from '../staff/index.ts';

type DeskAction = 'prepare' | 'ship' | 'handOver' | 'cancel' | 'refund';

/** The member's message of each step (decision 200); hand-over and refunds write theirs with points and amounts. */
const STEP_MESSAGE: Partial<Record<DeskAction, OrderEvent>> = { prepare: 'order_ready', ship: 'order_shipped', cancel: 'order_cancelled' };

/**
 * The back office's order desk (issue 14, decision 133): each step is a transition of the contract's
 * ORDER_TRANSITIONS made as one conditional update from the status just read, in one transaction with
 * its stock, payment and points consequences, an order history row and an audit row. Of two racing steps
 * exactly one matches; the other answers ORDER_STATUS_CONFLICT (409).
 */
/** What the desk asks of the orders service: a port, as the service hands the desk to the till's exchange. */
export interface DeskOrders {
  onlineMethods: readonly PaymentMethod[];
  skusChanged: (skuIds?: readonly number[]) => void;
  expireDue: () => Promise<number>;
}

export function createOrderDesk(deps: { db: Db; orders: DeskOrders; payments?: PaymentsService; now?: () => Date }) {
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
    const shop = await staffShopCode(db, ctx.session.staffId);
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
      order: orderOf(o, lines, deps.orders.onlineMethods),
      memberNo: extras.memberNo,
      memberName: personName(extras.member, extras.memberNo),
      memberPhoneMasked: maskPhone(extras.member.phoneArea, extras.member.phone),
      trackingNo: extras.trackingNo,
      refundedAt: extras.refundedAt?.toISOString() ?? null,
      payments,
      stockStoreCode: o.storeCode,
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
    // A prepared pay-at-the-shop order is cancelled by the desk while unpaid (decision 351); else ORDER_TRANSITIONS.
    const allowed =
      action === 'cancel' ? deskOrderActions({ ...o, paid: await refundRepo.moneyReceived(db, o.id) }).includes('cancel') : canDo(action, o.status);
    if (!allowed) return fail(action === 'cancel' && o.status === 'ready_for_pickup' ? 'ORDER_PAID_NOT_CANCELLABLE' : 'ORDER_STATUS_CONFLICT');
    const to = ORDER_TRANSITIONS[action].to;
    const at = now();
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await orderDeskRepo.step(tx, o.id, o.status, to, at, opts.patch ?? {}))) return fail('ORDER_STATUS_CONFLICT');
      await opts.then?.(tx, at);
      const message = STEP_MESSAGE[action];
      if (message) await tellOrder(tx, o.id, message);
      await orderDeskRepo.addHistory(tx, {
        orderId: o.id,
        action,
        fromStatus: o.status,
        toStatus: to,
        staffId: ctx.session.staffId,
        note: opts.note ?? '',
        at,
      });
      await writeAudit(tx, {
        staffId: ctx.session.staffId,
        action: action as AuditAction,
        entity: 'orders',
        entityId: o.orderNo,
        label: numberLabel(o.orderNo),
        changedFields: ['status', ...(opts.changed ?? [])],
      });
    });
  }

  /** What one refund is asked to do (decision 170). */
  type RefundRequest = {
    lines: RefundRequestLine[] | 'all';
    goodsReturned: boolean;
    reason: string;
    requestKey: string;
    returnStoreCode?: string | undefined;
    /**
     * A return at the counter (decision 487): the payment the money goes back to, and the counter's shop.
     * `exchange`: the return is one side of an exchange (decision 515) — audited as one, and the member's
     * one message is the exchange's receipt.
     */
    counter?: { takeFrom?: (tx: Db, amount: number) => Promise<string | null>; storeCode: string; exchange?: boolean };
  };

  /** What a refund checks on the order as read, before its transaction. */
  async function refundCheck(o: OrderRow, req: RefundRequest): Promise<void> {
    if (!canDo('refund', o.status)) return fail('ORDER_STATUS_CONFLICT');
    // Only money received is refunded (decision 351): an unpaid order (a prepared pay-at-the-shop one) is cancelled instead.
    if (o.totalPayPrice > 0 && !(await refundRepo.moneyReceived(db, o.id))) return fail('REFUND_NOTHING_RECEIVED');
    if (req.returnStoreCode && !(await refundRepo.storeExists(db, req.returnStoreCode))) return fail('REFUND_STORE_UNKNOWN');
  }

  /** A refund's writes, in the caller's transaction (the desk's own, or an exchange's with its sale). */
  async function refundIn(tx: Db, o: OrderRow, ctx: StaffContext, req: RefundRequest, at: Date) {
    // Where returned goods went back (decision 193): the shop named, else each line's own source (decision 361).
    const returnStore = req.returnStoreCode ?? null;
    const staffId = ctx.session.staffId;
    // Holds the order (row lock) and proves its status is still the one read.
    if (!(await refundRepo.touch(tx, o.id, o.status, at))) return fail('ORDER_STATUS_CONFLICT');
    const wanted = req.lines === 'all' ? await refundRepo.linesLeft(tx, o.id, req.goodsReturned) : req.lines;
    const done = [];
    for (const l of [...wanted].sort((a, b) => a.lineId - b.lineId)) done.push(await refundRepo.refundLine(tx, o.id, l));
    const returned = done.filter((d) => d.returnedNum > 0);
    if (returned.length) await refundRepo.restock(tx, returnStore, returned);
    const full = await refundRepo.nothingLeft(tx, o.id);
    if (full) {
      if (!(await orderDeskRepo.step(tx, o.id, o.status, 'refunded', at, { refundedAt: true, closedAt: true }))) return fail('ORDER_STATUS_CONFLICT');
      await orderDeskRepo.closePayments(tx, o.id, 'succeeded', 'refunded', at);
    }
    // A walk-in sale without a member has no points to settle (issue 43).
    const points =
      o.memberId === null
        ? 0
        : await settleOrderPoints(tx, { ...o, memberId: o.memberId }, { fullyRefunded: full, staffId, key: `refund:${o.orderNo}:${req.requestKey}` });
    const amount = done.reduce((a, d) => a + d.amount, 0);
    // Taken from one payment that received it, conditionally: refunded never passes received per payment.
    const take = req.counter?.takeFrom ?? ((x: Db, n: number) => refundRepo.takeFromPayment(x, o.id, n));
    const paymentId = amount > 0 ? await take(tx, amount) : await refundRepo.latestReceived(tx, o.id);
    if (amount > 0 && !paymentId) return fail('REFUND_MORE_THAN_RECEIVED');
    const refundId = await refundRepo.insert(tx, {
      orderId: o.id,
      requestKey: req.requestKey,
      amount,
      points,
      lines: done,
      staffId,
      reason: req.reason,
      at,
      // The refund's one shop: the one named, else the first returned line's source (each line keeps its own).
      returnStoreCode: returned.length ? (returnStore ?? returned[0]!.stockStoreCode) : null,
      namedStoreCode: returnStore,
      paymentId,
      counterStoreCode: req.counter?.storeCode ?? null,
    });
    // Paid through the provider: its refund is opened here and sent after the commit (decision 292).
    const providerRefund = (await deps.payments?.refunds.open(tx, { orderRefundId: refundId, orderId: o.id, amount, paymentId })) ?? null;
    if (!req.counter?.exchange) await tellOrder(tx, o.id, 'order_refunded', { amount, points, paymentId }, `refund:${o.id}:${req.requestKey}`);
    const note = [req.reason, done.map((d) => `${d.skuCode}×${d.num}${d.returnedNum ? ` ↩${d.returnedNum}` : ''}`).join(', ')].filter(Boolean).join(' · ');
    await orderDeskRepo.addHistory(tx, {
      orderId: o.id,
      action: full ? 'refund' : 'refundLines',
      fromStatus: o.status,
      toStatus: full ? 'refunded' : o.status,
      staffId,
      note,
      at,
    });
    await writeAudit(tx, {
      staffId,
      action: req.counter?.exchange ? 'counterExchange' : req.counter ? 'counterReturn' : 'refund',
      entity: 'orders',
      entityId: o.orderNo,
      label: numberLabel(o.orderNo),
      changedFields: [...(full ? ['status'] : []), 'refundedNum', ...(returned.length ? ['stock'] : []), ...(points ? ['points'] : [])],
    });
    return { restocked: returned.map((d) => d.skuId), providerRefund, amount, paymentId };
  }

  /**
   * One refund (decision 170): refunds units of the order's lines (every unit left for a full refund),
   * returns to stock the units marked returned, and when no unit is left the order moves to `refunded`
   * (payments refunded). The order's points come down to what is left; an order history row and an audit
   * row. All in one transaction, made from the status read (conditional update), so it races safely with
   * any other step; a repeated request key answers the first refund.
   */
  async function refundUnits(o: OrderRow, ctx: StaffContext, req: RefundRequest): Promise<{ replayed: boolean }> {
    if (await refundRepo.byKey(db, o.id, req.requestKey)) return { replayed: true };
    await refundCheck(o, req);
    const at = now();
    let out: Awaited<ReturnType<typeof refundIn>> | undefined;
    try {
      out = await db.transaction(async (t) => refundIn(t as unknown as Db, o, ctx, req, at));
    } catch (err) {
      // The same request made at the same moment: the unique key let one through; answer it.
      if (await refundRepo.byKey(db, o.id, req.requestKey)) return { replayed: true };
      throw err;
    }
    await afterRefund(out);
    return { replayed: false };
  }

  /** After the commit: the answers of exactly the skus whose units came back (decision 140); the provider's refund sent. */
  async function afterRefund(out: { restocked: number[]; providerRefund: string | null }): Promise<void> {
    if (out.restocked.length) orders.skusChanged(out.restocked);
    // The provider's answer (or its silence) is recorded on the refund; the retry job resends a silent one.
    if (out.providerRefund) await deps.payments!.refunds.send(out.providerRefund);
  }

  async function refundsOf(o: OrderRow) {
    const [lines, refunds, points] = await Promise.all([refundRepo.lines(db, o.id), refundRepo.list(db, o.id), orderPoints(db, o.memberId, o.orderNo)]);
    return { lines, refunds, pointsEarned: points.earned, pointsNet: points.net, refundedAmount: lines.reduce((a, l) => a + l.refundedAmount, 0) };
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
      // Shipping hands the due units over (decision 350), in the step's transaction.
      await step('ship', o, ctx, {
        patch: { trackingNo, shippedAt: true },
        note: trackingNo,
        changed: ['trackingNo', 'handedOverNum'],
        then: async (tx) => void (await orderDeskRepo.handOverDue(tx, o.id)),
      });
      return detailOf((await base.orderById(o.id))!);
    },

    async cancel(orderNo: string, reason: string, ctx: StaffContext) {
      await orders.expireDue();
      const o = await load(orderNo);
      let restocked: number[] = [];
      await step('cancel', o, ctx, {
        note: reason,
        patch: { closedAt: true, expiresAtNull: true },
        then: async (tx, at) => {
          restocked = await orderDeskRepo.restock(tx, o.id);
          await orderDeskRepo.closePayments(tx, o.id, 'pending', 'cancelled', at);
        },
      });
      // Exactly the skus whose stock came back (decision 140): other products' answers stay.
      if (restocked.length) orders.skusChanged(restocked);
      return detailOf((await base.orderById(o.id))!);
    },

    /** Refunds in full once: a second refund (or the loser of two at once) answers the refunded order. */
    async refund(orderNo: string, reason: string, ctx: StaffContext, goodsReturned = true, returnStoreCode?: string) {
      const o = await load(orderNo);
      if (o.status === 'refunded') return { ...(await detailOf(o)), alreadyRefunded: true };
      let replayed: boolean;
      try {
        ({ replayed } = await refundUnits(o, ctx, { lines: 'all', goodsReturned, reason, requestKey: 'full', returnStoreCode }));
      } catch (err) {
        const again = (await base.orderById(o.id))!;
        if (again.status === 'refunded') return { ...(await detailOf(again)), alreadyRefunded: true };
        throw err;
      }
      return { ...(await detailOf((await base.orderById(o.id))!)), alreadyRefunded: replayed };
    },

    /** Refunds some units of some lines; the request key makes a repeated request refund once. */
    async refundLines(
      input: { orderNo: string; lines: RefundRequestLine[]; reason: string; requestKey: string; returnStoreCode?: string | undefined },
      ctx: StaffContext,
    ) {
      const o = await load(input.orderNo);
      let replayed: boolean;
      try {
        ({ replayed } = await refundUnits(o, ctx, {
          lines: input.lines,
          goodsReturned: false,
          reason: input.reason,
          requestKey: input.requestKey,
          returnStoreCode: input.returnStoreCode,
        }));
      } catch (err) {
        const again = (await base.orderById(o.id))!;
        if (again.status !== 'refunded' || o.status === 'refunded') throw err;
        replayed = true;
      }
      const after = (await base.orderById(o.id))!;
      return { ...(await detailOf(after)), alreadyRefunded: replayed, refunds: await refundsOf(after) };
    },

    /** A return at the counter (issue 43): the desk's one refund, with the way back and shop the till chose. */
    refundAtCounter: refundUnits,
    /** The same refund as one side of an exchange (decision 515): checked, written in the exchange's transaction, then followed up. */
    counterRefund: { check: refundCheck, write: refundIn, after: afterRefund },

    async refunds(orderNo: string) {
      return refundsOf(await load(orderNo));
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
