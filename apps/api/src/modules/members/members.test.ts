import { describe, expect, it } from 'vitest';
import { loginInfo as loginInfoCall, memberUserSchema } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

const DEMO = { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' };

const registration = (over: Record<string, unknown> = {}) => ({
  appellation: 'Ms',
  firstName: 'Siu Ying',
  lastName: 'Ho',
  nickname: 'Ying',
  gender: 'F',
  birthMonth: 5,
  birthDay: 20,
  ageRange: '26-35',
  phoneAreaCode: '852',
  phone: '61234567',
  email: 'Siu.Ying@Example.com',
  password: 'Pearl2026x',
  confirmPassword: 'Pearl2026x',
  optOutPromotionsA: false,
  optOutPromotionsB: true,
  agreeTerms: true,
  ...over,
});

async function loginAs(account = DEMO.account, password = DEMO.password, phoneAreaCode = '852') {
  const res = await t.call('app/page/user/login', { account, phoneAreaCode, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}

describe('login, loginInfo, logout', () => {
  it('logs a seeded member in by phone and by e-mail, and reads the member', async () => {
    const token = await loginAs();
    expect(token).toMatch(/^m\./);
    const byEmail = await t.call('app/page/user/login', { account: 'TaiMan.Chan@jadeharbour.example', password: DEMO.password });
    expect(byEmail.status).toBe(200);
    const info = await t.call(loginInfoCall.path, {}, { token });
    expect(info.status).toBe(200);
    const user = memberUserSchema.parse(info.body.data.user);
    expect(user).toMatchObject({ memberNo: 'JH10000001', nickname: 'Tai Man', birthdayMM: '03', isVip: true, totalBonus: 4990, systemUpgrade: '0' }); // the seeded points ledger (staff.seed.ts)
    expect(JSON.stringify(info.body)).not.toContain(token);
    expect(JSON.stringify(info.body)).not.toMatch(/argon2|Jade2026a/);
  });

  it('answers the same failure for a wrong password and an unknown account', async () => {
    const wrong = await t.call('app/page/user/login', { ...DEMO, password: 'Wrong2026a' }, { lang: 'en' });
    const unknown = await t.call('app/page/user/login', { ...DEMO, account: '50000000' }, { lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errorCode: 140001, errorMessage: 'The account or password is not correct. Please check them and try again.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('revokes the session at logout: the token then answers 401', async () => {
    const token = await loginAs();
    expect((await t.call('app/user/logout', {}, { token })).status).toBe(200);
    const after = await t.call('app/user/loginInfo', {}, { token });
    expect(after.status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { token } = await t.services.sessions.create({ kind: 'member', subjectId: 1, now: new Date(Date.now() - 3 * 24 * 3_600_000) });
    expect((await t.call('app/user/loginInfo', {}, { token })).status).toBe(401);
    expect((await t.call('app/user/loginInfo', {}, { token: 'm.not-a-token' })).status).toBe(401);
  });
});

describe('register', () => {
  it('registers a member who can then log in; duplicates answer 552407', async () => {
    const res = await t.call('app/page/user/register', registration());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.memberNo).toMatch(/^JH\d{8}$/);
    const token = await loginAs('siu.ying@example.com', 'Pearl2026x');
    const info = await t.call('app/user/loginInfo', {}, { token });
    expect(info.body.data.user).toMatchObject({ email: 'siu.ying@example.com', nickname: 'Ying', optOutPromotionsB: true });

    const samePhone = await t.call('app/page/user/register', registration({ email: 'other@example.com' }), { lang: 'en' });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual({ errorCode: 552407, errorMessage: 'Email or phone number has already been registered' });
    const sameEmail = await t.call('app/page/user/register', registration({ phone: '61234568', email: 'SIU.YING@example.com' }), { lang: 'en' });
    expect(sameEmail.body.errorCode).toBe(552407);
  });

  it('requires the terms and the starred fields, and matching passwords', async () => {
    expect((await t.call('app/page/user/register', registration({ phone: '61110000', email: 'a1@example.com', agreeTerms: false }))).status).toBe(400);
    expect((await t.call('app/page/user/register', registration({ phone: '61110001', email: 'a2@example.com', lastName: '' }))).status).toBe(400);
    const mismatch = await t.call('app/page/user/register', registration({ phone: '61110002', email: 'a3@example.com', confirmPassword: 'Other2026x' }));
    expect(mismatch.body.errorCode).toBe(30002);
  });

  it("refuses a number that cannot exist for its area, naming the phone field (libphonenumber-js, the contract's isValidPhone)", async () => {
    const bad = await t.call('app/page/user/register', registration({ phone: '12345678', email: 'bad.phone@example.com' }), { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('phone');
    const macau = await t.call('app/page/user/register', registration({ phoneAreaCode: '853', phone: '6612345', email: 'short.macau@example.com' }), {
      lang: 'en',
    });
    expect(macau.status).toBe(400);
    expect(macau.body.errorMessage).toContain('phone');
  });
});
