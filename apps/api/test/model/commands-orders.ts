import type { OrderStatus, OrderTotals } from '@shop/contract';
import { takeOrderBody } from '../orders-fixture.ts';
import { booked, dueUnits, holdsUnpaid, moveStock, pickOrder, releaseOrder, stockOf, type Model, type ModelLine, type ModelOrder } from './model-state.ts';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import { PICKUP_SHOPS, SHOPS, type Shop, type World } from './world.ts';

/*
 * The member's and the order desk's steps: each checks its precondition against the model, calls the real
 * API as the web app or the back office does, and moves the model only by what the shop answered. Where
 * the model says a step must succeed (or must be refused) and the API disagrees, that is a violation of
 * 'model-agrees'; where a refusal is a legitimate answer either way, both are taken.
 */

type Res = { status: number; body: any };
const ok = (r: Res) => r.status === 200;

/** The model's verdict against the answer: `must` true → 200 expected, false → refusal expected. */
function agree(step: Step, must: boolean, r: Res): boolean {
  if (must && !ok(r)) violated('model-agrees', `${JSON.stringify(step)} refused: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  if (!must && ok(r)) violated('model-agrees', `${JSON.stringify(step)} accepted though the model says it must be refused`);
  return ok(r);
}

let keySeq = 0;
export const freshKey = (what: string) => `model-${what}-${process.pid}-${Date.now()}-${++keySeq}`;

/**
 * Whether the shop offers every sku of the cart for this way of taking it, as the product page answers
 * (getSkuStoreStock): delivery from online stock; pick-up at a shop from that shop's or online stock.
 */
async function offered(w: World, m: Model, skus: number[], way: 'delivery' | 'pickup', shop: Shop): Promise<boolean> {
  let all = true;
  for (const s of skus) {
    const answer = (await w.t.call('app/goods/getSkuStoreStock', { skuId: w.skus[s] })).body.data;
    const qty = (code: Shop) => answer.storeStockList.find((x: { storeCode: string }) => x.storeCode === code)?.stockQty ?? 0;
    for (const code of [...new Set(['ESHOP', shop] as Shop[])])
      if (qty(code) !== stockOf(m, s, code)) violated('stock', `product page shows ${qty(code)} of sku #${s} at ${code}, the model ${stockOf(m, s, code)}`);
    if (!(qty('ESHOP') >= 1 || (way === 'pickup' && qty(shop) >= 1))) all = false;
  }
  return all;
}

async function placeOrder(w: World, m: Model, step: Extract<Step, { k: 'order' }>): Promise<void> {
  const member = w.members[step.m]!;
  const shop = PICKUP_SHOPS[step.shop]!;
  const skuList = step.skus.map((s) => ({ skuId: w.skus[s]!, num: 1 }));
  const promised = await offered(w, m, step.skus, step.way, shop);
  const pickup = step.way === 'pickup' ? { pickupStoreCode: shop } : {};
  // Pick-up orders are priced for paying at the shop (no card-only offer, decision 357) unless the member
  // chose card at checkout (`card`): paying them at the shop later must re-price. Delivery: card.
  const paymentMethod = step.way === 'pickup' && !step.card ? ('at_shop' as const) : ('sandbox_card' as const);
  const preview = await w.t.call('app/page/order/preview', { skuList, giftSkuList: [], ...pickup, paymentMethod }, { token: member.token });
  const totals = preview.body.data as OrderTotals & { invalidSkuList: unknown[] };
  if (promised && totals.invalidSkuList.length)
    violated(
      'availability',
      `the product page offers skus ${step.skus} for ${step.way}${pickup.pickupStoreCode ? ' at ' + shop : ''}; preview lists ${totals.invalidSkuList.length} invalid`,
    );
  // A member does not order what the preview says cannot be had.
  if (totals.invalidSkuList.length) return;
  const where = step.way === 'pickup' ? { pickupStoreCode: shop } : { addressId: member.addressId };
  const res = await w.t.call('app/page/order/takeOrder', takeOrderBody(freshKey('order'), skuList, totals, where, paymentMethod), { token: member.token });
  if (promised && !ok(res)) violated('availability', `takeOrder refused what the product page offers: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  if (!ok(res)) return;
  const orderNo = res.body.data.order.orderNo as string;
  if (res.body.data.order.totalPayPrice !== totals.totalPayPrice)
    violated('preview-price', `${orderNo}: preview priced ${totals.totalPayPrice} cents for ${paymentMethod}, takeOrder ${res.body.data.order.totalPayPrice}`);
  const lines = await w.q<{ id: number; skuId: number; num: number; source: Shop }>(
    `select l.id, l.sku_id as "skuId", l.num, ${w.lineSource ? 'coalesce(l.stock_store_code, o.store_code)' : 'o.store_code'} as source
     from order_lines l join orders o on o.id = l.order_id where o.order_no = '${orderNo}' order by l.id`,
  );
  const modelLines: ModelLine[] = [];
  for (const l of lines) {
    const s = w.skus.indexOf(l.skuId);
    // A gift line of a sku outside the game is refunded like any line but its stock is not followed.
    if (s >= 0 && !SHOPS.includes(l.source)) violated('stock', `order ${orderNo} took sku #${s} from ${l.source}, a shop holding none`);
    modelLines.push({ id: l.id, sku: s, num: l.num, refunded: 0, handedOver: 0, returned: 0, source: l.source });
    if (s >= 0) moveStock(m, s, l.source, -l.num);
  }
  m.orders.push({
    orderNo,
    member: step.m,
    takeWay: step.way,
    pickupShop: step.way === 'pickup' ? shop : null,
    status: 'pending_payment',
    paid: false,
    payAtShop: false,
    completed: false,
    paidWith: null,
    reference: '',
    refundedBooked: 0,
    lines: modelLines,
  });
  // The success page shows the answer's own order (decision 365).
  m.shown = { orderNo, order: res.body.data.order };
}

