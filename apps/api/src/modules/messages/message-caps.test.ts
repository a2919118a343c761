import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CAPS } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerMember } from '../../../test/member-fixture.ts';
import { placeOrder, stockedSku } from '../../../test/orders-fixture.ts';
import { staffToken } from '../../../test/staff-login.ts';
import { messageRecipient } from '../members/index.ts';

/*
 * Issue 38, "unverified contacts receive unlimited messages" (decision 381): a new account with anyone's
 * phone and e-mail, ordering and cancelling in a loop, had the shop send 24 SMS and 24 mails in 4 seconds.
 * Now an unproven contact gets at most the unproven cap an hour, a member at most the member cap; the rest
 * are kept as 'capped' (never sent) and the merchant sees them; codes keep going out.
 */

let t: TestApp;
let skuId: number;
/** An order_cancelled message's parameters (decision 365: every order message carries its words). */
const cancelledParams = (orderNo: string) => ({ orderNo, total: 0, shopName: '', w: { key: 'cancelled_unpaid' as const, payBy: null, paidWith: null } });
const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);

beforeAll(async () => {
  // Decision 381's rule for unproven contacts (everything, under a lower cap) is the opt-in
  // MESSAGE_UNPROVEN_CONTACTS=capped since decision 412; the default (codes only) is in contact-proof.test.ts.
  t = await createTestApp({ env: { MESSAGE_WORKER_INTERVAL_MS: '0', ORDER_SWEEP_INTERVAL_MS: '0', MESSAGE_UNPROVEN_CONTACTS: 'capped' } });
  skuId = await stockedSku(t);
});
afterAll(() => t.close());

/** Registers a member online with this phone and e-mail (proven by nothing) and logs in. */
async function newMember(phone: string, email: string): Promise<string> {
  const password = 'Loop2026aa';
  await registerMember(t, { phone, email, password, appellation: 'Mr', firstName: 'Loop', gender: 'M', birthMonth: 1 });
  return (await t.call('app/page/user/login', { account: phone, phoneAreaCode: '852', password })).body.data.accessToken as string;
}

async function orderAndCancelLoop(token: string, rounds: number): Promise<string[]> {
  const orderNos: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    expect((await t.call('app/page/order/cancelOrder', { orderNo }, { token })).status).toBe(200);
    orderNos.push(orderNo);
  }
  return orderNos;
}

const counts = (to: string) =>
  // The registration's own codes (decision 412) are codes: never counted.
  q<{ status: string; n: number }>(
    `select status, count(*)::int as n from messages where to_address = '${to}' and event <> 'verify_code' group by status order by status`,
  ).then((r) => Object.fromEntries(r.map((x) => [x.status, x.n])) as Record<string, number>);

describe('hourly caps on transactional messages (decision 381)', () => {
  it('the order/cancel loop to unproven contacts sends at most the unproven cap; the merchant sees the rest capped', async () => {
    const token = await newMember('67000001', 'victim@example.com');
    const orderNos = await orderAndCancelLoop(token, 12);
    const sms = await counts('+852 67000001');
    const mail = await counts('victim@example.com');
    const cap = MESSAGE_CAPS.UNPROVEN_PER_RECIPIENT_PER_HOUR;
    expect(sms.pending ?? 0).toBe(cap);
    expect(mail.pending ?? 0).toBe(cap);
    expect(sms.capped).toBeGreaterThan(10);
    expect(mail.capped).toBeGreaterThan(10);
    // The worker never claims a capped message.
    const [due] = await q<{ n: number }>(`select count(*)::int as n from messages where status = 'capped' and claimed_until is not null`);
    expect(due!.n).toBe(0);

    // The merchant's view of the last order shows its messages as capped, with the reason.
    const merchant = await staffToken(t, 6);
    const view = await t.call('app/backOffice/orders/messages', { orderNo: orderNos.at(-1)! }, { token: merchant });
    expect(view.status).toBe(200);
    const list = view.body.data.list as { id: number; status: string; lastError: string | null }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.status === 'capped')).toBe(true);
    expect(list[0]!.lastError).toMatch(/hourly cap/);
    // …and may send one anyway.
    const resend = await t.call('app/backOffice/orders/resendMessage', { orderNo: orderNos.at(-1)!, messageId: list[0]!.id }, { token: merchant });
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    expect((resend.body.data.list as { id: number; status: string }[]).find((m) => m.id === list[0]!.id)!.status).toBe('pending');
  });

  it('codes are not capped: a verification code still goes to the capped phone', async () => {
    expect((await t.call('app/page/user/sendPhoneVerifyCode', { phoneAreaCode: '852', phone: '67000001' })).status).toBe(200);
    const [code] = await q<{ status: string }>(
      `select status from messages where event = 'verify_code' and to_address = '+852 67000001' order by id desc limit 1`,
    );
    expect(code!.status).toBe('pending');
  });

  it('a proven phone gets the recipient cap; the member cap counts both channels', async () => {
    const token = await newMember('67000002', 'proven@example.com');
    await q(`update members set phone_verified_at = now(), email_verified_at = now() where phone = '67000002'`);
    await orderAndCancelLoop(token, 12);
    const sms = await counts('+852 67000002');
    const mail = await counts('proven@example.com');
    expect(sms.pending ?? 0).toBe(MESSAGE_CAPS.PER_RECIPIENT_PER_HOUR);
    expect(mail.pending ?? 0).toBe(MESSAGE_CAPS.PER_RECIPIENT_PER_HOUR);
    expect((sms.pending ?? 0) + (mail.pending ?? 0)).toBeLessThanOrEqual(MESSAGE_CAPS.PER_MEMBER_PER_HOUR);
  });

  it('a burst of parallel events of one member passes no more than the cap', async () => {
    const token = await newMember('67000003', 'burst@example.com');
    const [m] = await q<{ id: number }>(`select id from members where phone = '67000003'`);
    const { enqueueMessage } = await import('./messages.service.ts');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.database.db.transaction(async (tx) =>
          enqueueMessage(tx as never, {
            event: 'order_cancelled',
            to: await messageRecipient(tx as never, m!.id),
            key: `burst:${i}`,
            params: cancelledParams(`JH${i}`),
          }),
        ),
      ),
    );
    const sms = await counts('+852 67000003');
    expect(sms.pending ?? 0).toBe(MESSAGE_CAPS.UNPROVEN_PER_RECIPIENT_PER_HOUR);
    expect(sms.capped).toBe(20 - MESSAGE_CAPS.UNPROVEN_PER_RECIPIENT_PER_HOUR);
    expect(token).toBeTruthy();
  });

  it('transactions telling several members in opposite orders never deadlock on the cap locks', async () => {
    await newMember('67000004', 'multi-a@example.com');
    await newMember('67000005', 'multi-b@example.com');
    const ids = (await q<{ id: number }>(`select id from members where phone in ('67000004', '67000005') order by phone`)).map((r) => r.id);
    const { enqueueMessage } = await import('./messages.service.ts');
    const tell = (order: number[], n: number) =>
      t.database.db.transaction(async (tx) => {
        for (const memberId of order) {
          await enqueueMessage(tx as never, {
            event: 'order_cancelled',
            to: await messageRecipient(tx as never, memberId),
            key: `multi:${n}:${memberId}`,
            params: cancelledParams(`JH${n}`),
          });
        }
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => tell(n % 2 ? ids : [...ids].reverse(), n)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  });
});
