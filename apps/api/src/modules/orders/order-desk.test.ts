import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { payBySandbox, placeOrder } from '../../../test/orders-fixture.ts';
import type { StaffRoleUnderTest } from '../../../test/staff-login.ts';
import { changePoints } from '../points/index.ts';

/*
 * The back office's order desk: role matrix of every call, each transition and a refused one, refund
 * twice refunds once with stock and points back, and two racing steps on one order. Orders are placed
 * and paid through the real calls (the sandbox card's verified callback settles the payment).
 */

const t = testAppPerFile();
const { ROLES, q, login } = backOfficeHelpers(t);
type Role = StaffRoleUnderTest;

let memberToken: string;
let memberId: number;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  memberToken = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
  memberId = (await q<{ id: number }>(`select id from members where member_no = 'JH10000001'`))[0]!.id;
  for (const r of ROLES) tokens[r] = await login(r);
});

let skuOffset = 0;
/** A sku on sale with at least 5 units online, a different one each call. */
async function sku() {
  const [row] = await q<{ id: number }>(`
    select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' and s.qty >= 5 order by k.id offset ${skuOffset++} limit 1`);
  return row!.id;
}
const stockOf = async (skuId: number) => (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = 'ESHOP'`))[0]!.qty;
const statusOf = async (orderNo: string) => (await q<{ status: string }>(`select status from orders where order_no = '${orderNo}'`))[0]!.status;
const balance = async () => Number((await q<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from points_ledger where member_id = ${memberId}`))[0]!.n);
const auditCount = async (orderNo: string) =>
  Number((await q<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'orders' and entity_id = '${orderNo}'`))[0]!.n);

/** Places an order as the member (pick-up at `shop`, or delivery) for 1 unit of `skuId`; answers its number. */
async function place(skuId: number, opts: { shop?: string; delivery?: boolean } = {}): Promise<string> {
  const addressId = opts.delivery ? (await q<{ id: number }>(`select id from member_addresses where member_id = ${memberId} limit 1`))[0]!.id : undefined;
  return placeOrder(t, memberToken, [{ skuId, num: 1 }], addressId !== undefined ? { addressId } : { pickupStoreCode: opts.shop ?? 'CWB' });
}
const pay = (orderNo: string) => payBySandbox(t, memberToken, orderNo);
/** A new order of one unit, left placed or paid: the body naming it and its number. */
async function ordered(state: 'placed' | 'paid', opts: { delivery?: boolean } = {}) {
  const orderNo = await place(await sku(), opts);
  if (state === 'paid') await pay(orderNo);
  return { body: { orderNo }, orderNo };
}
const desk = (action: string, body: unknown, role: Role = 6, lang = 'en') => t.call(`app/backOffice/orders/${action}`, body, { token: tokens[role], lang });

describe('order desk: every call × anonymous, member and roles 2–6', () => {
  it('role 6 for every call; role 2 also for detail of its own shop; others 401/403 and nothing changes (the counter: counter.test.ts)', async () => {
    const allowed: Record<string, Role[]> = {
      list: [6],
      detail: [2, 6],
      prepare: [6],
      ship: [6],
      cancel: [6],
      refund: [6],
    };
    // Each call gets an order in the status it needs, so a refused caller leaves a movable order unmoved.
    const fresh: Record<string, () => Promise<{ body: Record<string, unknown>; orderNo?: string }>> = {
      list: async () => ({ body: {} }),
      detail: () => ordered('placed'),
      prepare: () => ordered('paid'),
      ship: async () => {
        const { orderNo } = await ordered('paid', { delivery: true });
        return { body: { orderNo, trackingNo: 'SF12345678' }, orderNo };
      },
      cancel: () => ordered('placed'),
      refund: () => ordered('paid'),
    };
    for (const [action, roles] of Object.entries(allowed)) {
      const { body, orderNo } = await fresh[action]!();
      const before = orderNo ? await statusOf(orderNo) : '';
      const audits = orderNo ? await auditCount(orderNo) : 0;
      const anon = await t.call(`app/backOffice/orders/${action}`, body);
      expect(anon.status, `${action} anonymous`).toBe(401);
      const member = await t.call(`app/backOffice/orders/${action}`, body, { token: memberToken });
      expect(member.status, `${action} member`).toBe(401);
      for (const r of ROLES.filter((x) => !roles.includes(x))) {
        expect((await desk(action, body, r)).status, `${action} role ${r}`).toBe(403);
      }
      if (orderNo) {
        expect(await statusOf(orderNo), `${action} unchanged`).toBe(before);
        expect(await auditCount(orderNo)).toBe(audits);
      }
      for (const r of roles) {
        const res = await desk(action, body, r);
        expect(res.status, `${action} role ${r}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });

  it('role 2 sees only the pick-up orders of its own shop; without a shop it is refused', async () => {
    const other = await place(await sku(), { shop: 'TST' });
    await pay(other);
    expect((await desk('prepare', { orderNo: other })).status).toBe(200);
    const refused = await desk('detail', { orderNo: other }, 2, 'zh_HK');
    expect([refused.status, refused.body.errorCode, refused.body.errorMessage]).toEqual([403, 80100, '此訂單不是在你的分店取貨']);
    expect(await statusOf(other)).toBe('ready_for_pickup');
    await q(`update staff_users set store_code = null where username = 'counter.staff'`);
    try {
      expect((await desk('detail', { orderNo: other }, 2)).body.errorCode).toBe(80101);
    } finally {
      await q(`update staff_users set store_code = 'CWB' where username = 'counter.staff'`);
    }
  });
});

