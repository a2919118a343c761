import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@shop/contract';
import { createTestApp, type TestApp } from './test-app.ts';
import { staffToken } from './staff-login.ts';
import { counterForms } from './member-fixture.ts';
import { hashPassword } from '../src/modules/members/passwords.ts';

/*
 * Issue 38, the high finding (decision 380): a counter registration sets no password; the phone number
 * never logs in; a one-time SMS code proves the phone and sets the member's password; wrong codes are
 * limited; the demo's JH10000003 and any never-changed counter password are forced through the SMS proof.
 */

let t: TestApp;
beforeAll(async () => {
  // Each test's calls come from its own address (X-Forwarded-For), so per-address limits do not mix.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const counterForm = counterForms(8100000, { appellation: 'Ms', firstName: 'Siu Fong', lastName: 'Ho', gender: 'F', birthMonth: 4 });

const login = (phone: string, password: string, ip = '198.51.100.10') =>
  t.call('app/page/user/login', { account: phone, phoneAreaCode: '852', password }, from(ip));

/** The newest code SMS to this phone, read from the one outbox (decision 200). */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await q<{ body: string; status: string }>(
    `select body_text as body, status from messages where event = 'verify_code' and channel = 'sms' and to_address = '+852 ${phone}' order by id desc limit 1`,
  );
  expect(sms, `a code SMS to ${phone}`).toBeDefined();
  expect(sms!.status).toBe('pending');
  return /(\d{6})/.exec(sms!.body)![1]!;
}

const setPassword = (phone: string, verifyCode: string, password: string, ip = '198.51.100.20') =>
  t.call('app/page/user/resetPassword', { phoneAreaCode: '852', phone, verifyCode, newPassword: password, confirmPassword: password }, from(ip));

describe('a counter registration sets no password (decision 380)', () => {
  it('registerStaff: the phone number does not log in; the SMS code proves the phone and sets a password', async () => {
    const staff = await staffToken(t, 2);
    const form = counterForm();
    const res = await t.call('app/page/user/registerStaff', form, { token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.smsCodeSent).toBe(true);

    // The stranger who knows the phone number: nothing opens.
    const stranger = await login(form.phone, form.phone);
    expect(stranger.body.errorCode).toBe(ERRORS.LOGIN_FAILED.code);

    const code = await codeSentTo(form.phone);
    const [before] = await q<{ phone_verified_at: string | null }>(`select phone_verified_at from members where phone = '${form.phone}'`);
    expect(before!.phone_verified_at).toBeNull();
    expect((await setPassword(form.phone, code, 'Counter2026q')).status).toBe(200);
    const member = await login(form.phone, 'Counter2026q');
    expect(member.status).toBe(200);
    expect(member.body.data.user.mustChangePassword).toBe(false);
    const [after] = await q<{ phone_verified_at: string | null }>(`select phone_verified_at from members where phone = '${form.phone}'`);
    expect(after!.phone_verified_at).not.toBeNull();
    // The code is used: once only. And the phone number still opens nothing.
    expect((await setPassword(form.phone, code, 'Counter2026r')).body.errorCode).toBe(ERRORS.VERIFY_CODE_FAIL.code);
    expect((await login(form.phone, form.phone)).body.errorCode).toBe(ERRORS.LOGIN_FAILED.code);
  });

  it('peoniaRegister without a password: the same SMS proof, never the phone number', async () => {
    const form = counterForm();
    const res = await t.call('app/page/user/peoniaRegister', { ...form, brand: 'peonia' }, from('198.51.100.30'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.smsCodeSent).toBe(true);
    expect((await login(form.phone, form.phone, '198.51.100.31')).body.errorCode).toBe(ERRORS.LOGIN_FAILED.code);
    const code = await codeSentTo(form.phone);
    expect((await setPassword(form.phone, code, 'Peonia2026q', '198.51.100.32')).status).toBe(200);
    expect((await login(form.phone, 'Peonia2026q', '198.51.100.33')).status).toBe(200);
  });

  it('with a password of their own, no code is sent and that password works', async () => {
    const form = counterForm();
    const res = await t.call(
      'app/page/user/peoniaRegister',
      { ...form, brand: 'prince', password: 'Prince2026q', confirmPassword: 'Prince2026q' },
      from('198.51.100.40'),
    );
    expect(res.body.data.smsCodeSent).toBe(false);
    expect((await q(`select 1 from messages where to_address = '+852 ${form.phone}'`)).length).toBe(0);
    expect((await login(form.phone, 'Prince2026q', '198.51.100.41')).status).toBe(200);
  });

  it('wrong codes are limited: after 5 wrong tries the right code is refused too; a new code works', async () => {
    const staff = await staffToken(t, 2);
    const form = counterForm();
    expect((await t.call('app/page/user/registerStaff', form, { token: staff })).status).toBe(200);
    const code = await codeSentTo(form.phone);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await setPassword(form.phone, wrong(i), 'Wrong2026q', '198.51.100.50')).body.errorCode).toBe(ERRORS.VERIFY_CODE_FAIL.code);
    expect((await setPassword(form.phone, code, 'Right2026q', '198.51.100.50')).body.errorCode).toBe(ERRORS.VERIFY_CODE_FAIL.code);
    expect((await login(form.phone, 'Right2026q', '198.51.100.51')).status).toBe(400);
    // A new code (the first-sign-in screen asks for one) proves the phone.
    expect((await t.call('app/page/user/sendPhoneVerifyCode', { phoneAreaCode: '852', phone: form.phone }, from('198.51.100.52'))).status).toBe(200);
    const fresh = await codeSentTo(form.phone);
    expect((await setPassword(form.phone, fresh, 'Right2026q', '198.51.100.53')).status).toBe(200);
    expect((await login(form.phone, 'Right2026q', '198.51.100.54')).status).toBe(200);
  });

  it('the codes are stored hashed and expire: the counter code within an hour', async () => {
    const staff = await staffToken(t, 2);
    const form = counterForm();
    await t.call('app/page/user/registerStaff', form, { token: staff });
    const code = await codeSentTo(form.phone);
    const [row] = await q<{ code_hash: string; ttl: number }>(
      `select code_hash, extract(epoch from expires_at - created_at)::int as ttl from phone_verify_codes where phone = '${form.phone}' order by id desc limit 1`,
    );
    expect(row!.code_hash).not.toContain(code);
    expect(row!.ttl).toBeLessThanOrEqual(3600);
    await q(`update phone_verify_codes set expires_at = now() - interval '1 second' where phone = '${form.phone}'`);
    expect((await setPassword(form.phone, code, 'Late2026q', '198.51.100.60')).body.errorCode).toBe(ERRORS.VERIFY_CODE_FAIL.code);
  });
});

describe('existing never-changed phone-number passwords (migration 1560)', () => {
  it("the demo's JH10000003 no longer logs in with 93456789; its SMS code does", async () => {
    expect((await login('93456789', '93456789', '198.51.100.70')).body.errorCode).toBe(ERRORS.LOGIN_FAILED.code);
    expect((await t.call('app/page/user/sendPhoneVerifyCode', { phoneAreaCode: '852', phone: '93456789' }, from('198.51.100.71'))).status).toBe(200);
    const code = await codeSentTo('93456789');
    expect((await setPassword('93456789', code, 'KaYan2026q', '198.51.100.72')).status).toBe(200);
    expect((await login('93456789', 'KaYan2026q', '198.51.100.73')).status).toBe(200);
  });

  it('an account left as the old counter registration made it loses the password and its sessions', async () => {
    const phone = '68999001';
    const hash = await hashPassword(phone);
    const [m] = await q<{ id: number }>(
      `insert into members (member_no, phone_area, phone, password_hash, must_change_password, registered_via)
       values ('JH68999001', '852', '${phone}', '${hash}', true, 'staff') returning id`,
    );
    const old = await login(phone, phone, '198.51.100.80');
    expect(old.status).toBe(200);
    const token = old.body.data.accessToken as string;
    const migration = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations/1560_phone_proof.sql'), 'utf8');
    for (const statement of migration.replace(/--.*$/gm, '').split(';')) if (statement.trim()) await q(statement);
    expect((await login(phone, phone, '198.51.100.81')).body.errorCode).toBe(ERRORS.LOGIN_FAILED.code);
    expect((await t.call('app/user/loginInfo', {}, { token })).status).toBe(401);
    const [row] = await q<{ must_change_password: boolean }>(`select must_change_password from members where id = ${m!.id}`);
    expect(row!.must_change_password).toBe(false);
    // An online member's password is untouched.
    expect((await login('91234567', 'Jade2026a', '198.51.100.82')).status).toBe(200);
  });
});
