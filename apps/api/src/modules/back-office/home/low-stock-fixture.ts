import type { TestApp } from '../../../../test/test-app.ts';

/**
 * The two views the low-stock tests compare: the home's figures as staff see them, and the direct count
 * over skus and spus ("at or below `level`", an SQL expression, on sale, the demo merchant's).
 */
export function lowStockViews(t: TestApp) {
  return {
    direct: async (level: string) =>
      (
        await t.database.query<{ n: number }>(
          `select count(*)::int as n from sku_stocks s join skus k on k.id = s.sku_id join spus p on p.id = k.spu_id
           where s.qty <= ${level} and k.status = 'on' and p.status = 'on' and p.merchant_code = 'DEMO'`,
        )
      )[0]!.n,
    shown: async (token: string) => {
      const d = (await t.call('app/backOffice/home/figures', {}, { token })).body.data;
      return {
        total: d.lowStock.perShop.reduce((s: number, r: { count: number }) => s + r.count, 0) as number,
        rows: d.lowStock.rows as Array<{ skuCode: string; qty: number; storeCode: string }>,
      };
    },
  };
}
