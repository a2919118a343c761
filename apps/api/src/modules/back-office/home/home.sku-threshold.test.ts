import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../../test/back-office-fixture.ts';
import { lowStockViews } from './low-stock-fixture.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

/*
 * Issue 40 (decision 456): a SKU's own low-stock level beside the merchant's default. The home's count is
 * the direct count "at or below the SKU's level, else the default", shop by shop; the level is set on the
 * stock desk, audited with before and after.
 */
const views = lowStockViews(t);
const direct = (threshold: number) => views.direct(`coalesce(k.low_stock_threshold, ${threshold})`);

describe('low stock by a per-SKU level with the merchant default', () => {
  it('counts a SKU at its own level, lists it, and audits the change', async () => {
    const admin = await login(6);
    expect((await t.call('app/backOffice/home/setLowStockThreshold', { threshold: 2 }, { token: admin })).status).toBe(200);
    const shown = () => views.shown(admin);
    const start = await shown();
    expect(start.total).toBe(await direct(2));

    // A SKU whose rows are all low at the default is told it never runs low (level 0 where it has stock).
    const [low] = await q<{ id: number; code: string }>(
      `select k.id, k.sku_code as code from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id
       where k.status = 'on' and p.status = 'on' and s.qty between 1 and 2 order by s.qty, k.id limit 1`,
    );
    const quiet = await t.call('app/backOffice/stock/setLowStockThreshold', { skuId: low!.id, threshold: 0 }, { token: admin });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body.data).toEqual({ skuId: low!.id, threshold: 0 });
    const after = await shown();
    expect(after.total).toBe(await direct(2));
    expect(after.total).toBeLessThan(start.total);

    // Another SKU with plenty of stock gets a high level of its own: every one of its rows now counts.
    const [busy] = await q<{ id: number; code: string; max: number }>(
      `select k.id, k.sku_code as code, max(s.qty)::int as max from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id
       where k.status = 'on' and p.status = 'on' and s.qty between 10 and 900 group by k.id order by k.id limit 1`,
    );
    expect((await t.call('app/backOffice/stock/setLowStockThreshold', { skuId: busy!.id, threshold: busy!.max }, { token: admin })).status).toBe(200);
    const high = await shown();
    expect(high.total).toBe(await direct(2));
    expect(high.total).toBeGreaterThan(after.total);

    // Back to the default: the count is the default's again; the stock desk shows the level.
    expect((await t.call('app/backOffice/stock/setLowStockThreshold', { skuId: busy!.id, threshold: null }, { token: admin })).status).toBe(200);
    expect((await shown()).total).toBe(after.total);
    const [spu] = await q<{ spuId: number }>(`select spu_id as "spuId" from skus where id = ${low!.id}`);
    const stock = await t.call('app/backOffice/stock/list', { spuId: spu!.spuId }, { token: admin });
    expect(stock.body.data.list.find((r: { skuId: number }) => r.skuId === low!.id).lowStockThreshold).toBe(0);

    const audits = await q<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      `select changes from audit_log where entity = 'stock' and entity_id = '${busy!.code}' order by id`,
    );
    expect(audits.map((a) => a.changes.lowStockThreshold)).toEqual([
      { before: null, after: busy!.max },
      { before: busy!.max, after: null },
    ]);
    // Counter staff may not set it.
    const counter = await login(2);
    expect((await t.call('app/backOffice/stock/setLowStockThreshold', { skuId: low!.id, threshold: 3 }, { token: counter })).status).toBe(403);
  });
});
