import { describe, expect, it } from 'vitest';
import { ALL_CALLS, type CallDef } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import type { StaffRoleUnderTest } from '../../../test/staff-login.ts';
import { createStaffUser } from '../staff/index.ts';

const t = testAppPerFile();
const { ROLES, q, login } = backOfficeHelpers(t);
type Role = StaffRoleUnderTest;

const snapshot = async () =>
  (
    await q<Record<string, number>>(`select (select count(*)::int from audit_log) as audit, (select count(*)::int from areas) as areas,
      (select count(*)::int from gold_prices) as gold, (select count(*)::int from staff_users) as staff,
      (select count(*)::int from staff_users where disabled) as disabled, (select string_agg(password_hash, '' order by id) from staff_users) as hashes,
      (select string_agg(roles::text, '' order by id) from staff_users) as roles`)
  )[0];

/** The CSV calls and staff/setShop have their matrix in csv/back-office-csv.test.ts. */
const CSV_MATRIX = /^app\/backOffice\/(csv\/|staff\/setShop$)/;

describe('back office: every call × anonymous, member and roles 2–6', () => {
  // The order desk (orders/order-desk.test.ts) and goods and stock (goods/back-office-goods.test.ts) have
  // role matrices of their own (two order calls are for roles 2 and 6); so do promotions and club goods
  // (club/back-office-club.test.ts); the home, customers and order search (home/home.access.test.ts); the
  // counter's find and hand-over, for roles 2 and 6 (orders/counter.test.ts); reconciliation
  // (payments/stripe.test.ts).
  const calls = ALL_CALLS.filter(
    (c): c is CallDef & { access: { kind: 'staff'; roles: readonly number[] } } =>
      c.path.startsWith('app/backOffice/') &&
      // The till, shops' days, viewings and search words have their role matrices in till.test.ts, viewings.test.ts
      // and search-ranking.test.ts.
      !/^app\/backOffice\/(orders|goods|stock|promotions|club|home|customers|orderSearch|counter|payments|till|tillDays|viewings|search)\//.test(c.path) &&
      !CSV_MATRIX.test(c.path),
  );

  it('lists the calls of the back office, each for one role (the gold price desk and its report for two)', () => {
    expect(calls.map((c) => c.path).sort()).toEqual(
      [
        'app/backOffice/audit/list',
        'app/backOffice/goldPrice/byWeight/list',
        'app/backOffice/goldPrice/history',
        'app/backOffice/goldPrice/preview',
        'app/backOffice/goldPrice/record',
        'app/backOffice/records/delete',
        'app/backOffice/records/get',
        'app/backOffice/records/list',
        'app/backOffice/records/options',
        'app/backOffice/records/save',
        'app/backOffice/staff/create',
        'app/backOffice/staff/list',
        'app/backOffice/staff/resetPassword',
        'app/backOffice/staff/setDisabled',
        'app/backOffice/staff/setRoles',
      ].sort(),
    );
    for (const c of calls) {
      expect(c.access.kind).toBe('staff');
      // The gold price desk and its by-weight report: the editor and the merchant admin (decision 317, issue 37).
      expect(c.access.roles.length).toBe(c.path.startsWith('app/backOffice/goldPrice/') ? 2 : 1);
    }
  });

  it('only the role of the call succeeds; others get 401 (anonymous, member) or 403 and change nothing', async () => {
    const tokens = {} as Record<Role, string>;
    for (const r of ROLES) tokens[r] = await login(r);
    const member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken as string;
    const target = await createStaffUser(t.database.db, { username: 'matrix.target', password: 'Target2026a', roles: [2] });
    const [article] = await q<{ id: number }>(`select id from articles order by id limit 1`);
    let seq = 0;
    const freshArea = async () =>
      (await q<{ id: number }>(`insert into areas (name, sort) values ('{"zh_HK":"測","zh_CN":"测","en":"T${++seq}"}', 99) returning id`))[0]!.id;
    const i18n = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
    const inputs: Record<string, () => Promise<unknown>> = {
      'audit/list': async () => ({}),
      'goldPrice/history': async () => ({}),
      'goldPrice/record': async () => ({ sellCents: 2_010_000, purchaseCents: 1_780_000, exchangeCents: 1_900_000 }),
      'goldPrice/preview': async () => ({ sellCents: 2_400_000, purchaseCents: 2_100_000, exchangeCents: 2_200_000 }),
      'goldPrice/byWeight/list': async () => ({}),
      'records/delete': async () => ({ kind: 'areas', id: await freshArea() }),
      'records/get': async () => ({ kind: 'articles', id: article!.id }),
      'records/list': async () => ({ kind: 'articles' }),
      'records/options': async () => ({ source: 'shops' }),
      'records/save': async () => ({ kind: 'areas', values: { name: i18n(`Area ${++seq}`), parentId: null, sort: 1 } }),
      'staff/create': async () => ({ username: `matrix.${++seq}`, displayName: 'Matrix', password: 'Matrix2026a', roles: [2], defaultRole: 2 }),
      'staff/list': async () => ({}),
      'staff/resetPassword': async () => ({ id: target.id, password: `Reset2026a${++seq}`.slice(0, 16) }),
      'staff/setDisabled': async () => ({ id: target.id, disabled: ++seq % 2 === 0 }),
      'staff/setRoles': async () => ({ id: target.id, roles: [2, 3], defaultRole: ++seq % 2 ? 2 : 3 }),
    };
    for (const call of calls) {
      const name = call.path.replace('app/backOffice/', '');
      const callers = [
        { who: 'anonymous', token: undefined as string | undefined, status: 401 },
        { who: 'member', token: member, status: 401 },
        ...ROLES.map((r) => ({ who: `role ${r}`, token: tokens[r], status: call.access.roles.includes(r) ? 200 : 403 })),
      ];
      for (const c of callers) {
        const input = await inputs[name]!();
        const before = await snapshot();
        const res = await t.call(call.path, input, c.token ? { token: c.token } : {});
        expect(res.status, `${name} as ${c.who}: ${JSON.stringify(res.body)}`).toBe(c.status);
        if (c.status !== 200) {
          // Fresh areas made for a refused delete are still there; everything else is unchanged.
          expect(await snapshot(), `${name} as ${c.who} changed nothing`).toEqual(before);
        } else if (!/list|get|options|history|preview/.test(name)) {
          expect((await snapshot())!.audit, `${name} wrote one audit row`).toBe(before!.audit! + 1);
        }
      }
    }
  });
});
