import { POINTS_BALANCE_MAX } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);
const memberLogin = async (account: string, password: string) => t.call('app/page/user/login', { account, phoneAreaCode: '852', password });
/** Ledger rows written straight into the table: a balance from before the ceiling, or near it. */
const addRows = async (memberNo: string, deltas: number[]) => {
  for (const d of deltas) {
    await q(
      `insert into points_ledger (member_id, delta, reason, source, remark) select id, ${d}, 'adjustment', 'test', 'seeded' from members where member_no = '${memberNo}'`,
    );
  }
};
const balanceOf = async (memberNo: string) =>
  Number(
    (
      await q<{ b: string }>(
        `select coalesce(sum(delta), 0)::bigint as b from points_ledger p join members m on m.id = p.member_id where m.member_no = '${memberNo}'`,
      )
    )[0]!.b,
  );

describe('points balances are bounded (issue 38, decision 386)', () => {
  it('an adjustment past the ceiling is refused with a clear error; one up to it passes', async () => {
    const crm = await login(3);
    const before = await balanceOf('JH10000004');
    await addRows('JH10000004', [POINTS_BALANCE_MAX - before - 100]);
    const body = { memberNo: 'JH10000004', reason: 'Goodwill: ceiling test', idempotencyKey: 'ceiling-test-0001' };
    const past = await t.call('app/backOffice/customers/adjustPoints', { ...body, delta: 101 }, { token: crm, lang: 'en' });
    expect(past.status).toBe(409);
    expect(past.body).toEqual({
      errorCode: 30040,
      errorMessage: `A points balance is at most ${POINTS_BALANCE_MAX}: it is ${POINTS_BALANCE_MAX - 100} now and would be ${POINTS_BALANCE_MAX + 1} after this change.`,
    });
    expect(await balanceOf('JH10000004')).toBe(POINTS_BALANCE_MAX - 100);
    const upTo = await t.call('app/backOffice/customers/adjustPoints', { ...body, delta: 100, idempotencyKey: 'ceiling-test-0002' }, { token: crm });
    expect(upTo.status, JSON.stringify(upTo.body)).toBe(200);
    expect(upTo.body.data.balance).toBe(POINTS_BALANCE_MAX);
    // At the ceiling, taking points away still works.
    const down = await t.call('app/backOffice/customers/adjustPoints', { ...body, delta: -5, idempotencyKey: 'ceiling-test-0003' }, { token: crm });
    expect(down.body.data.balance).toBe(POINTS_BALANCE_MAX - 5);
  });

  it('a balance past 2^31 (rows from before the ceiling): the login, the points page and the customers desk answer normally', async () => {
    const big = 2 ** 31 + 12_345;
    const before = await balanceOf('JH10000001');
    await addRows('JH10000001', [2_000_000_000, big - before - 2_000_000_000]);
    expect(await balanceOf('JH10000001')).toBe(big);
    const [member] = await q<{ phone: string }>(`select phone from members where member_no = 'JH10000001'`);
    const crm = await login(3);
    // The customers desk: list, search and the member's page.
    const list = await t.call('app/backOffice/customers/search', { search: 'JH10000001' }, { token: crm });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list.find((m: { memberNo: string }) => m.memberNo === 'JH10000001')?.points).toBe(big);
    const page = await t.call('app/backOffice/customers/detail', { memberNo: 'JH10000001' }, { token: crm });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.points.balance).toBe(big);
    // A rise is refused; the member's own login still answers.
    const rise = await t.call(
      'app/backOffice/customers/adjustPoints',
      { memberNo: 'JH10000001', delta: 1, reason: 'ceiling', idempotencyKey: 'ceiling-test-0004' },
      { token: crm },
    );
    expect(rise.body.errorCode).toBe(30040);
    const login1 = await memberLogin(member!.phone, 'Jade2026a');
    expect(login1.status, JSON.stringify(login1.body)).toBe(200);
    expect(login1.body.data.user.totalBonus).toBe(big);
    const token = login1.body.data.accessToken as string;
    expect((await t.call('app/user/loginInfo', {}, { token })).body.data.user.totalBonus).toBe(big);
    const history = await t.call('app/page/user/getPointsHistory', {}, { token });
    expect(history.status).toBe(200);
    expect(history.body.data.totalBonus).toBe(big);
  });
});