describe('order desk: transitions', () => {
  it('pick-up: paid → ready (role 6) → handed over at the counter (role 2) → the member sees completed; history and audit', async () => {
    const orderNo = await place(await sku());
    // Not paid yet: prepare is refused with 409 and nothing changes.
    const early = await desk('prepare', { orderNo });
    expect([early.status, early.body.errorCode]).toEqual([409, 40507]);
    await pay(orderNo);
    const ready = await desk('prepare', { orderNo });
    expect(ready.body.data.order.status).toBe('ready_for_pickup');
    expect((await t.call('app/page/order/getOrderDetail', { orderNo }, { token: memberToken })).body.data.order.status).toBe('ready_for_pickup');
    // Ready already: preparing again is 409.
    expect((await desk('prepare', { orderNo })).status).toBe(409);
    const code = (await t.call('app/page/order/getOrderDetail', { orderNo }, { token: memberToken })).body.data.collectionCode;
    expect((await t.call('app/backOffice/counter/handOver', { code: ` ${code} ` }, { token: tokens[2] })).status).toBe(200);
    const done = await desk('detail', { orderNo });
    expect(done.body.data.order.status).toBe('completed');
    expect(done.body.data.history.map((h: { action: string; staffUsername: string }) => [h.action, h.staffUsername])).toEqual([
      ['prepare', 'merchant.admin'],
      ['handOver', 'counter.staff'],
    ]);
    expect(done.body.data.payments[0].status).toBe('succeeded');
    expect(await auditCount(orderNo)).toBe(2);
    expect((await t.call('app/page/order/getOrderDetail', { orderNo }, { token: memberToken })).body.data.order.status).toBe('completed');
    const list = await desk('list', { status: 'completed', search: orderNo });
    expect(list.body.data.list.map((r: { orderNo: string }) => r.orderNo)).toEqual([orderNo]);
  });

  it('delivery: ship needs a tracking number (400 naming the field), then paid → shipped; a pick-up order cannot be shipped', async () => {
    const orderNo = await place(await sku(), { delivery: true });
    await pay(orderNo);
    const bad = await desk('ship', { orderNo, trackingNo: '' }, 6, 'en');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('trackingNo');
    const shipped = await desk('ship', { orderNo, trackingNo: 'SF1234567890' });
    expect([shipped.body.data.order.status, shipped.body.data.trackingNo]).toEqual(['shipped', 'SF1234567890']);
    expect((await desk('prepare', { orderNo })).body.errorCode).toBe(80102);
  });

  it('cancel: an unpaid order is cancelled with its stock back; a paid one is refused (409)', async () => {
    const skuId = await sku();
    const stock = await stockOf(skuId);
    const orderNo = await place(skuId);
    expect(await stockOf(skuId)).toBe(stock - 1);
    const res = await desk('cancel', { orderNo, reason: 'customer phoned' });
    expect(res.body.data.order.status).toBe('cancelled');
    expect(await stockOf(skuId)).toBe(stock);
    expect((await desk('cancel', { orderNo })).status).toBe(409);
    const paid = await place(await sku());
    await pay(paid);
    expect((await desk('cancel', { orderNo: paid })).status).toBe(409);
    expect(await statusOf(paid)).toBe('paid');
    expect((await desk('detail', { orderNo: 'NOPE' })).status).toBe(404);
  });

  it('refund: stock and the order points come back; twice refunds once; an unpaid order is refused', async () => {
    const skuId = await sku();
    const stock = await stockOf(skuId);
    const orderNo = await place(skuId);
    await pay(orderNo);
    // Points given for this order (the ledger's rows whose source is the order number).
    await changePoints(t.database.db, { memberId, delta: 120, reason: 'purchase', source: orderNo });
    const points = await balance();
    const first = await desk('refund', { orderNo, reason: 'faulty clasp' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect([first.body.data.order.status, first.body.data.alreadyRefunded]).toEqual(['refunded', false]);
    expect(first.body.data.payments[0].status).toBe('refunded');
    expect(await stockOf(skuId)).toBe(stock);
    expect(await balance()).toBe(points - 120);
    const second = await desk('refund', { orderNo });
    expect([second.status, second.body.data.alreadyRefunded]).toEqual([200, true]);
    expect(await stockOf(skuId)).toBe(stock);
    expect(await balance()).toBe(points - 120);
    expect(await auditCount(orderNo)).toBe(1);
    expect((await t.call('app/page/order/getOrderDetail', { orderNo }, { token: memberToken })).body.data.order.status).toBe('refunded');
    const unpaid = await place(await sku());
    expect((await desk('refund', { orderNo: unpaid })).status).toBe(409);
  });

  it('two refunds at once refund once', async () => {
    const skuId = await sku();
    const stock = await stockOf(skuId);
    const orderNo = await place(skuId);
    await pay(orderNo);
    const answers = await Promise.all([desk('refund', { orderNo }), desk('refund', { orderNo })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.alreadyRefunded).sort()).toEqual([false, true]);
    expect(await stockOf(skuId)).toBe(stock);
    expect(await auditCount(orderNo)).toBe(1);
  });

  it('racing steps on one order (cancel × cancel, prepare × prepare, cancel × prepare, prepare × refund): exactly one wins', async () => {
    for (let i = 0; i < 5; i++) {
      const orderNo = await place(await sku());
      // Unpaid: cancel may win, prepare may not; paid: prepare may win, cancel may not. Race both ways.
      const [a, b] = await Promise.all([desk('cancel', { orderNo }), desk('cancel', { orderNo })]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const paid = await place(await sku());
      await pay(paid);
      const [p1, p2] = await Promise.all([desk('prepare', { orderNo: paid }), desk('prepare', { orderNo: paid })]);
      expect([p1.status, p2.status].sort()).toEqual([200, 409]);
      expect(await auditCount(paid)).toBe(1);
      // prepare and cancel on one unpaid order: only cancel can win; prepare and refund on a paid one: one wins.
      const unpaid = await place(await sku());
      const [c, p] = await Promise.all([desk('cancel', { orderNo: unpaid }), desk('prepare', { orderNo: unpaid })]);
      expect([c.status, p.status]).toEqual([200, 409]);
      const both = await place(await sku());
      await pay(both);
      const [pr, rf] = await Promise.all([desk('prepare', { orderNo: both }), desk('refund', { orderNo: both })]);
      const final = await statusOf(both);
      expect(final === 'refunded' || final === 'ready_for_pickup').toBe(true);
      if (final === 'ready_for_pickup') expect([pr.status, rf.status]).toEqual([200, 409]);
      else expect(rf.status).toBe(200);
      expect(await auditCount(both)).toBe(final === 'refunded' && pr.status === 200 ? 2 : 1);
    }
  });
});
