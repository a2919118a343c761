import { describe, expect, it } from 'vitest';
import { ALL_CALLS, ROLE_LANDING, type CallDef } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { STAFF_ACCOUNTS, STAFF_ROLES_UNDER_TEST, type StaffRoleUnderTest } from '../../../test/staff-login.ts';
import { counterForms } from '../../../test/member-fixture.ts';

const t = testAppPerFile();

const STAFF = STAFF_ACCOUNTS;
type Role = StaffRoleUnderTest;
const ROLES = STAFF_ROLES_UNDER_TEST;

async function staffLogin(role: Role | 'manager') {
  const cred = role === 'manager' ? { username: 'shop.manager', password: 'Manager2026a' } : STAFF[role];
  const res = await t.call('app/page/user/pageStaffLogin', cred);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { accessToken: string; defaultUserRole: number; userRoleList: number[] };
}
async function memberLogin(account = '91234567', password = 'Jade2026a') {
  const res = await t.call('app/page/user/login', { account, phoneAreaCode: '852', password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}
async function counts() {
  const [row] = await t.database.query<Record<string, number>>(`
    select (select count(*)::int from members) as members,
           (select count(*)::int from points_ledger) as ledger,
           (select coalesce(sum(delta), 0)::int from points_ledger) as points,
           (select count(*)::int from counter_registrations) as registrations,
           (select count(*)::int from sessions where revoked_at is null) as live_sessions,
           (select count(*)::int from staff_users) as staff`);
  return row!;
}

const counterForm = counterForms(7000000, { appellation: 'Mrs', firstName: 'Wai Ling', lastName: 'Cheung', gender: 'F', birthMonth: 9 });

describe('staff login and logout', () => {
  it('answers the token, default role and role list; the role lands on its page', async () => {
    for (const role of ROLES) {
      const s = await staffLogin(role);
      expect(s.defaultUserRole).toBe(role);
      expect(s.userRoleList).toEqual([role]);
      expect(s.accessToken).toMatch(/^s\./);
      expect(ROLE_LANDING[role]).toMatch(/^\//);
    }
    const m = await staffLogin('manager');
    expect(m.userRoleList).toEqual([2, 3, 4]);
    expect(m.defaultUserRole).toBe(4);
  });

  it('refuses a wrong password in the request language, and a member token is no staff token', async () => {
    const res = await t.call('app/page/user/pageStaffLogin', { username: 'fb.admin', password: 'Wrong2026a' }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 140001, errorMessage: 'The account or password is not correct. Please check them and try again.' });
    const unknown = await t.call('app/page/user/pageStaffLogin', { username: 'nobody', password: 'Wrong2026a' }, { lang: 'en' });
    expect(unknown.body.errorCode).toBe(140001);
    const member = await memberLogin();
    const res2 = await t.call('app/page/user/memberInfoEnquiry', { query: 'JH10000001' }, { token: member });
    expect(res2.status).toBe(401);
  });

  it('limits failed logins per account like member login (429)', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await t.call('app/page/user/pageStaffLogin', { username: 'no.such.user', password: `Wrong${i}Abc` })).status;
    }
    expect(last).toBe(429);
  });

  it('pageStaffLoginForRegister admits only role 2 holders and gives a role-2-only session', async () => {
    const refused = await t.call('app/page/user/pageStaffLoginForRegister', STAFF[4], { lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(50002);
    const res = await t.call('app/page/user/pageStaffLoginForRegister', { username: 'shop.manager', password: 'Manager2026a' });
    expect(res.status).toBe(200);
    expect(res.body.data.userRoleList).toEqual([2]);
    const token = res.body.data.accessToken;
    const enquiry = await t.call('app/page/user/memberInfoEnquiry', { query: 'JH10000001' }, { token });
    expect(enquiry.status).toBe(403);
  });

  it('logout ends the staff session at once', async () => {
    const { accessToken } = await staffLogin(4);
    expect((await t.call('app/page/user/pageStaffLogout', {}, { token: accessToken })).status).toBe(200);
    expect((await t.call('app/page/user/memberInfoEnquiry', { query: 'JH10000001' }, { token: accessToken })).status).toBe(401);
  });

  it('a disabled account cannot log in', async () => {
    await t.database.query(`update staff_users set disabled = true where username = 'page.editor'`);
    const res = await t.call('app/page/user/pageStaffLogin', { username: 'page.editor', password: 'Editor2026a' });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe(50001);
    await t.database.query(`update staff_users set disabled = false where username = 'page.editor'`);
  });
});

describe('role matrix: every staff call as anonymous, member and each staff role', () => {
  // Calls with a role matrix of their own: the club's counter calls (club/club.test.ts), the back
  // office's (back-office/back-office.access.test.ts), the page editor's (pages/editor.test.ts) and each
  // account's own sessions (sessions/sessions.test.ts).
  const OWN_MATRIX = ['app/pointsRedemption/', 'app/backOffice/', 'app/weaver/', 'app/media/', 'app/staff/sessions/'];
  const staffCalls = ALL_CALLS.filter(
    (c): c is CallDef & { access: { kind: 'staff'; roles: readonly number[] } } =>
      c.access.kind === 'staff' && !OWN_MATRIX.some((prefix) => c.path.startsWith(prefix)),
  );

  it('covers the staff calls of the issue', () => {
    expect(staffCalls.map((c) => c.path.split('/').pop()).sort()).toEqual(
      ['bonusAdjust', 'getAdminQRCode', 'memberInfoEnquiry', 'pageStaffLogout', 'recordGoldPrice', 'registerStaff', 'verifyQrcode'].sort(),
    );
  });

  it('only the allowed roles succeed; everyone else gets 401 or 403 and nothing changes', async () => {
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) tokens[role] = (await staffLogin(role)).accessToken;
    const member = await memberLogin();
    const memberQr = (await t.call('app/page/user/getQRCode', {}, { token: member })).body.data.qrContent as string;
    const adminQr = (await t.call('app/page/user/getAdminQRCode', {}, { token: tokens[3] })).body.data.qrContent as string;
    let key = 0;
    const inputs: Record<string, () => unknown> = {
      bonusAdjust: () => ({ memberNo: 'JH10000001', memberQr, points: 1, transactionKey: `MATRIX-${++key}` }),
      getAdminQRCode: () => ({}),
      memberInfoEnquiry: () => ({ query: 'JH10000001' }),
      pageStaffLogout: () => ({}),
      recordGoldPrice: () => ({ sellCents: 2_010_000, purchaseCents: 1_780_000, exchangeCents: 1_900_000 }),
      registerStaff: () => counterForm(),
      verifyQrcode: () => ({ qrContent: key++ % 2 ? memberQr : adminQr }),
    };
    for (const call of staffCalls) {
      const name = call.path.split('/').pop()!;
      const callers: Array<{ who: string; token?: string; allowed: boolean }> = [
        { who: 'anonymous', allowed: false },
        { who: 'member', token: member, allowed: false },
        ...ROLES.map((r) => ({ who: `role ${r}`, token: tokens[r], allowed: call.access.roles.includes(r) })),
      ];
      for (const c of callers) {
        // Logout would end the token the next calls need: a fresh session for it.
        const token =
          name === 'pageStaffLogout' && c.token && c.who.startsWith('role') ? (await staffLogin(Number(c.who.slice(5)) as Role)).accessToken : c.token;
        const before = await counts();
        const res = await t.call(call.path, inputs[name]!(), token ? { token } : {});
        if (c.allowed) {
          expect(res.status, `${name} as ${c.who}: ${JSON.stringify(res.body)}`).toBe(200);
        } else {
          expect([401, 403], `${name} as ${c.who}`).toContain(res.status);
          expect(res.status, `${name} as ${c.who}`).toBe(c.token ? (c.who === 'member' ? 401 : 403) : 401);
          expect(await counts(), `${name} as ${c.who} changed nothing`).toEqual(before);
        }
      }
    }
  });
});

