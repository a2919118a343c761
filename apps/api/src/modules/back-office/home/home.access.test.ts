import { describe, expect, it } from 'vitest';
import { ALL_CALLS, type CallDef } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../../test/back-office-fixture.ts';
import { tokensByRole } from '../../../../test/staff-login.ts';

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);

/** Everything a refused call must leave as it was. */
const snapshot = async () =>
  (
    await q<Record<string, unknown>>(`select (select count(*)::int from audit_log) as audit, (select count(*)::int from points_ledger) as ledger,
      (select count(*)::int from members where disabled_at is not null) as disabled, (select string_agg(low_stock_threshold::text, ',') from home_settings) as threshold`)
  )[0];

const PREFIX = /^app\/backOffice\/(home|customers|orderSearch)\//;

describe('home, customers and order search: every call × anonymous, member and roles 2–6', () => {
  const calls = ALL_CALLS.filter((c): c is CallDef & { access: { kind: 'staff'; roles: readonly number[] } } => PREFIX.test(c.path));

  it('lists the calls and their roles', () => {
    expect(Object.fromEntries(calls.map((c) => [c.path, [...c.access.roles]]))).toEqual({
      'app/backOffice/home/figures': [2, 6],
      'app/backOffice/home/lowStockList': [2, 6],
      'app/backOffice/home/setLowStockThreshold': [6],
      'app/backOffice/customers/search': [3, 6],
      'app/backOffice/customers/detail': [3, 6],
      'app/backOffice/customers/adjustPoints': [3, 6],
      'app/backOffice/customers/setDisabled': [3, 6],
      'app/backOffice/customers/export': [3, 6],
      'app/backOffice/orderSearch/list': [6],
      'app/backOffice/orderSearch/export': [6],
    });
  });

  it('only the roles of the call succeed; others get 401 (anonymous, member) or 403 and change nothing', async () => {
    const tokens = await tokensByRole(t);
    let seq = 0;
    const inputs: Record<string, () => unknown> = {
      'home/figures': () => ({}),
      // The counter account's own shop (Causeway Bay): another shop's list is refused to it.
      'home/lowStockList': () => ({ storeCode: 'CWB' }),
      'home/setLowStockThreshold': () => ({ threshold: 3 + (++seq % 5) }),
      'customers/search': () => ({ search: '9234' }),
      'customers/detail': () => ({ memberNo: 'JH10000002' }),
      'customers/adjustPoints': () => ({ memberNo: 'JH10000002', delta: 5, reason: 'Matrix test', idempotencyKey: `matrix-key-${++seq}` }),
      'customers/setDisabled': () => ({ memberNo: 'JH10000004', disabled: ++seq % 2 === 0 }),
      'customers/export': () => ({ search: '' }),
      'orderSearch/list': () => ({ search: '' }),
      'orderSearch/export': () => ({}),
    };
    const writes = /setLowStockThreshold|detail|adjustPoints|setDisabled|export/;
    for (const call of calls) {
      const name = call.path.replace('app/backOffice/', '');
      const callers = [
        { who: 'anonymous', token: tokens.anonymous, status: 401 },
        { who: 'member', token: tokens[1], status: 401 },
        ...([2, 3, 4, 5, 6] as const).map((r) => ({ who: `role ${r}`, token: tokens[r], status: call.access.roles.includes(r) ? 200 : 403 })),
      ];
      for (const c of callers) {
        const before = await snapshot();
        const res = await t.call(call.path, inputs[name]!(), c.token ? { token: c.token } : {});
        expect(res.status, `${name} as ${c.who}: ${JSON.stringify(res.body)}`).toBe(c.status);
        if (c.status !== 200) expect(await snapshot(), `${name} as ${c.who} changed nothing`).toEqual(before);
        else if (writes.test(name)) expect((await snapshot())!.audit, `${name} as ${c.who} wrote one audit row`).toBe((before!.audit as number) + 1);
        else expect((await snapshot())!.audit, `${name} as ${c.who} is not audited`).toBe(before!.audit);
      }
    }
  });
});