const memberCall = (w: World, o: ModelOrder, path: string, body: object) =>
  w.t.call(`app/page/order/${path}`, { orderNo: o.orderNo, ...body }, { token: w.members[o.member]!.token });
const desk = (w: World, path: string, body: object) => w.t.call(`app/backOffice/${path}`, body, { token: w.staff.admin, lang: 'en' });

export async function runOrderStep(w: World, m: Model, step: Step): Promise<boolean> {
  const o = 'o' in step ? pickOrder(m, step.o) : undefined;
  switch (step.k) {
    case 'order':
      await placeOrder(w, m, step);
      return true;
    case 'pay': {
      const r = await memberCall(w, o!, 'payOrder', { method: 'sandbox_card' });
      if (!agree(step, o!.status === 'pending_payment', r)) return true;
      const info = (await w.t.services.orders.paymentInfo((r.body.data.redirectUrl as string).split('/').pop()!))!;
      await w.t.services.orders.settlePayment(info.id, 'succeeded', info.amount);
      o!.status = 'paid';
      o!.paid = true;
      o!.paidWith = 'sandbox_card';
      booked(m.money.paid, new Date(), info.amount);
      return true;
    }
    case 'payStripe': {
      const r = await memberCall(w, o!, 'payOrder', { method: 'stripe' });
      if (!agree(step, o!.status === 'pending_payment', r)) return true;
      // The shopper pays on Stripe's hosted page; Stripe's signed webhooks settle the order, nothing else.
      await w.stripe.pay((r.body.data.redirectUrl as string).split('/').pop()!);
      const [row] = await w.q<{ status: string }>(`select status from orders where order_no = '${o!.orderNo}'`);
      if (row!.status !== 'paid') violated('model-agrees', `${o!.orderNo} paid through Stripe is ${row!.status} after the webhooks`);
      o!.status = 'paid';
      o!.paid = true;
      o!.paidWith = 'stripe';
      booked(m.money.paid, new Date(), r.body.data.order.totalPayPrice as number);
      return true;
    }
    case 'payAtShop': {
      let r = await memberCall(w, o!, 'payOrder', { method: 'at_shop' });
      // Priced with a card offer: the shop names the new total (40540); the member accepts it.
      if (r.status === 409 && r.body.errorCode === 40540)
        r = await memberCall(w, o!, 'payOrder', { method: 'at_shop', acceptRepricedTotal: namedAmount(step, r) });
      if (agree(step, o!.status === 'pending_payment' && o!.takeWay === 'pickup', r)) {
        o!.status = 'reserved';
        o!.payAtShop = true;
        m.shown = { orderNo: o!.orderNo, order: r.body.data.order };
      }
      return true;
    }
    case 'cancel': {
      const r = await memberCall(w, o!, 'cancelOrder', {});
      if (agree(step, o!.status === 'pending_payment' || o!.status === 'reserved', r)) releaseOrder(m, o!, 'cancelled');
      return true;
    }
    case 'confirm': {
      const r = await memberCall(w, o!, 'confirmReceipt', {});
      if (agree(step, o!.status === 'shipped', r)) setStatus(o!, 'completed');
      return true;
    }
    case 'expire': {
      // The fake clock: the sweep runs as if 30 days had passed, past every hold (payment, pick-up).
      await w.t.services.orders.expireDue(new Date(Date.now() + 30 * 86_400_000));
      for (const x of m.orders) if (holdsUnpaid(x)) releaseOrder(m, x, 'expired');
      return true;
    }
    case 'prepare': {
      const r = await desk(w, 'orders/prepare', { orderNo: o!.orderNo });
      if (agree(step, o!.takeWay === 'pickup' && (o!.status === 'paid' || o!.status === 'reserved'), r)) o!.status = 'ready_for_pickup';
      return true;
    }
    case 'ship': {
      const r = await desk(w, 'orders/ship', { orderNo: o!.orderNo, trackingNo: 'SF1234567890' });
      if (agree(step, o!.takeWay === 'delivery' && o!.status === 'paid', r)) {
        o!.status = 'shipped';
        for (const l of o!.lines) l.handedOver += dueUnits(l);
      }
      return true;
    }
    case 'handOver':
      await handOver(w, m, o!, step);
      return true;
    default:
      return false;
  }
}

