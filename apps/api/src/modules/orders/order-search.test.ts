import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { placeOrder } from '../../../test/orders-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);
const memberLogin = async (account: string, password: string) => t.call('app/page/user/login', { account, phoneAreaCode: '852', password });

describe('order search', () => {
  it('finds orders by number, member phone, e-mail, name, SKU code, product title, shop and dates; exports them', async () => {
    const admin = await login(6);
    const member = (await memberLogin('91234567', 'Jade2026a')).body.data.accessToken as string;
    const [sku] = await q<{ id: number; code: string; title: string }>(
      `select k.id, k.sku_code as code, p.title->>'en' as title from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
       where k.status = 'on' and p.status = 'on' and s.qty > 2 order by k.id limit 1`,
    );
    const orderNo = await placeOrder(t, member, [{ skuId: sku!.id, num: 1 }]);
    const find = async (input: Record<string, unknown>) => (await t.call('app/backOffice/orderSearch/list', input, { token: admin })).body.data;
    const nos = async (input: Record<string, unknown>) => (await find(input)).list.map((o: { orderNo: string }) => o.orderNo);
    const word = sku!.title.split(/\s+/).find((w) => w.length > 3) ?? sku!.title;
    for (const search of [orderNo, '9123', '91234567', 'taiman.chan@', 'JH10000001', 'Chan', sku!.code, word]) {
      expect(await nos({ search }), search).toContain(orderNo);
    }
    expect(await nos({ search: '9123', storeCode: 'CWB' })).toContain(orderNo);
    expect(await nos({ search: orderNo, storeCode: 'TST' })).not.toContain(orderNo);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await nos({ search: orderNo, dateFrom: today, dateTo: today })).toContain(orderNo);
    expect(await nos({ search: orderNo, dateTo: '2020-01-01' })).toEqual([]);
    expect(await nos({ search: orderNo, dateField: 'paid', dateFrom: today })).toEqual([]); // not paid yet
    const row = (await find({ search: orderNo })).list[0];
    expect(row).toMatchObject({ orderNo, memberNo: 'JH10000001', memberName: 'Chan Tai Man', paidAt: null });
    expect(JSON.stringify(row)).not.toContain('91234567');

    const csv = await t.call('app/backOffice/orderSearch/export', { search: '91234567' }, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.body.data.csv).toContain(orderNo);
    expect(csv.body.data.csv).toContain("'+852 91234567");
  });

  it('finds a counter sale without a member (issue 43): by number, SKU, shop and take way; its member fields empty', async () => {
    const admin = await login(6);
    const counter = await login(2);
    const [sku] = await q<{ id: number; code: string }>(
      `select k.id, k.sku_code as code from skus k join spus p on p.id = k.spu_id
       where k.status = 'on' and p.status = 'on' and k.weight_pricing is null and k.price > 0 order by k.id offset 3 limit 1`,
    );
    await q(`insert into sku_stocks (sku_id, store_code, qty) values (${sku!.id}, 'CWB', 2) on conflict (sku_id, store_code) do update set qty = 2`);
    t.services.orders.skusChanged([sku!.id]);
    const lines = [{ skuId: sku!.id, num: 1 }];
    const total = (await t.call('app/backOffice/till/quote', { lines, methods: ['cash'] }, { token: counter })).body.data.totalPayPrice as number;
    const sale = await t.call(
      'app/backOffice/till/sale',
      { idempotencyKey: `search-walk-in-${Date.now()}`, lines, totalPayPrice: total, payments: [{ method: 'cash', amount: total }] },
      { token: counter },
    );
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const orderNo = sale.body.data.orderNo as string;
    const find = async (input: Record<string, unknown>) => {
      const res = await t.call('app/backOffice/orderSearch/list', input, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { total: number; list: { orderNo: string; memberNo: string; memberName: string; takeWay: string }[] };
    };
    for (const input of [{ search: orderNo }, { search: sku!.code, storeCode: 'CWB' }, { takeWay: 'counter', storeCode: 'CWB' }, {}]) {
      expect(
        (await find(input)).list.map((o) => o.orderNo),
        JSON.stringify(input),
      ).toContain(orderNo);
    }
    expect((await find({ search: orderNo })).list[0]).toMatchObject({ orderNo, memberNo: '', memberName: '', takeWay: 'counter' });
    expect((await find({ search: orderNo, storeCode: 'MKK' })).list).toEqual([]);
    expect((await find({ search: orderNo, takeWay: 'pickup' })).list).toEqual([]);
    const csv = await t.call('app/backOffice/orderSearch/export', { search: orderNo }, { token: admin });
    expect(csv.body.data.csv).toContain(orderNo);
  });
});
