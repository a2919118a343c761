import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../../test/back-office-fixture.ts';
import { lowStockViews } from './low-stock-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

/*
 * Low stock reads `sku_stocks.on_sale_merchant`, kept by migration 1320's triggers (decision 270). Each
 * change that decides "on sale" (a SKU or its product switched off and on, a new stock row) must show in
 * the home at once, equal to the direct join over skus and spus.
 */
const views = lowStockViews(t);
const direct = () => views.direct('5');

describe('low stock kept by the stock triggers', () => {
  it('follows SKUs and products switched off and on, and new stock rows', async () => {
    const admin = await login(6);
    expect((await t.call('app/backOffice/home/setLowStockThreshold', { threshold: 5 }, { token: admin })).status).toBe(200);
    const shown = () => views.shown(admin);
    const start = await shown();
    expect(start.total).toBe(await direct());
    expect(start.total).toBeGreaterThan(0);

    // The SKU of the lowest row, and how many of its stock rows count.
    const [sku] = await q<{ id: number; spuId: number; n: number }>(
      `select k.id, k.spu_id as "spuId", (select count(*)::int from sku_stocks s where s.sku_id = k.id and s.qty <= 5) as n from skus k where k.sku_code = '${start.rows[0]!.skuCode}'`,
    );
    await q(`update skus set status = 'off' where id = ${sku!.id}`);
    expect((await shown()).total).toBe(start.total - sku!.n);
    expect((await shown()).total).toBe(await direct());
    await q(`update skus set status = 'on' where id = ${sku!.id}`);
    expect((await shown()).total).toBe(start.total);

    await q(`update spus set status = 'off' where id = ${sku!.spuId}`);
    const offProduct = await shown();
    expect(offProduct.total).toBe(await direct());
    expect(offProduct.total).toBeLessThan(start.total);
    await q(`update spus set status = 'on' where id = ${sku!.spuId}`);
    expect((await shown()).total).toBe(start.total);

    // A stock row made for a shop that had none counts at once; a stock change moves it out.
    const [free] = await q<{ skuId: number; code: string }>(
      `select k.id as "skuId", st.code from skus k join spus p on p.id = k.spu_id and p.status = 'on' cross join stores st
       where k.status = 'on' and not exists (select 1 from sku_stocks s where s.sku_id = k.id and s.store_code = st.code) limit 1`,
    );
    if (free) {
      await q(`insert into sku_stocks (sku_id, store_code, qty) values (${free.skuId}, '${free.code}', 1)`);
      expect((await shown()).total).toBe(start.total + 1);
      await q(`update sku_stocks set qty = 50 where sku_id = ${free.skuId} and store_code = '${free.code}'`);
      expect((await shown()).total).toBe(start.total);
    }
    expect((await shown()).total).toBe(await direct());
  });
});

describe('low stock counted from the histogram and the changes not yet folded (decision 318)', () => {
  it('answers the direct count per shop before and after a fold, with sales, deletions and threshold changes between', async () => {
    const { foldLowStockCounts } = await import('../../catalogue/index.ts');
    const admin = await login(6);
    const perShopDirect = async (threshold: number) =>
      Object.fromEntries(
        (
          await q<{ code: string; n: number }>(
            `select s.store_code as code, count(*)::int as n from sku_stocks s join skus k on k.id = s.sku_id join spus p on p.id = k.spu_id
              where s.qty <= ${threshold} and k.status = 'on' and p.status = 'on' and p.merchant_code = 'DEMO' group by 1`,
          )
        ).map((r) => [r.code, r.n]),
      );
    const perShopShown = async () =>
      Object.fromEntries(
        ((await t.call('app/backOffice/home/figures', {}, { token: admin })).body.data.lowStock.perShop as Array<{ storeCode: string; count: number }>).map(
          (r) => [r.storeCode, r.count],
        ),
      );
    const check = async (threshold: number) => {
      expect((await t.call('app/backOffice/home/setLowStockThreshold', { threshold }, { token: admin })).status).toBe(200);
      expect(await perShopShown()).toEqual(await perShopDirect(threshold));
    };
    await check(3);
    // Sales and restocks across the threshold, and a stock row removed.
    await q(`update sku_stocks set qty = qty - 1 where qty between 1 and 4 and sku_id in (select id from skus order by id limit 40)`);
    await q(`update sku_stocks set qty = qty + 7 where qty <= 1 and sku_id in (select id from skus order by id desc limit 40)`);
    await check(3);
    await check(0);
    const [{ n: pending }] = (await q<{ n: number }>(`select count(*)::int as n from low_stock_deltas`)) as [{ n: number }];
    expect(pending).toBeGreaterThan(0);
    expect(await foldLowStockCounts(t.database.db)).toBe(pending);
    expect((await q<{ n: number }>(`select count(*)::int as n from low_stock_deltas`))[0]!.n).toBe(0);
    await check(3);
    await check(1000);
    const [gone] = await q<{ skuId: number; code: string }>(
      `select sku_id as "skuId", store_code as code from sku_stocks where qty <= 3 and on_sale_merchant is not null limit 1`,
    );
    await q(`delete from sku_stocks where sku_id = ${gone!.skuId} and store_code = '${gone!.code}'`);
    await check(3);
    await foldLowStockCounts(t.database.db);
    await check(3);
    // No quantity row is kept at zero.
    expect((await q<{ n: number }>(`select count(*)::int as n from low_stock_counts where n = 0`))[0]!.n).toBe(0);
  });
});
