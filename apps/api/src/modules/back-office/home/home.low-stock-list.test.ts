import { describe, expect, it } from 'vitest';
import { HOME } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../../test/back-office-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

/*
 * Issue 40: every figure on the home links to the list behind it. A shop's low-stock figure opens
 * `lowStockList`: the same rows the figure counts (decision 456), lowest first, paged; counter staff read
 * their own shop's only.
 */
describe("the list behind a shop's low-stock figure", () => {
  it('lists exactly the rows the figure counts, lowest first, a page at a time', async () => {
    const admin = await login(6);
    expect((await t.call('app/backOffice/home/setLowStockThreshold', { threshold: 5 }, { token: admin })).status).toBe(200);
    // The SKU with the most stock there gets a level of its own at that stock, so both halves of the rule are listed.
    const [own] = await q<{ id: number; qty: number }>(
      `select k.id, s.qty from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id
       where k.status = 'on' and p.status = 'on' and s.store_code = 'CWB' and s.qty <= 1000 order by s.qty desc, k.id limit 1`,
    );
    expect((await t.call('app/backOffice/stock/setLowStockThreshold', { skuId: own!.id, threshold: own!.qty }, { token: admin })).status).toBe(200);
    const figures = (await t.call('app/backOffice/home/figures', {}, { token: admin })).body.data;
    const cwb = figures.lowStock.perShop.find((s: { storeCode: string }) => s.storeCode === 'CWB');
    expect(cwb.count).toBeGreaterThan(HOME.LOW_STOCK_PAGE);

    const all: Array<{ skuCode: string; qty: number; ownLevel: number | null }> = [];
    for (let pageNo = 1; all.length < cwb.count; pageNo++) {
      const res = await t.call('app/backOffice/home/lowStockList', { storeCode: 'CWB', pageNo }, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.total).toBe(cwb.count);
      expect(res.body.data.threshold).toBe(5);
      expect(res.body.data.storeName.en).toContain('Causeway Bay');
      expect(res.body.data.rows.length).toBeGreaterThan(0);
      all.push(...res.body.data.rows);
    }
    expect(all).toHaveLength(cwb.count);
    expect(all.map((r) => r.qty)).toEqual([...all.map((r) => r.qty)].sort((a, b) => a - b));
    expect(all.filter((r) => r.ownLevel !== null).length).toBeGreaterThan(0);
    expect(all.every((r) => r.qty <= (r.ownLevel ?? 5))).toBe(true);
  });

  it("lets counter staff read their own shop's list only", async () => {
    const counter = await login(2);
    const [shop] = await q<{ code: string }>(`select store_code as code from staff_users where username = 'counter.staff'`);
    const mine = await t.call('app/backOffice/home/lowStockList', { storeCode: shop!.code }, { token: counter });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const other = await t.call('app/backOffice/home/lowStockList', { storeCode: shop!.code === 'CEN' ? 'CWB' : 'CEN' }, { token: counter });
    expect(other.status).toBe(403);
    expect((await t.call('app/backOffice/home/lowStockList', { storeCode: 'CWB' }, { token: await login(3) })).status).toBe(403);
  });
});
