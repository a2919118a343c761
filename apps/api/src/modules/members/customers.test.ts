import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);
const memberLogin = async (account: string, password: string) => t.call('app/page/user/login', { account, phoneAreaCode: '852', password });
const audits = async (action: string) =>
  (await q<{ n: number }>(`select count(*)::int as n from audit_log where action = '${action}' and entity = 'members'`))[0]!.n;

describe('customers desk', () => {
  it('finds members by phone, e-mail, member number and name; the list masks contact data', async () => {
    const crm = await login(3);
    const search = async (s: string) => (await t.call('app/backOffice/customers/search', { search: s }, { token: crm })).body.data;
    for (const s of ['9123', '+852 9123 4567', 'taiman.chan@', 'JH10000001', 'chan', 'Chan Tai', 'Tai Man', 'tai man chan']) {
      const r = await search(s);
      expect(
        r.list.map((m: { memberNo: string }) => m.memberNo),
        s,
      ).toContain('JH10000001');
    }
    const one = (await search('91234567')).list[0];
    expect(one).toMatchObject({ memberNo: 'JH10000001', phoneMasked: '+852 ****4567', emailMasked: 'ta***@jadeharbour.example', disabled: false });
    expect(JSON.stringify(await search('9123'))).not.toContain('91234567');
    expect((await search('no-such-person-zz')).total).toBe(0);
    // A `%` or `_` typed is a character, not a wildcard.
    expect((await search('%')).total).toBe(0);
  });

  it("opens a member's page (audited), adjusts points with a reason that the member sees, once per key", async () => {
    const crm = await login(3);
    const views = await audits('view');
    const page = await t.call('app/backOffice/customers/detail', { memberNo: 'JH10000001' }, { token: crm });
    expect(page.status).toBe(200);
    expect(page.body.data.profile).toMatchObject({ memberNo: 'JH10000001', phone: '91234567', disabled: false });
    expect(page.body.data.messages).toEqual([]);
    expect(await audits('view')).toBe(views + 1);
    const balance = page.body.data.points.balance as number;

    const body = { memberNo: 'JH10000001', delta: 150, reason: 'Goodwill: late pick-up', idempotencyKey: 'adjust-test-0001' };
    const a = await t.call('app/backOffice/customers/adjustPoints', body, { token: crm });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data).toMatchObject({ balance: balance + 150, replayed: false });
    const again = await t.call('app/backOffice/customers/adjustPoints', body, { token: crm });
    expect(again.body.data).toMatchObject({ balance: balance + 150, replayed: true, entryId: a.body.data.entryId });
    // The same key for another change is refused.
    expect((await t.call('app/backOffice/customers/adjustPoints', { ...body, delta: 9 }, { token: crm })).body.errorCode).toBe(82801);
    expect(await audits('adjust')).toBe(1);
    // Taking more than the balance is refused (140006) and changes nothing.
    const tooMuch = await t.call(
      'app/backOffice/customers/adjustPoints',
      { ...body, delta: -(balance + 151), idempotencyKey: 'adjust-test-0002' },
      { token: crm },
    );
    expect(tooMuch.body.errorCode).toBe(140006);

    const member = (await memberLogin('91234567', 'Jade2026a')).body.data.accessToken as string;
    const history = (await t.call('app/page/user/getPointsHistory', {}, { token: member })).body.data;
    expect(history.totalBonus).toBe(balance + 150);
    expect(history.list[0]).toMatchObject({ delta: 150, reason: 'adjustment', note: 'Goodwill: late pick-up' });
    const staffPage = (await t.call('app/backOffice/customers/detail', { memberNo: 'JH10000001' }, { token: crm })).body.data;
    expect(staffPage.points.list[0]).toMatchObject({ delta: 150, remark: 'Goodwill: late pick-up', staffUsername: 'crm.admin' });
  });

  it('disables a member: login refused, sessions ended; enabling lets them in again', async () => {
    const admin = await login(6);
    const token = (await memberLogin('92345678', 'Upgrade2026a')).body.data.accessToken as string;
    expect((await t.call('app/backOffice/customers/setDisabled', { memberNo: 'JH10000002', disabled: true }, { token: admin })).status).toBe(200);
    expect((await t.call('app/page/user/getPointsHistory', {}, { token })).status).toBe(401);
    const refused = await memberLogin('92345678', 'Upgrade2026a');
    expect(refused.body.errorCode).toBe(82800);
    // A wrong password is still the plain login failure: being disabled is told only to the owner.
    expect((await memberLogin('92345678', 'Wrong2026zz')).body.errorCode).toBe(140001);
    expect(
      (await t.call('app/backOffice/customers/search', { search: '', status: 'disabled' }, { token: admin })).body.data.list.map(
        (m: { memberNo: string }) => m.memberNo,
      ),
    ).toEqual(['JH10000002']);
    expect((await t.call('app/backOffice/customers/setDisabled', { memberNo: 'JH10000002', disabled: false }, { token: admin })).status).toBe(200);
    expect((await memberLogin('92345678', 'Upgrade2026a')).status).toBe(200);
    expect(await audits('disable')).toBe(1);
    expect(await audits('enable')).toBe(1);
  });

  it('exports the filtered members as CSV with the formula guard', async () => {
    const crm = await login(3);
    await q(`update members set nickname = '=HYPERLINK("http://x.example")' where member_no = 'JH10000003'`);
    const res = await t.call('app/backOffice/customers/export', { search: '93456789' }, { token: crm });
    expect(res.status).toBe(200);
    const { csv, rows, truncated } = res.body.data;
    expect(rows).toBe(1);
    expect(truncated).toBe(false);
    expect(csv.startsWith('\ufeffmemberNo,firstName')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csv).toContain('93456789');
    expect(await audits('export')).toBe(1);
  });
});
