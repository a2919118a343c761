import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { placeOrder } from '../../../test/orders-fixture.ts';

/*
 * Issue 40: the audit and the exports speak the merchant's units. A points adjustment is audited as one,
 * with its reason and the balance before and after; a gold price keeps the rates it replaced; the orders
 * and members CSVs carry HK$ and Hong Kong time.
 */

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

type Change = Record<string, { before: unknown; after: unknown }>;
const lastAudit = async (entity: string) =>
  (
    await q<{ action: string; changes: Change; fields: string[] }>(
      `select action, changes, changed_fields as fields from audit_log where entity = '${entity}' order by id desc limit 1`,
    )
  )[0]!;

describe('the audit in the merchant’s units (issue 40)', () => {
  it('a points adjustment is audited with its reason and the balance before and after', async () => {
    const crm = await login(3);
    const res = await t.call(
      'app/backOffice/customers/adjustPoints',
      { memberNo: 'JH10000003', delta: 25, reason: 'Goodwill for a late delivery', idempotencyKey: 'units-test-0001' },
      { token: crm },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = await lastAudit('members');
    expect(a.action).toBe('adjust');
    expect(a.fields).toEqual(['points', 'pointsReason']);
    expect(a.changes.points).toEqual({ before: res.body.data.balance - 25, after: res.body.data.balance });
    expect(a.changes.pointsReason).toEqual({ before: null, after: 'Goodwill for a late delivery' });
  });

  it('a gold price keeps the rates it replaced', async () => {
    const merchant = await login(6);
    const [prev] = await q<{ sell: number; purchase: number; exchange: number }>(
      `select sell_tael as sell, purchase_tael as purchase, exchange_tael as exchange from gold_prices order by id desc limit 1`,
    );
    const sell = prev!.sell + 100_00;
    const body = { sellCents: sell, purchaseCents: sell - 2_000_00, exchangeCents: sell - 1_000_00 };
    const res = await t.call('app/backOffice/goldPrice/record', body, { token: merchant });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = await lastAudit('goldPrices');
    expect(a.changes).toEqual({
      sellCents: { before: prev!.sell, after: body.sellCents },
      purchaseCents: { before: prev!.purchase, after: body.purchaseCents },
      exchangeCents: { before: prev!.exchange, after: body.exchangeCents },
    });
  });
});

describe('exports in HK$ and Hong Kong time (issue 40)', () => {
  it('the orders CSV: totals in HK$ with two decimals, times in Hong Kong wall-clock time', async () => {
    const member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
    const [sku] = await q<{ id: number }>(`
      select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
      where k.status = 'on' and p.status = 'on' and s.qty >= 5 order by k.id offset 7 limit 1`);
    const orderNo = await placeOrder(t, member, [{ skuId: sku!.id, num: 1 }], { pickupStoreCode: 'CWB' });
    const [o] = await q<{ total: number; created: Date }>(`select total_pay_price as total, created_at as created from orders where order_no = '${orderNo}'`);
    const admin = await login(6);
    const res = await t.call('app/backOffice/orderSearch/export', { search: orderNo }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [header, row] = (res.body.data.csv as string).replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('orderNo,status,takeWay,pickupStoreCode,memberNo,memberName,phone,email,totalPayHKD,itemCount,createdAtHK,paidAtHK');
    const cells = row!.split(',');
    expect(cells[5]).toBe('Chan Tai Man');
    expect(cells[8]).toBe((o!.total / 100).toFixed(2));
    const hk = new Date(new Date(o!.created).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(cells[10]).toBe(hk);
  });

  it('the members CSV: joined in Hong Kong time', async () => {
    const crm = await login(3);
    const res = await t.call('app/backOffice/customers/export', { search: '93456789' }, { token: crm });
    const [header, row] = (res.body.data.csv as string).replace(/^\ufeff/, '').split('\r\n');
    expect(header!.endsWith(',createdAtHK')).toBe(true);
    expect(row!.split(',').at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
