import { orderPointsFor } from '@shop/contract';
import { readHome, type HomeToday } from './invariants-home.ts';
import { stockOf, type Model } from './model-state.ts';
import { violated } from './violation.ts';
import { SHOPS, type World } from './world.ts';

/*
 * Invariants read back from the real state (SQL through the test app's database, and the API where the
 * member or the merchant reads it) after every step. They look only at this sequence's orders and at
 * quantities relative to where the sequence started (`Baseline`), because one database serves a whole run.
 */

export interface Baseline {
  /** stock_ledger.id before the sequence: rows after it are the sequence's back-office moves. */
  ledgerId: number;
  /** messages.id last checked: each message is checked once, right after the step that wrote it. */
  messageId: number;
  /** The same for the words' invariant (invariants-words.ts). */
  wordId: number;
  /** The merchant's home as the sequence found it (invariants-home.ts). */
  home?: HomeToday;
}

export async function baseline(w: World): Promise<Baseline> {
  const [r] = await w.q<{ l: number; m: number }>(
    `select coalesce((select max(id) from stock_ledger), 0)::int as l, coalesce((select max(id) from messages), 0)::int as m`,
  );
  return { ledgerId: r!.l, messageId: r!.m, wordId: r!.m, home: await readHome(w) };
}

const inList = (xs: (string | number)[]) => (xs.length ? xs.map((x) => (typeof x === 'number' ? x : `'${x}'`)).join(',') : 'null');

type RefundRow = { orderNo: string; at: Date | string; amount: number; lines: { lineId: number; num: number }[] };

/**
 * Units of each line handed over to the member, read from the real state. Until `order_lines.handed_over_num`
 * exists (the `ledger` part) it is derived: a pick-up order handed over at the counter, or a delivery order
 * shipped, gave the member every unit of every line (what the counter and the courier do on main), less
 * the units refunded after that (returns). Once the column exists it is read as it is — the one place to
 * switch (World.handedColumn picks it up by itself).
 */