describe('registration at the counter', () => {
  it('registerStaff creates a member with no password and sends an SMS code; the phone number opens nothing (decision 380)', async () => {
    const { accessToken } = await staffLogin(2);
    const form = counterForm({ phone: '55667788', email: '' });
    const res = await t.call('app/page/user/registerStaff', form, { token: accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.smsCodeSent).toBe(true);
    const [reg] = await t.database.query<{ channel: string; username: string }>(
      `select r.channel, s.username from counter_registrations r join staff_users s on s.id = r.staff_id join members m on m.id = r.member_id where m.member_no = '${res.body.data.memberNo}'`,
    );
    expect(reg).toEqual({ channel: 'staff', username: 'counter.staff' });
    const login = await t.call('app/page/user/login', { account: '55667788', phoneAreaCode: '852', password: '55667788' });
    expect(login.body.errorCode).toBe(140001);
    const [sms] = await t.database.query<{ body: string }>(
      `select body_text as body from messages where event = 'verify_code' and to_address = '+852 55667788' order by id desc limit 1`,
    );
    const verifyCode = /(\d{6})/.exec(sms!.body)![1]!;
    const set = await t.call('app/page/user/resetPassword', {
      phoneAreaCode: '852',
      phone: '55667788',
      verifyCode,
      newPassword: 'Pearl2026z',
      confirmPassword: 'Pearl2026z',
    });
    expect(set.status).toBe(200);
    expect((await t.call('app/page/user/login', { account: '55667788', phoneAreaCode: '852', password: 'Pearl2026z' })).status).toBe(200);
    const again = await t.call('app/page/user/registerStaff', form, { token: accessToken, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(140020);
  });

  it('peoniaRegister needs no login, records the brand, and keeps a password the customer chose', async () => {
    const res = await t.call('app/page/user/peoniaRegister', {
      ...counterForm({ phone: '55667799' }),
      brand: 'prince',
      password: 'Prince2026a',
      confirmPassword: 'Prince2026a',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.smsCodeSent).toBe(false);
    const [reg] = await t.database.query<{ channel: string; staff_id: number | null }>(
      `select channel, staff_id from counter_registrations r join members m on m.id = r.member_id where m.member_no = '${res.body.data.memberNo}'`,
    );
    expect(reg).toEqual({ channel: 'prince', staff_id: null });
    const mismatch = await t.call('app/page/user/peoniaRegister', {
      ...counterForm(),
      brand: 'peonia',
      password: 'Prince2026a',
      confirmPassword: 'Prince2026b',
    });
    expect(mismatch.body.errorCode).toBe(30002);
    const bad = await t.call('app/page/user/peoniaRegister', { ...counterForm(), brand: 'other' }, { lang: 'en' });
    expect(bad.status).toBe(400);
  });
});

describe('QR codes', () => {
  it('verifies member and admin codes; forged and expired codes get clear errors', async () => {
    const crm = (await staffLogin(3)).accessToken;
    const member = await memberLogin();
    const memberQr = (await t.call('app/page/user/getQRCode', {}, { token: member })).body.data.qrContent as string;
    const m = await t.call('app/page/user/verifyQrcode', { qrContent: memberQr }, { token: crm });
    expect(m.body.data).toMatchObject({ kind: 'member', memberNo: 'JH10000001', name: 'Chan Tai Man' });
    const admin = await t.call('app/page/user/getAdminQRCode', {}, { token: crm });
    expect(admin.body.data.svg).toContain('<svg');
    expect(admin.body.data.qrContent).toMatch(/^JHA1\.\d+\.\d+\.[\w-]+\.[\w-]+$/);
    const a = await t.call('app/page/user/verifyQrcode', { qrContent: admin.body.data.qrContent }, { token: crm });
    expect(a.body.data).toMatchObject({ kind: 'admin', username: 'crm.admin' });

    const parts = admin.body.data.qrContent.split('.');
    const forged = [parts[0], parts[1], String(Number(parts[2]) + 3600), parts[3], parts[4]].join('.');
    const f = await t.call('app/page/user/verifyQrcode', { qrContent: forged }, { token: crm, lang: 'en' });
    expect(f.status).toBe(400);
    expect(f.body.errorCode).toBe(50004);
    const garbage = await t.call('app/page/user/verifyQrcode', { qrContent: 'hello' }, { token: crm });
    expect(garbage.body.errorCode).toBe(50004);

    const { signMemberQr } = await import('../members/index.ts');
    const old = await signMemberQr(t.database.db, 'JH10000001', new Date(Date.now() - 3600_000));
    const e = await t.call('app/page/user/verifyQrcode', { qrContent: old.content }, { token: crm, lang: 'en' });
    expect(e.body).toEqual({ errorCode: 50005, errorMessage: 'This QR code has expired. Ask for a new one.' });
  });
});

describe('F&B: enquiry and deduction', () => {
  it('finds a member by number, phone or QR, deducts idempotently, refuses 140006 and audits the staff', async () => {
    const fb = (await staffLogin(4)).accessToken;
    const byNo = await t.call('app/page/user/memberInfoEnquiry', { query: 'jh10000004' }, { token: fb });
    expect(byNo.body.data.member).toMatchObject({ memberNo: 'JH10000004', totalBonus: 13600 });
    const byPhone = await t.call('app/page/user/memberInfoEnquiry', { query: '+86 138 0013 8000' }, { token: fb });
    expect(byPhone.body.data.member.memberNo).toBe('JH10000004');
    expect(byPhone.body.data.member.phoneMasked).not.toContain('13800138000');
    const member = await memberLogin();
    const qr = (await t.call('app/page/user/getQRCode', {}, { token: member })).body.data.qrContent;
    const byQr = await t.call('app/page/user/memberInfoEnquiry', { query: qr }, { token: fb });
    expect(byQr.body.data.member.memberNo).toBe('JH10000001');
    const none = await t.call('app/page/user/memberInfoEnquiry', { query: '99999999' }, { token: fb, lang: 'en' });
    expect(none.status).toBe(404);

    // The member shows the QR code from their account (issue 38): the member number alone deducts nothing.
    const { signMemberQr } = await import('../members/index.ts');
    const memberQr = (await signMemberQr(t.database.db, 'JH10000004')).content;
    const first = await t.call(
      'app/page/user/bonusAdjust',
      { memberNo: 'JH10000004', memberQr, points: 600, transactionKey: 'FB-TEST-1', billAmount: 120000 },
      { token: fb },
    );
    expect(first.body.data).toMatchObject({ deducted: 600, totalBonus: 13000, replayed: false });
    const replay = await t.call('app/page/user/bonusAdjust', { memberNo: 'JH10000004', memberQr, points: 600, transactionKey: 'FB-TEST-1' }, { token: fb });
    expect(replay.body.data).toMatchObject({ deducted: 600, totalBonus: 13000, replayed: true, ledgerId: first.body.data.ledgerId });
    const reused = await t.call('app/page/user/bonusAdjust', { memberNo: 'JH10000004', memberQr, points: 5, transactionKey: 'FB-TEST-1' }, { token: fb });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe(50006);

    const before = await counts();
    const tooMuch = await t.call(
      'app/page/user/bonusAdjust',
      { memberNo: 'JH10000004', memberQr, points: 13001, transactionKey: 'FB-TEST-2' },
      { token: fb, lang: 'en' },
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({ errorCode: 140006, errorMessage: 'Score insufficient' });
    expect(await counts()).toEqual(before);

    const [audit] = await t.database.query<{ username: string; bill_amount: number; reason: string }>(
      `select s.username, l.bill_amount, l.reason from points_ledger l join staff_users s on s.id = l.staff_id where l.idempotency_key = 'fb:FB-TEST-1'`,
    );
    expect(audit).toEqual({ username: 'fb.admin', bill_amount: 120000, reason: 'fb_deduction' });
  });

  it('deducts only with the member’s own signed QR, never by member number alone (issue 38)', async () => {
    const fb = (await staffLogin(4)).accessToken;
    const { signMemberQr } = await import('../members/index.ts');
    const before = await counts();
    const bare = await t.call('app/page/user/bonusAdjust', { memberNo: 'JH10000004', points: 10, transactionKey: 'FB-QR-1' }, { token: fb });
    expect(bare.status).toBe(400);
    const others = (await signMemberQr(t.database.db, 'JH10000001')).content;
    const mismatch = await t.call(
      'app/page/user/bonusAdjust',
      { memberNo: 'JH10000004', memberQr: others, points: 10, transactionKey: 'FB-QR-2' },
      { token: fb },
    );
    expect(mismatch.body.errorCode).toBe(50012);
    const old = (await signMemberQr(t.database.db, 'JH10000004', new Date(Date.now() - 3600_000))).content;
    const expired = await t.call('app/page/user/bonusAdjust', { memberNo: 'JH10000004', memberQr: old, points: 10, transactionKey: 'FB-QR-3' }, { token: fb });
    expect(expired.body.errorCode).toBe(50005);
    const parts = (await signMemberQr(t.database.db, 'JH10000004')).content.split('.');
    const forged = [parts[0], parts[1], String(Number(parts[2]) + 3600), parts[3]].join('.');
    const refused = await t.call(
      'app/page/user/bonusAdjust',
      { memberNo: 'JH10000004', memberQr: forged, points: 10, transactionKey: 'FB-QR-4' },
      { token: fb },
    );
    expect(refused.body.errorCode).toBe(50004);
    expect(await counts()).toEqual(before);
  });

  it('the ledger refuses updates and deletes', async () => {
    await expect(t.database.query(`update points_ledger set delta = 1000000`)).rejects.toThrow(/append-only/);
    await expect(t.database.query(`delete from points_ledger`)).rejects.toThrow(/append-only/);
  });
});

describe('member points in my account', () => {
  it('loginInfo shows the ledger balance and getPointsHistory lists it newest first', async () => {
    const token = await memberLogin('92345678', 'Upgrade2026a');
    const info = await t.call('app/user/loginInfo', {}, { token });
    expect(info.body.data.user.totalBonus).toBe(4400);
    const history = await t.call('app/page/user/getPointsHistory', { pageSize: 2 }, { token });
    expect(history.body.data.totalBonus).toBe(4400);
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.list.map((e: { reason: string }) => e.reason)).toEqual(['purchase', 'birthday']);
    expect((await t.call('app/page/user/getPointsHistory', {})).status).toBe(401);
  });
});
