import { randomBytes } from 'node:crypto';
import {
  COUNTER_PAYMENT_METHODS,
  paymentKindOf,
  toWire,
  unitsDue,
  type CounterCollection,
  type CounterPaymentMethod,
  type CounterQueueEntry,
  type CounterReceipt,
  type Lang,
  type PricedKind,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import type { StaffContext } from '../../lib/context.ts';
import { memberById } from '../members/index.ts';
import { counterCollection, type CodeRedemption } from '../club/index.ts';
import { earnOrderPoints } from './order-points.ts';
import { tellOrder } from './order-messages.ts';
import type { OrdersService } from './orders.service.ts';
import { maskPhone, memberDisplayName, staffShopCode } from '../staff/index.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';
import { counterRepo, type CodeOrder } from './counter.repository.ts';
import { mailReceipt, receiptOf, shopNameOf } from './counter-receipt.ts';
import { claimCodeTry, releaseCodeTry, type CodeTry } from './collection-code-tries.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
import { LANG_OF_TYPE } from './order-wire.ts';
import { amountOf, quoteFor, repriceAtCounter, repricingFor, type Quote } from './repricing.ts';
import { heldOnlinePayments } from './stripe-sessions.ts';

/**
 * The counter (issue 25, decision 191): a member's collection code opens the pick-up order or club
 * redemption waiting at the staff account's own shop — never another shop's, never by order number. Each
 * try is claimed against the account's wrong-code allowance first; the code itself is never answered.
 * The hand-over is one service function, one transaction: payment (when unpaid), completion from
 * `ready_for_pickup` only, points, history and audit — the place a "collected" message is enqueued.
 */
export function createCounter(deps: { db: Db; orders: OrdersService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The shop always comes from the staff account (role 6 too): a counter serves the shop it is at. */
  async function shopOf(ctx: StaffContext): Promise<string> {
    const shop = await staffShopCode(db, ctx.session.staffId);
    return shop ?? fail('STAFF_WITHOUT_SHOP');
  }

  /** The order or redemption of this shop the counter names by its number (it has it open), if still open. */
  async function namedTarget(shop: string, number: string): Promise<CodeTry['target']> {
    const orderId = await counterRepo.orderIdByNumber(db, shop, number);
    if (orderId !== undefined) return { kind: 'order', id: orderId };
    const redemptionId = await counterCollection.redemptionIdByNumber(db, shop, number);
    return redemptionId === undefined ? undefined : { kind: 'redemption', id: redemptionId };
  }

  /**
   * The order or redemption the code opens at the shop, with the try claimed (and given back when right):
   * per staff account and per shop always, and per order when the counter names the one it has open
   * (issue 38, decisions 390 and 410) — then only that one opens; a code of another is as wrong as none.
   */
  async function open(code: string, ctx: StaffContext, number?: string): Promise<{ order?: CodeOrder; redemption?: CodeRedemption }> {
    const shop = await shopOf(ctx);
    await deps.orders.expireDue();
    const target = number === undefined ? undefined : await namedTarget(shop, number);
    const who: CodeTry = { staffId: ctx.session.staffId, shop, target };
    await claimCodeTry(db, who, now());
    const order = await counterRepo.orderByCode(db, shop, code);
    const redemption = order ? undefined : await counterCollection.redemptionByCode(db, shop, code);
    const opened = order ? { kind: 'order', id: order.id } : redemption ? { kind: 'redemption', id: redemption.id } : undefined;
    if (!opened) {
      // A code of another shop's waiting pick-up is told apart from a wrong one (issue 40), still counted as a
      // wrong try here: the member chose another shop, and the counter can say so.
      const elsewhere = (await counterRepo.elsewhereByCode(db, shop, code)) || (await counterCollection.elsewhereByCode(db, shop, code));
      return fail(elsewhere ? 'COLLECTION_CODE_OTHER_SHOP' : 'COLLECTION_CODE_UNKNOWN');
    }
    const isNamed = number === undefined || (target !== undefined && opened.kind === target.kind && opened.id === target.id);
    if (!isNamed) return fail('COLLECTION_CODE_UNKNOWN');
    await releaseCodeTry(db, who);
    return order ? { order } : { redemption: redemption! };
  }

  /** An unpaid order's price per counter method (decision 357): re-priced where the method's kind asks. */
  async function amountByMethod(o: CodeOrder): Promise<CounterCollection['amountByMethod']> {
    if (o.paid) return [];
    const quotes = new Map<PricedKind, Quote>();
    for (const m of COUNTER_PAYMENT_METHODS) {
      const kind = paymentKindOf(m);
      if (!quotes.has(kind)) quotes.set(kind, await quoteFor(db, o.id, kind));
    }
    return COUNTER_PAYMENT_METHODS.map((method) => {
      const q = quotes.get(paymentKindOf(method))!;
      return { method, amount: amountOf(q), repriced: q.repriced !== null && !q.giftLost };
    });
  }

  async function view(
    found: { order?: CodeOrder; redemption?: CodeRedemption },
    pointsEarned = 0,
    receipt: CounterReceipt | null = null,
  ): Promise<CounterCollection> {
    const memberId = found.order?.memberId ?? found.redemption!.memberId;
    const m = (await memberById(db, memberId))!;
    const member = { memberName: memberDisplayName(m), phoneMasked: maskPhone(m.phoneArea, m.phone) };
    if (found.order) {
      const o = found.order;
      const all = await counterRepo.orderLines(db, o.id);
      // Only units due are handed over (decision 350): ordered less refunded less handed over; once
      // handed over, the answer lists what was. Refunded units are listed apart (shown struck).
      const wire = (l: (typeof all)[number], num: number) => ({ skuCode: l.skuCode, img: l.img, num, isGift: l.isGift, ...toWire('title', l.title) });
      const completed = o.status === 'completed';
      const lines = all.map((l) => wire(l, completed ? l.handedOverNum : unitsDue(l))).filter((l) => l.num > 0);
      const refundedLines = all.filter((l) => l.refundedNum > 0).map((l) => wire(l, l.refundedNum));
      return {
        kind: 'order',
        number: o.orderNo,
        status: o.status,
        ...member,
        pickupStoreCode: o.pickupStoreCode,
        amountDue: o.paid ? 0 : o.totalPayPrice,
        paid: o.paid,
        canHandOver: o.status === 'ready_for_pickup' && lines.length > 0,
        lines,
        refundedLines,
        pointsEarned,
        amountByMethod: await amountByMethod(o),
        heldOnlinePayments: await heldOnlinePayments(db, o.id),
        receipt,
      };
    }
    const r = found.redemption!;
    const lines = await counterCollection.redemptionLines(db, r.id);
    return {
      kind: 'redemption',
      number: r.redemptionNo,
      status: r.status,
      ...member,
      pickupStoreCode: r.pickupStoreCode,
      amountDue: r.status === 'ready' ? r.cashDue : 0,
      paid: r.cashDue === 0 || r.status === 'collected',
      canHandOver: r.status === 'ready',
      lines: lines.map((l) => ({ skuCode: l.skuCode, img: l.img, num: l.num, isGift: l.isGift, ...toWire('title', l.title) })),
      refundedLines: [],
      pointsEarned: 0,
      amountByMethod: [],
      heldOnlinePayments: [],
      receipt,
    };
  }

  return {
    /** app/backOffice/counter/queue: what waits at the account's shop, oldest first (issue 40). */
    async queue(ctx: StaffContext): Promise<{ shopCode: string; list: CounterQueueEntry[] }> {
      const shop = await shopOf(ctx);
      await deps.orders.expireDue();
      const [orders, redemptions] = await Promise.all([counterRepo.readyAt(db, shop), counterCollection.readyAt(db, shop)]);
      const at = now().getTime();
      const members = new Map<number, { memberName: string; phoneMasked: string }>();
      for (const id of new Set([...orders, ...redemptions].map((x) => x.memberId))) {
        const m = await memberById(db, id);
        members.set(id, m ? { memberName: memberDisplayName(m), phoneMasked: maskPhone(m.phoneArea, m.phone) } : { memberName: '', phoneMasked: '' });
      }
      const entry = (
        kind: 'order' | 'redemption',
        number: string,
        memberId: number,
        since: Date | string,
        amountDue: number,
        units: number,
      ): CounterQueueEntry => {
        const readySince = new Date(since);
        return {
          kind,
          number,
          ...members.get(memberId)!,
          readySince: readySince.toISOString(),
          waitingMinutes: Math.max(0, Math.floor((at - readySince.getTime()) / 60_000)),
          amountDue,
          units,
        };
      };
      const list = [
        ...orders.map((o) => entry('order', o.orderNo, o.memberId, o.readySince, o.amountDue, o.units)),
        ...redemptions.map((r) => entry('redemption', r.redemptionNo, r.memberId, r.readySince, r.cashDue, r.units)),
      ].sort((a, b) => a.readySince.localeCompare(b.readySince) || a.number.localeCompare(b.number));
      return { shopCode: shop, list };
    },

    /** app/backOffice/counter/find */
    async find(input: { code: string; number?: string | undefined }, ctx: StaffContext): Promise<CounterCollection> {
      return view(await open(input.code, ctx, input.number));
    },

    /**
     * app/backOffice/counter/handOver: one transaction from `ready_for_pickup` (or a redemption's `ready`):
     * of two counters (or a double tap) exactly one hands over; the other answers 409.
     */
    async handOver(
      input: {
        code: string;
        number?: string | undefined;
        payment?: { method: CounterPaymentMethod; reference: string } | undefined;
        acceptRepricedTotal?: number | undefined;
      },
      ctx: StaffContext,
    ): Promise<CounterCollection> {
      const found = await open(input.code, ctx, input.number);
      const staffId = ctx.session.staffId;
      const at = now();
      if (found.redemption) {
        const r = found.redemption;
        // Cash due is taken at the counter like an unpaid order's total: method and reference recorded.
        if (r.status === 'ready' && r.cashDue > 0 && !input.payment) return fail('COUNTER_PAYMENT_REQUIRED');
        const payment = r.cashDue > 0 ? input.payment : undefined;
        // Collected, the payment, the member's message, the audit row and the receipt mail commit together (decisions 190, 458).
        const shop = r.pickupStoreCode;
        const taken = payment ? r.cashDue : 0;
        const mailed = await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          if (!(await counterCollection.handOver(tx, r, staffId, payment))) return fail('REDEMPTION_ALREADY_COLLECTED', { at: '' });
          const shopName = await shopNameOf(tx, shop);
          const pointsSpent = await counterCollection.pointsOf(tx, r.id);
          const emailed = await mailReceipt(tx, {
            kind: 'redemption',
            number: r.redemptionNo,
            lines: await counterCollection.redemptionLines(tx, r.id),
            memberId: r.memberId,
            redemptionId: r.id,
            shopName,
            at,
            amountTaken: taken,
            method: payment && taken > 0 ? payment.method : null,
            total: r.cashDue,
            pointsSpent,
          });
          return { shopName, pointsSpent, emailed };
        });
        const handed = await view({ redemption: { ...r, status: 'collected' } });
        const receipt = await receiptOf(db, { shop, staffId, at, amountTaken: taken, total: r.cashDue, ...mailed }, payment);
        return { ...handed, receipt };
      }
      const o = found.order!;
      if (o.status !== 'ready_for_pickup') return fail('COUNTER_NOT_READY');
      if (!o.paid && !input.payment) return fail('COUNTER_PAYMENT_REQUIRED');
      if (!(await counterRepo.orderLines(db, o.id)).some((l) => unitsDue(l) > 0)) return fail('COUNTER_NOTHING_DUE');
      // Decision 357: an order priced with an offer the method does not meet (a card offer, paid in cash) is
      // taken only re-priced, at the new total the counter confirmed; both in the hand-over's transaction.
      const quote = !o.paid && input.payment ? await quoteFor(db, o.id, paymentKindOf(input.payment.method)) : undefined;
      const repricing = quote ? repricingFor(quote, input.acceptRepricedTotal, 'COUNTER_PRICE_FOR_METHOD') : null;
      const amount = repricing?.totalPayPrice ?? o.totalPayPrice;
      let points = 0;
      const taken = !o.paid && input.payment ? amount : 0;
      const mailed = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // Re-priced before the step that marks it paid: the re-pricing applies to unpaid orders only.
        if (quote && repricing) await repriceAtCounter(tx, { quote, repricing, orderNo: o.orderNo, staffId, at });
        if (!(await orderDeskRepo.step(tx, o.id, 'ready_for_pickup', 'completed', at, { closedAt: true, paidAt: true, expiresAtNull: true }))) {
          return fail('ORDER_STATUS_CONFLICT');
        }
        // The order row is held by the step above, so a refund cannot slip between reading and handing over.
        if ((await orderDeskRepo.handOverDue(tx, o.id)) === 0) return fail('COUNTER_NOTHING_DUE');
        if (!o.paid && input.payment) {
          await counterRepo.takePayment(tx, {
            orderId: o.id,
            amount,
            method: input.payment.method,
            reference: input.payment.reference,
            staffId,
            at,
            newId: randomBytes(12).toString('hex'),
          });
        }
        points = await earnOrderPoints(tx, o);
        await tellOrder(tx, o.id, 'order_completed', { points });
        const paidNote = !o.paid && input.payment ? [input.payment.method, input.payment.reference].filter(Boolean).join(' ') : '';
        const paid = !o.paid && input.payment ? { method: input.payment.method, reference: input.payment.reference } : null;
        await orderDeskRepo.addHistory(tx, {
          orderId: o.id,
          action: 'handOver',
          fromStatus: 'ready_for_pickup',
          toStatus: 'completed',
          staffId,
          note: paidNote,
          at,
        });
        await writeAudit(tx, {
          staffId,
          action: 'handOver',
          entity: 'orders',
          entityId: o.orderNo,
          label: numberLabel(o.orderNo),
          changedFields: ['status', 'handedOverNum', ...(paidNote ? ['payment'] : [])],
          changes: { status: { before: 'ready_for_pickup', after: 'completed' }, ...(paidNote ? { payment: { before: null, after: paid } } : {}) },
        });
        // The units just handed over (held by the step above), as the receipt lists them.
        const lines = (await counterRepo.orderLines(tx, o.id)).filter((l) => l.handedOverNum > 0).map((l) => ({ title: l.title, num: l.handedOverNum }));
        const shopName = await shopNameOf(tx, o.pickupStoreCode);
        const emailed = await mailReceipt(tx, {
          kind: 'order',
          number: o.orderNo,
          lines,
          memberId: o.memberId,
          orderId: o.id,
          language: LANG_OF_TYPE[o.languageType ?? ''] as Lang | undefined,
          shopName,
          at,
          amountTaken: taken,
          method: input.payment && taken > 0 ? input.payment.method : null,
          total: amount,
          pointsSpent: 0,
        });
        return { shopName, emailed };
      });
      const handed = await view({ order: { ...o, status: 'completed', paid: true } }, points);
      const receipt = await receiptOf(
        db,
        { shop: o.pickupStoreCode, staffId, at, amountTaken: taken, total: amount, pointsSpent: 0, ...mailed },
        input.payment,
      );
      return { ...handed, receipt };
    },
  };
}
export type Counter = ReturnType<typeof createCounter>;