async function handedOverByLine(w: World, orderNos: string[], refunds: RefundRow[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (w.handedColumn) {
    const rows = await w.q<{ id: number; h: number }>(
      `select l.id, l.handed_over_num as h from order_lines l join orders o on o.id = l.order_id where o.order_no in (${inList(orderNos)})`,
    );
    for (const r of rows) out.set(r.id, r.h);
    return out;
  }
  const rows = await w.q<{ id: number; num: number; orderNo: string; at: Date | string }>(
    `select l.id, l.num, o.order_no as "orderNo", h.at from order_lines l join orders o on o.id = l.order_id
     join lateral (select min(at) as at from order_history where order_id = o.id and action in ('handOver', 'ship')) h on h.at is not null
     where o.order_no in (${inList(orderNos)})`,
  );
  for (const r of rows) {
    const after = refunds.filter((f) => f.orderNo === r.orderNo && new Date(f.at) > new Date(r.at));
    const back = after.reduce((a, f) => a + f.lines.filter((x) => x.lineId === r.id).reduce((b, x) => b + x.num, 0), 0);
    out.set(r.id, r.num - back);
  }
  return out;
}

export async function checkInvariants(w: World, m: Model, base: Baseline): Promise<void> {
  const orderNos = m.orders.map((o) => o.orderNo);
  const refunds = await w.q<RefundRow>(
    `select o.order_no as "orderNo", r.at, r.amount, r.lines from order_refunds r join orders o on o.id = r.order_id where o.order_no in (${inList(orderNos)}) order by r.id`,
  );

  // line-ledger: handed over + refunded ≤ ordered.
  const handed = await handedOverByLine(w, orderNos, refunds);
  const lines = await w.q<{ id: number; orderNo: string; num: number; refunded: number }>(
    `select l.id, o.order_no as "orderNo", l.num, l.refunded_num as refunded from order_lines l join orders o on o.id = l.order_id where o.order_no in (${inList(orderNos)})`,
  );
  for (const l of lines) {
    const h = handed.get(l.id) ?? 0;
    if (h + l.refunded > l.num) violated('line-ledger', `${l.orderNo} line ${l.id}: handed over ${h} + refunded ${l.refunded} > ordered ${l.num}`);
  }

  // refund-received: refunds of an order never exceed the money its payments received.
  const money = await w.q<{ orderNo: string; received: number; refunded: number }>(
    `select o.order_no as "orderNo",
       coalesce((select sum(p.amount) from payments p where p.order_id = o.id and p.status in ('succeeded', 'refunded')), 0)::int as received,
       coalesce((select sum(r.amount) from order_refunds r where r.order_id = o.id), 0)::int as refunded
     from orders o where o.order_no in (${inList(orderNos)})`,
  );
  for (const x of money) if (x.refunded > x.received) violated('refund-received', `${x.orderNo}: refunded ${x.refunded} cents of ${x.received} received`);

  // stock: every played sku × shop equals the model's account, never negative.
  const stock = await w.q<{ skuId: number; shop: string; qty: number }>(
    `select sku_id as "skuId", store_code as shop, qty from sku_stocks where sku_id in (${inList(w.skus)})`,
  );
  for (const r of stock) {
    if (r.qty < 0) violated('stock', `sku ${r.skuId} at ${r.shop}: ${r.qty}`);
    const s = w.skus.indexOf(r.skuId);
    const shop = SHOPS.find((x) => x === r.shop);
    if (shop && r.qty !== stockOf(m, s, shop)) violated('stock', `sku #${s} at ${shop}: the shop holds ${r.qty}, every move adds up to ${stockOf(m, s, shop)}`);
    if (!shop && r.qty !== 0) violated('stock', `sku #${s} at ${r.shop}: ${r.qty} units appeared in a shop nobody moved them to`);
  }
  // stock-ledger: the back office's rows of this sequence add up to its moves, each row's qty_after the stock then.
  const ledger = await w.q<{ skuId: number; shop: string; delta: number }>(
    `select sku_id as "skuId", store_code as shop, sum(delta)::int as delta from stock_ledger where id > ${base.ledgerId} and sku_id in (${inList(w.skus)}) group by 1, 2`,
  );
  for (const [key, delta] of m.ledgered) {
    const [s, shop] = key.split(':');
    const row = ledger.find((r) => r.skuId === w.skus[Number(s)] && r.shop === shop);
    if ((row?.delta ?? 0) !== delta) violated('stock-ledger', `sku #${s} at ${shop}: ledger adds up to ${row?.delta ?? 0}, the back office moved ${delta}`);
  }

  await checkPoints(w, m);
  await checkMessages(w, m, base);
}

/**
 * Per member, the ledger sums to the balance the member sees; per order (every ledger row whose source is
 * the order number: the earning, and the refunds' 'adjustment' rows), points only once completed, back on refund.
 */
async function checkPoints(w: World, m: Model): Promise<void> {
  for (const [i, member] of w.members.entries()) {
    const [sum] = await w.q<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from points_ledger where member_id = ${member.id}`);
    const seen = (await w.t.call('app/page/user/getPointsHistory', { pageNum: 1, pageSize: 1 }, { token: member.token })).body.data.totalBonus as number;
    if (seen !== sum!.n) violated('points', `member #${i}: the ledger sums to ${sum!.n}, the balance shown is ${seen}`);
    if (sum!.n < 0) violated('points', `member #${i}: balance ${sum!.n}`);
  }
  const nets = await w.q<{ orderNo: string; net: number; paidLeft: number; balance: number }>(
    `select o.order_no as "orderNo",
       coalesce((select sum(p.delta) from points_ledger p where p.source = o.order_no and p.member_id = o.member_id), 0)::int as net,
       (o.total_pay_price - coalesce((select sum(l.refunded_amount) from order_lines l where l.order_id = o.id), 0))::int as "paidLeft",
       coalesce((select sum(p.delta) from points_ledger p where p.member_id = o.member_id), 0)::int as balance
     from orders o where o.order_no in (${inList(m.orders.map((o) => o.orderNo))})`,
  );
  for (const x of nets) {
    const o = m.orders.find((y) => y.orderNo === x.orderNo)!;
    // A refund takes points back only down to a zero balance (decision 133): then the net may stay above.
    const floor = x.balance === 0;
    if (!o.completed && x.net !== 0) violated('points', `${x.orderNo} (${o.status}, never completed) holds ${x.net} points`);
    if (o.completed && o.status === 'refunded' && x.net !== 0 && !floor) violated('points', `${x.orderNo} refunded in full still holds ${x.net} points`);
    if (o.completed && o.status !== 'refunded' && x.net !== orderPointsFor(Math.max(0, x.paidLeft)) && !floor)
      violated('points', `${x.orderNo} holds ${x.net} points; ${orderPointsFor(x.paidLeft)} for the ${x.paidLeft} cents kept`);
  }
}

/** The state an order message may be written in: its event must be true of the order right after the step. */
async function checkMessages(w: World, m: Model, base: Baseline): Promise<void> {
  const msgs = await w.q<{ id: number; event: string; orderNo: string; status: string; received: number }>(
    `select m.id::int as id, m.event, o.order_no as "orderNo", o.status,
       coalesce((select sum(p.amount) from payments p where p.order_id = o.id and p.status in ('succeeded', 'refunded')), 0)::int as received
     from messages m join orders o on o.id = m.order_id where m.id > ${base.messageId} and o.order_no in (${inList(m.orders.map((o) => o.orderNo))}) order by m.id`,
  );
  const truth: Record<string, (x: (typeof msgs)[number]) => boolean> = {
    order_paid: (x) => x.received > 0,
    order_refunded: (x) => x.received > 0,
    order_completed: (x) => x.status === 'completed' && x.received > 0,
    order_ready: (x) => x.status === 'ready_for_pickup',
    order_shipped: (x) => x.status === 'shipped',
    order_cancelled: (x) => x.status === 'cancelled',
    order_expired: (x) => x.status === 'expired',
  };
  for (const x of msgs) {
    const holds = truth[x.event];
    if (holds && !holds(x)) violated('messages', `"${x.event}" written for ${x.orderNo} while it is ${x.status} with ${x.received} cents received`);
  }
  if (msgs.length) base.messageId = Math.max(base.messageId, ...msgs.map((x) => x.id));
}

const hkDate = (d: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date(d));
const methodOf = (p: { provider: string; method: string | null; providerMethod: string | null }) =>
  p.provider === 'stripe' ? `stripe_${p.providerMethod ?? 'card'}` : p.provider === 'at_shop' ? `counter_${p.method ?? 'unknown'}` : p.provider;

/**
 * Per Hong Kong day and method: the reconciliation's payments and refunds of this sequence's orders equal
 * the payments received and the refunds made, each refund counted under the method of the payment it
 * returns money to (a refund with no payment behind it has no method, so it can never add up).
 */
export async function checkReconciliation(w: World, m: Model): Promise<void> {
  const orderNos = m.orders.map((o) => o.orderNo);
  if (!orderNos.length) return;
  const pays = await w.q<{ orderNo: string; provider: string; method: string | null; providerMethod: string | null; amount: number; at: Date | string }>(
    `select o.order_no as "orderNo", p.provider, p.method, p.provider_method as "providerMethod", p.amount, p.settled_at as at
     from payments p join orders o on o.id = p.order_id where o.order_no in (${inList(orderNos)}) and p.status in ('succeeded', 'refunded') and p.settled_at is not null`,
  );
  const refunds = await w.q<{ orderNo: string; amount: number; at: Date | string }>(
    `select o.order_no as "orderNo", r.amount, r.at from order_refunds r join orders o on o.id = r.order_id where o.order_no in (${inList(orderNos)}) and r.amount > 0`,
  );
  const expected = new Map<string, { payments: number; refunds: number }>();
  const add = (day: string, method: string, kind: 'payments' | 'refunds', n: number) => {
    const key = `${day} ${method}`;
    const e = expected.get(key) ?? { payments: 0, refunds: 0 };
    e[kind] += n;
    expected.set(key, e);
  };
  for (const p of pays) add(hkDate(p.at), methodOf(p), 'payments', p.amount);
  for (const r of refunds) {
    const p = pays.find((x) => x.orderNo === r.orderNo);
    add(hkDate(r.at), p ? methodOf(p) : 'no payment', 'refunds', r.amount);
  }
  const days = [...new Set([...expected.keys()].map((k) => k.split(' ')[0]!))];
  const actual = new Map<string, { payments: number; refunds: number }>();
  for (const date of days) {
    const rec = (await w.t.call('app/backOffice/payments/reconciliation', { date }, { token: w.staff.admin })).body.data;
    for (const r of rec.rows as { kind: string; method: string; orderNo: string; amount: number }[]) {
      if (!orderNos.includes(r.orderNo)) continue;
      const key = `${date} ${r.method}`;
      const e = actual.get(key) ?? { payments: 0, refunds: 0 };
      if (r.kind === 'payment') e.payments += r.amount;
      else e.refunds += -r.amount;
      actual.set(key, e);
    }
  }
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const [e, a] = [expected.get(key) ?? { payments: 0, refunds: 0 }, actual.get(key) ?? { payments: 0, refunds: 0 }];
    if (e.payments !== a.payments || e.refunds !== a.refunds)
      violated('reconciliation', `${key}: received ${e.payments} − refunded ${e.refunds}; the reconciliation says ${a.payments} − ${a.refunds}`);
  }
}
