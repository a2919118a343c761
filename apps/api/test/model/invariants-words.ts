import { orderWording, refundWayBackLabel, type I18nText, type Lang, type OrderWordingKey, type PaidWith, type RefundWayBack } from '@shop/contract';
import { hkDateTime } from '../../src/modules/messages/hk-date-time.ts';
import { pickOrder, type Model, type ModelOrder } from './model-state.ts';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * Words follow state (issue 37, decisions 352, 365, 406), a part of "every message sent matches the state
 * when it was written":
 * - the wording the member's pages show (the success page's answer, the order page) and the wording of
 *   the last message written for the order are the ones the model's state calls for: paid by what, or to
 *   pay (at the shop) by the order's real hold, which an e-mail names as the page does;
 * - a refund names the way back of the payment that received the money — the provider, or the counter's
 *   method and reference at the pick-up shop — in its e-mail and on the member's order page alike.
 * The expectations are the model's (status, paid, pay at the shop, paid with what, which reference); only
 * the hold's instant and the shop's name are read from the shop.
 */

/** The wording the model's order calls for. */
export function expectedWording(o: ModelOrder): OrderWordingKey {
  switch (o.status) {
    case 'pending_payment':
      return o.takeWay === 'pickup' ? 'await_online_or_shop' : 'await_online';
    case 'reserved':
      return 'pay_at_shop';
    case 'paid':
      return 'paid';
    case 'ready_for_pickup':
      return o.paid ? 'ready_paid' : 'ready_pay_at_shop';
    case 'shipped':
      return 'shipped_paid';
    case 'completed':
      return 'completed_paid';
    case 'cancelled':
      return 'cancelled_unpaid';
    case 'expired':
      return o.payAtShop ? 'expired_pay_at_shop' : 'expired_unpaid';
    case 'refunded':
      return 'refunded';
  }
}

/** Wordings that ask the member to act by the hold (`payBy`). */
const BY_HOLD: ReadonlySet<OrderWordingKey> = new Set(['await_online', 'await_online_or_shop', 'pay_at_shop', 'ready_pay_at_shop']);
const PAID_KEYS: ReadonlySet<OrderWordingKey> = new Set(['paid', 'ready_paid', 'shipped_paid', 'completed_paid', 'refunded']);

/** The way back the model expects for a refund of `o`: the payment that received its money. */
function expectedWayBack(o: ModelOrder, shops: Map<string, I18nText>): RefundWayBack | null {
  const p: PaidWith | null = o.paidWith;
  if (!p) return null;
  if (p === 'sandbox_card') return { provider: 'sandbox_card', method: null, reference: '', shopName: null };
  // The local fake's checkout is paid by card.
  if (p === 'stripe') return { provider: 'stripe', method: 'card', reference: '', shopName: null };
  return { provider: 'at_shop', method: p, reference: o.reference, shopName: shops.get(o.pickupShop ?? '') ?? null };
}

let shopNames: Map<string, I18nText> | undefined;
async function shops(w: World): Promise<Map<string, I18nText>> {
  shopNames ??= new Map((await w.q<{ code: string; name: I18nText }>(`select code, name from stores`)).map((r) => [r.code, r.name]));
  return shopNames;
}

/** The orders a step may have changed: its own, the one it placed, or all of them when the clock ran. */
function touched(m: Model, step: Step): ModelOrder[] {
  if (step.k === 'expire') return m.orders;
  if (step.k === 'order') return m.shown ? m.orders.filter((o) => o.orderNo === m.shown!.orderNo) : [];
  return 'o' in step ? [pickOrder(m, step.o)].filter((o): o is ModelOrder => !!o) : [];
}

type WireOrder = {
  orderNo: string;
  status: ModelOrder['status'];
  takeWay: 'pickup' | 'delivery';
  paymentMethod: never;
  paidWith: PaidWith | null;
  paidAt: string | null;
  expiresAt: string | null;
};

function checkShown(where: string, o: ModelOrder, order: WireOrder, hold: string | null): void {
  const w = orderWording({ ...order, paidWith: order.paidWith ?? null });
  const want = expectedWording(o);
  if (w.key !== want) violated('wording', `${where} of ${o.orderNo} words it "${w.key}"; the order is ${o.status}${o.paid ? ' paid' : ''}, so "${want}"`);
  if (BY_HOLD.has(want) && (w.payBy === null || hold === null || new Date(w.payBy).getTime() !== new Date(hold).getTime()))
    violated('wording', `${where} of ${o.orderNo} asks to pay by ${w.payBy}; the order is held until ${hold}`);
  if (w.paid && o.paidWith && w.paidWith !== o.paidWith) violated('wording', `${where} of ${o.orderNo} says paid with ${w.paidWith}; it was ${o.paidWith}`);
}

