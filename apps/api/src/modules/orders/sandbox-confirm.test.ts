import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { placeOrder } from '../../../test/orders-fixture.ts';

/*
 * Issue 38: with the sandbox beside Stripe (a development start), the sandbox's unauthenticated confirm
 * settles only a pending sandbox card payment — never a Stripe payment's id, never a closed payment.
 */

const t = testAppPerFile();
let token: string;

beforeAll(async () => {
  token = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
});

async function pendingOrder(): Promise<{ orderNo: string; orderId: number; amount: number }> {
  const [sku] = await t.database.query<{ id: number }>(
    `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
     where k.status = 'on' and p.status = 'on' and s.qty >= 3 order by k.id offset 7 limit 1`,
  );
  const orderNo = await placeOrder(t, token, [{ skuId: sku!.id, num: 1 }]);
  const [o] = await t.database.query<{ id: number; amount: number }>(`select id, total_pay_price as amount from orders where order_no = '${orderNo}'`);
  return { orderNo, orderId: o!.id, amount: o!.amount };
}
const confirm = (id: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox-pay/${id}/confirm`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const rowOf = async (id: string) => (await t.database.query<{ status: string }>(`select status from payments where id = '${id}'`))[0]!.status;
const orderStatus = async (orderNo: string) =>
  (await t.database.query<{ status: string }>(`select status from orders where order_no = '${orderNo}'`))[0]!.status;

describe('the sandbox confirm', () => {
  it('does not settle a Stripe payment', async () => {
    const o = await pendingOrder();
    const id = 'abcdef0123456789abcdef01';
    await t.database.exec(`insert into payments (id, order_id, provider, amount, status) values ('${id}', ${o.orderId}, 'stripe', ${o.amount}, 'pending')`);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox-pay/${id}` })).statusCode).toBe(404);
    expect((await confirm(id)).statusCode).toBe(404);
    expect(await rowOf(id)).toBe('pending');
    expect(await orderStatus(o.orderNo)).toBe('pending_payment');
  });

  it('settles a pending sandbox payment once; a closed one is not confirmed again', async () => {
    const o = await pendingOrder();
    const url: string = (await t.call('app/page/order/payOrder', { orderNo: o.orderNo, method: 'sandbox_card' }, { token })).body.data.redirectUrl;
    const id = url.split('/').pop()!;
    const done = await confirm(id);
    expect(done.statusCode).toBe(303);
    expect(await rowOf(id)).toBe('succeeded');
    expect(await orderStatus(o.orderNo)).toBe('paid');
    expect((await confirm(id)).statusCode).toBe(404);
  });
});
