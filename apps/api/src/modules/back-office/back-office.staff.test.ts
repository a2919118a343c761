import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('app/page/user/pageStaffLogin', { username: 'merchant.admin', password: 'Merchant2026a' });
  expect(res.body.data).toMatchObject({ defaultUserRole: 6, userRoleList: [6] });
  admin = res.body.data.accessToken;
  adminId = (await t.database.query<{ id: number }>(`select id from staff_users where username = 'merchant.admin'`))[0]!.id;
});
afterAll(() => t.close());

const as = (path: string, body: unknown, lang = 'zh-HK') => t.call(`app/backOffice/${path}`, body, { token: admin, lang });
const login = (username: string, password: string) => t.call('app/page/user/pageStaffLogin', { username, password }, { lang: 'en' });
const auditCount = async () => (await t.database.query<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n;

describe('staff accounts in the back office', () => {
  it('creates an account that can log in at once and lands where its role works', async () => {
    const made = await as('staff/create', { username: 'Anna.Lam', displayName: 'Anna Lam', password: 'Counter2026b', roles: [2, 5], defaultRole: 5 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ username: 'anna.lam', roles: [2, 5], defaultRole: 5, disabled: false });
    const res = await login('anna.lam', 'Counter2026b');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ defaultUserRole: 5, userRoleList: [2, 5] });
    const list = await as('staff/list', { search: 'anna' });
    expect(list.body.data.list.map((s: { username: string }) => s.username)).toEqual(['anna.lam']);
  });

  it('refuses a taken username (409) and a weak password (400 naming the field), writing nothing', async () => {
    const before = await auditCount();
    const taken = await as('staff/create', { username: 'page.editor', displayName: 'X', password: 'Editor2026b', roles: [5], defaultRole: 5 }, 'en');
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toBe('The username "page.editor" is taken.');
    const weak = await as('staff/create', { username: 'weak.one', displayName: 'X', password: 'password', roles: [5], defaultRole: 5 }, 'en');
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage).toBe('Invalid input: password');
    const wrongDefault = await as('staff/create', { username: 'weak.two', displayName: 'X', password: 'Editor2026b', roles: [5], defaultRole: 2 }, 'zh-CN');
    expect(wrongDefault.body.errorMessage).toBe('输入无效：defaultRole');
    const badRole = await as('staff/create', { username: 'weak.three', displayName: 'X', password: 'Editor2026b', roles: [1], defaultRole: 1 }, 'en');
    expect(badRole.body.errorMessage).toBe('Invalid input: roles.0');
    expect(await auditCount()).toBe(before);
  });

  it('disable ends the sessions and login; enable, reset password and roles work; each is audited', async () => {
    const made = (await as('staff/create', { username: 'ben.ho', displayName: 'Ben Ho', password: 'Counter2026c', roles: [2], defaultRole: 2 })).body.data;
    const session = (await login('ben.ho', 'Counter2026c')).body.data.accessToken;
    expect((await as('staff/setDisabled', { id: made.id, disabled: true })).body.data.disabled).toBe(true);
    expect((await t.call('app/page/user/memberInfoEnquiry', { query: 'JH10000001' }, { token: session })).status).toBe(401);
    expect((await login('ben.ho', 'Counter2026c')).status).not.toBe(200);
    await as('staff/setDisabled', { id: made.id, disabled: false });
    await as('staff/resetPassword', { id: made.id, password: 'Newpass2026d' });
    expect((await login('ben.ho', 'Counter2026c')).status).not.toBe(200);
    expect((await login('ben.ho', 'Newpass2026d')).status).toBe(200);
    const roles = await as('staff/setRoles', { id: made.id, roles: [2, 4], defaultRole: 4 });
    expect(roles.body.data).toMatchObject({ roles: [2, 4], defaultRole: 4 });
    expect((await login('ben.ho', 'Newpass2026d')).body.data.defaultUserRole).toBe(4);

    const audit = (await as('audit/list', { entity: 'staffUsers', search: 'ben.ho' })).body.data;
    expect(audit.list.map((a: { action: string }) => a.action)).toEqual(['roles', 'password', 'enable', 'disable', 'create']);
    expect(audit.list[0]).toMatchObject({ staffUsername: 'merchant.admin', entityId: String(made.id), changedFields: ['roles', 'defaultRole'] });
    // The password itself never reaches the log.
    const raw = await t.database.query<{ row: string }>(`select row_to_json(a)::text as row from audit_log a`);
    expect(raw.some((r) => r.row.includes('Newpass2026d'))).toBe(false);
  });

  it('an admin cannot lock themselves out', async () => {
    const self = await as('staff/setDisabled', { id: adminId, disabled: true }, 'en');
    expect(self.status).toBe(409);
    expect(self.body.errorMessage).toContain('cannot disable your own account');
    expect((await as('staff/setRoles', { id: adminId, roles: [5], defaultRole: 5 }, 'en')).status).toBe(409);
    expect((await as('staff/setRoles', { id: 999_999, roles: [5], defaultRole: 5 }, 'en')).status).toBe(404);
  });
});

describe('audit log', () => {
  it('is paged newest first, filtered by entity and searched by author or record name, and append-only', async () => {
    const editor = (await t.call('app/page/user/pageStaffLogin', { username: 'page.editor', password: 'Editor2026a' })).body.data.accessToken;
    const i18n = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
    await t.call('app/backOffice/records/save', { kind: 'areas', values: { name: i18n('Audit Bay'), parentId: null, sort: 1 } }, { token: editor });
    const page1 = (await as('audit/list', { pageSize: 2 })).body.data;
    expect(page1.list).toHaveLength(2);
    // A new record lists the fields it was given: the empty parentId did not change from nothing (decision 312).
    expect(page1.list[0]).toMatchObject({
      staffUsername: 'page.editor',
      action: 'create',
      entity: 'areas',
      label: i18n('Audit Bay'),
      changedFields: ['name', 'sort'],
    });
    const page2 = (await as('audit/list', { pageSize: 2, pageNo: 2 })).body.data;
    expect(page2.list[0].id).toBeLessThan(page1.list[1].id);
    expect((await as('audit/list', { search: 'audit bay' })).body.data.total).toBe(1);
    expect((await as('audit/list', { search: 'page.editor', entity: 'areas' })).body.data.total).toBe(1);
    await expect(t.database.query(`update audit_log set entity_id = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.database.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
  });
});
