import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerMember } from '../../../test/member-fixture.ts';
import { placeOrder, stockedSku } from '../../../test/orders-fixture.ts';

/*
 * Issue 38, "contacts proven before messages" (decision 412): online registration sends a code to the
 * phone by SMS and one to the e-mail address by mail; until the member enters them (confirmContact), only
 * codes reach those contacts — an order's messages are kept as 'unproven', never sent. A code proves only
 * the address it went to; a new e-mail address is unproven again.
 */

let t: TestApp;
let skuId: number;
const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_WORKER_INTERVAL_MS: '0', ORDER_SWEEP_INTERVAL_MS: '0' } });
  skuId = await stockedSku(t);
});
afterAll(() => t.close());

const password = 'Proof2026aa';
const register = (phone: string, email: string) =>
  registerMember(t, { phone, email, password, appellation: 'Ms', firstName: 'Proof', gender: 'F', birthMonth: 2 });
const login = async (phone: string) =>
  (await t.call('app/page/user/login', { account: phone, phoneAreaCode: '852', password })).body.data.accessToken as string;
/** The last code sent to an address (read from the outbox, as a demo without providers does). */
async function lastCode(to: string): Promise<string> {
  const [m] = await q<{ body: string }>(`select body_text as body from messages where event = 'verify_code' and to_address = '${to}' order by id desc limit 1`);
  return /\b(\d{6})\b/.exec(m!.body)![1]!;
}
const statuses = (to: string, event: string) =>
  q<{ status: string }>(`select status from messages where to_address = '${to}' and event = '${event}' order by id`).then((r) => r.map((x) => x.status));
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const me = async (token: string) => (await t.call('app/user/loginInfo', {}, { token })).body.data.user as { phoneProven: boolean; emailProven: boolean };

describe('contacts proven before messages', () => {
  it('registration sends both codes; until they are entered, an order tells the unproven contacts nothing', async () => {
    expect(await register('67100001', 'proof.a@example.com')).toEqual({
      memberNo: expect.any(String),
      nickname: 'Proof',
      phoneCodeSent: true,
      emailCodeSent: true,
    });
    expect(await statuses('+852 67100001', 'verify_code')).toEqual(['pending']);
    expect(await statuses('proof.a@example.com', 'verify_code')).toEqual(['pending']);
    const token = await login('67100001');
    expect(await me(token)).toMatchObject({ phoneProven: false, emailProven: false });

    await placeOrder(t, token, [{ skuId, num: 1 }]);
    expect(await statuses('+852 67100001', 'order_placed')).toEqual(['unproven']);
    expect(await statuses('proof.a@example.com', 'order_placed')).toEqual(['unproven']);
    const [why] = await q<{ e: string }>(`select last_error as e from messages where to_address = 'proof.a@example.com' and event = 'order_placed'`);
    expect(why!.e).toMatch(/not proven/);
    // Never claimed by the worker.
    const [due] = await q<{ n: number }>(`select count(*)::int as n from messages where status = 'unproven' and claimed_until is not null`);
    expect(due!.n).toBe(0);
  });

  it('the codes prove the phone and the e-mail; messages go out from then on', async () => {
    await register('67100002', 'proof.b@example.com');
    const token = await login('67100002');
    const sms = await lastCode('+852 67100002');
    const mail = await lastCode('proof.b@example.com');
    // A wrong code proves nothing; the e-mail's code is not the phone's.
    expect((await t.call('app/page/user/confirmContact', { channel: 'sms', code: other(sms) }, { token })).body.errorCode).toBe(11003);
    if (mail !== sms) expect((await t.call('app/page/user/confirmContact', { channel: 'sms', code: mail }, { token })).body.errorCode).toBe(11003);
    const phone = await t.call('app/page/user/confirmContact', { channel: 'sms', code: sms }, { token });
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    expect(phone.body.data.user).toMatchObject({ phoneProven: true, emailProven: false });
    // Used once.
    expect((await t.call('app/page/user/confirmContact', { channel: 'sms', code: sms }, { token })).body.errorCode).toBe(11003);
    await placeOrder(t, token, [{ skuId, num: 1 }]);
    expect(await statuses('+852 67100002', 'order_placed')).toEqual(['pending']);
    expect(await statuses('proof.b@example.com', 'order_placed')).toEqual(['unproven']);

    const email = await t.call('app/page/user/confirmContact', { channel: 'email', code: mail }, { token });
    expect(email.body.data.user).toMatchObject({ phoneProven: true, emailProven: true });
    await placeOrder(t, token, [{ skuId, num: 1 }]);
    expect(await statuses('proof.b@example.com', 'order_placed')).toEqual(['unproven', 'pending']);
    // A proven contact asks for no code.
    expect((await t.call('app/page/user/sendContactCode', { channel: 'sms' }, { token })).body.errorCode).toBe(30050);
  });

  it('five wrong tries end a code; a new one (sendContactCode) replaces it and is limited per member', async () => {
    await register('67100003', 'proof.c@example.com');
    const token = await login('67100003');
    const first = await lastCode('proof.c@example.com');
    for (let i = 0; i < 5; i++)
      expect((await t.call('app/page/user/confirmContact', { channel: 'email', code: other(first) }, { token })).body.errorCode).toBe(11003);
    expect((await t.call('app/page/user/confirmContact', { channel: 'email', code: first }, { token })).body.errorCode).toBe(11003);
    const again = await t.call('app/page/user/sendContactCode', { channel: 'email' }, { token });
    expect(again.body.data).toEqual({ ok: true, expiresInSeconds: 3600 });
    const second = await lastCode('proof.c@example.com');
    expect((await t.call('app/page/user/confirmContact', { channel: 'email', code: second }, { token })).body.data.user.emailProven).toBe(true);
    // Codes to the phone: five an hour per member, then 429.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await t.call('app/page/user/sendContactCode', { channel: 'sms' }, { token })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a new e-mail address is unproven again, and the old address’s code does not prove it', async () => {
    await register('67100004', 'proof.d@example.com');
    const token = await login('67100004');
    const code = await lastCode('proof.d@example.com');
    expect((await t.call('app/page/user/confirmContact', { channel: 'email', code }, { token })).body.data.user.emailProven).toBe(true);
    const profile = (await t.call('app/user/loginInfo', {}, { token })).body.data.user;
    await register('67100005', 'proof.e@example.com');
    const token2 = await login('67100005');
    const oldCode = await lastCode('proof.e@example.com');
    const changed = await t.call(
      'app/page/user/pageUpdateUserInfo',
      { appellation: 'Ms', firstName: 'Proof', lastName: 'Tester', gender: 'F', birthMonth: 2, email: 'proof.e2@example.com' },
      { token: token2 },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await t.call('app/page/user/confirmContact', { channel: 'email', code: oldCode }, { token: token2 })).body.errorCode).toBe(11003);
    expect((await me(token2)).emailProven).toBe(false);
    // Saving the same address keeps it proven.
    const same = await t.call(
      'app/page/user/pageUpdateUserInfo',
      { appellation: 'Ms', firstName: 'Proof', lastName: 'Tester', gender: 'F', birthMonth: 2, email: profile.email },
      { token },
    );
    expect(same.body.data.user.emailProven).toBe(true);
    expect((await t.call('app/page/user/sendContactCode', { channel: 'email' }, { token: token2 })).status).toBe(200);
    const fresh = await lastCode('proof.e2@example.com');
    expect((await t.call('app/page/user/confirmContact', { channel: 'email', code: fresh }, { token: token2 })).body.data.user.emailProven).toBe(true);
  });
});