export async function checkWords(w: World, m: Model, base: { wordId: number }, step: Step): Promise<void> {
  const names = await shops(w);
  const holds = new Map(
    (
      await w.q<{ orderNo: string; expiresAt: Date | string | null }>(
        `select order_no as "orderNo", expires_at as "expiresAt" from orders where order_no in (${m.orders.map((o) => `'${o.orderNo}'`).join(',') || 'null'})`,
      )
    ).map((r) => [r.orderNo, r.expiresAt ? new Date(r.expiresAt).toISOString() : null]),
  );

  // The pages: the success page's own answer, then the order page of every order the step touched.
  if (m.shown) {
    const o = m.orders.find((x) => x.orderNo === m.shown!.orderNo);
    if (o) checkShown('the success page', o, m.shown.order as unknown as WireOrder, holds.get(o.orderNo) ?? null);
  }
  for (const o of touched(m, step)) {
    const detail = (await w.t.call('app/page/order/getOrderDetail', { orderNo: o.orderNo }, { token: w.members[o.member]!.token })).body.data;
    checkShown('the order page', o, detail.order as WireOrder, holds.get(o.orderNo) ?? null);
    const want = expectedWayBack(o, names);
    for (const r of detail.refunds as { wayBack: { provider: string; method: string | null; reference: string } | null }[]) {
      const got = r.wayBack;
      if (!want || !got) continue;
      if (got.provider !== want.provider || (want.provider === 'at_shop' && (got.method !== want.method || got.reference !== want.reference)))
        violated('way-back', `the order page of ${o.orderNo} names the way back ${JSON.stringify(got)}; the money came by ${o.paidWith} ${o.reference}`);
    }
  }

  await checkLatestMails(w, touched(m, step), holds);

  // The messages written by the step.
  const msgs = await w.q<{ id: number; event: string; channel: string; language: Lang; body: string; wording: OrderWordingKey | null; orderNo: string }>(
    `select m.id::int as id, m.event, m.channel, m.language, m.body_text as body, m.wording, o.order_no as "orderNo"
     from messages m join orders o on o.id = m.order_id where m.id > ${base.wordId} and o.order_no in (${m.orders.map((o) => `'${o.orderNo}'`).join(',') || 'null'}) order by m.id`,
  );
  if (!msgs.length) return;
  base.wordId = Math.max(...msgs.map((x) => x.id));
  for (const x of msgs) {
    const o = m.orders.find((y) => y.orderNo === x.orderNo)!;
    const label = (wb: RefundWayBack) => refundWayBackLabel(wb, x.language);
    if (x.event === 'order_refunded' && x.channel === 'email') {
      const want = expectedWayBack(o, names);
      if (want && !x.body.includes(label(want)))
        violated(
          'way-back',
          `the refund e-mail of ${o.orderNo} (${x.language}) does not name "${label(want)}", the way the money came: ${x.body.slice(0, 300)}`,
        );
    }
    if (x.wording && PAID_KEYS.has(x.wording) && !o.paid) violated('wording', `"${x.event}" of ${o.orderNo} is worded "${x.wording}"; nothing was received`);
  }
}

/**
 * Every step that changes an order tells the member (decision 365), so the latest e-mail the member has of
 * each order the step touched is worded as the order is now and names its real hold: choosing pay at the
 * shop must not leave "pay online by <the payment window>" as the last word of a seven-day hold. The
 * counter's receipt (decision 458) is a record of the hand-over beside the completion message, not a word on
 * the order's state, so it is not the one read here.
 */
async function checkLatestMails(w: World, orders: ModelOrder[], holds: Map<string, string | null>): Promise<void> {
  if (!orders.length) return;
  const latest = await w.q<{ event: string; language: Lang; body: string; wording: OrderWordingKey | null; orderNo: string }>(
    `select distinct on (m.order_id) m.event, m.language, m.body_text as body, m.wording, o.order_no as "orderNo"
     from messages m join orders o on o.id = m.order_id
     where m.channel = 'email' and m.event <> 'counter_receipt' and o.order_no in (${orders.map((o) => `'${o.orderNo}'`).join(',')}) order by m.order_id, m.id desc`,
  );
  for (const o of orders) {
    const x = latest.find((y) => y.orderNo === o.orderNo);
    const want = expectedWording(o);
    if (!x) {
      violated('wording', `${o.orderNo} (${o.status}) has no e-mail to its member`);
      continue;
    }
    if (x.wording !== want)
      violated(
        'wording',
        `the latest e-mail of ${o.orderNo}, "${x.event}", is worded "${x.wording}"; the order is ${o.status}${o.paid ? ' paid' : ''}, so "${want}"`,
      );
    const hold = holds.get(o.orderNo);
    if (BY_HOLD.has(want) && hold && !x.body.includes(hkDateTime(hold, x.language)))
      violated(
        'wording',
        `the latest e-mail of ${o.orderNo}, "${x.event}" (${x.language}), does not name the hold ${hkDateTime(hold, x.language)}: ${x.body.slice(0, 300)}`,
      );
  }
}