/** The re-priced total a 40540 refusal carries as data (`repricedTotal`, decision 396), as the payment page reads it. */
function namedAmount(step: Step, r: Res): number {
  const amount = r.body.repricedTotal as number | undefined;
  if (typeof amount !== 'number') {
    violated('model-agrees', `${JSON.stringify(step)}: the re-pricing refusal carries no repricedTotal: ${JSON.stringify(r.body).slice(0, 300)}`);
    return 0;
  }
  return amount;
}

function setStatus(o: ModelOrder, status: OrderStatus) {
  o.status = status;
  if (status === 'completed') o.completed = true;
}

/**
 * The member shows the code their order page shows; the counter at CWB finds it (checking it lists only
 * the units due) and hands over, taking the payment when the order is unpaid.
 */
async function handOver(w: World, m: Model, o: ModelOrder, step: Extract<Step, { k: 'handOver' }>): Promise<void> {
  const detail = (await memberCall(w, o, 'getOrderDetail', {})).body.data;
  const code = detail.collectionCode as string | null;
  const due = o.lines.reduce((a, l) => a + dueUnits(l), 0);
  const canHand = o.takeWay === 'pickup' && o.status === 'ready_for_pickup' && o.pickupShop === 'CWB';
  if (!code) {
    if (canHand) violated('model-agrees', `${o.orderNo} is ready at CWB but the member's page shows no collection code`);
    return;
  }
  const counter = (path: string, body: object) => w.t.call(`app/backOffice/counter/${path}`, body, { token: w.staff.counter, lang: 'en' });
  const found = await counter('find', { code });
  // The code may open an order the counter cannot hand over yet (paid, not prepared): it says so.
  const offers = ok(found) && found.body.data.canHandOver === true;
  if (offers !== canHand)
    violated('model-agrees', `the counter ${offers ? 'offers' : 'does not offer'} to hand over ${o.orderNo} (${o.status} at ${o.pickupShop})`);
  if (offers) {
    const shown = (found.body.data.lines as { num: number }[]).reduce((a, l) => a + l.num, 0);
    if (shown !== due) violated('counter-due', `the counter lists ${shown} units of ${o.orderNo}; ${due} are due (the rest refunded)`);
  }
  const payment = o.paid ? undefined : { method: step.method, reference: step.method === 'cash' ? '' : 'REF123' };
  // The counter shows each method's amount; a re-priced one (a card offer paid in cash) is confirmed.
  const quoted =
    offers && payment
      ? (found.body.data.amountByMethod as { method: string; amount: number; repriced: boolean }[]).find((x) => x.method === step.method)
      : undefined;
  const accept = quoted?.repriced ? { acceptRepricedTotal: quoted.amount } : {};
  const r = await counter('handOver', { code, ...(payment ? { payment } : {}), ...accept });
  if (!agree(step, canHand, r)) return;
  setStatus(o, 'completed');
  if (payment) {
    o.paidWith = payment.method;
    o.reference = payment.reference;
    booked(m.money.paid, new Date(), quoted?.amount ?? (found.body.data.amountDue as number));
  }
  o.paid = true;
  for (const l of o.lines) l.handedOver += dueUnits(l);
}
