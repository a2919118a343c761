import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ALL_CALLS, BO_GOODS_LIMITS, GOODS_CSV_COLUMNS, STOCK_CSV_COLUMNS, type CallDef } from '@shop/contract';
import { STAFF_ROLES_UNDER_TEST, staffToken, tokensByRole } from '../../../../test/staff-login.ts';
import { backOfficeHelpers, goodsRefs, testAppPerFile } from '../../../../test/back-office-fixture.ts';
import { writeCsv } from '../../../lib/csv-file.ts';

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
let token: string;
beforeAll(async () => {
  token = await staffToken(t, 6);
});
const call = (path: string, body: unknown, lang = 'en') => t.call(`app/backOffice/${path}`, body, { token, lang });
/** Everything an import could change. */
const snapshot = async () =>
  (
    await q<Record<string, unknown>>(`select (select count(*)::int from audit_log) as audit, (select count(*)::int from spus) as spus,
      (select count(*)::int from skus) as skus, (select md5(string_agg(title::text || status || min_price, ',' order by id)) from spus join spu_prices on spu_id = id) as goods,
      (select md5(string_agg(sku_code || price || original_price || status, ',' order by id)) from skus) as skuvals,
      (select coalesce(sum(qty), 0)::int from sku_stocks) as stock, (select count(*)::int from stock_ledger) as ledger`)
  )[0];
const records = (csv: string) => parse(csv, { bom: true }) as string[][];

const refs = () => goodsRefs(t);

/** Rows of a new product with 2 colours × 2 sizes, as a merchant would type them. */
async function newProductRows(ref: string, word: string, codePrefix: string): Promise<Record<string, string>[]> {
  const r = await refs();
  const out: Record<string, string>[] = [];
  r.colours.forEach((c, i) =>
    r.sizes.forEach((s, j) => {
      const first = out.length === 0;
      out.push({
        goodsRef: ref,
        'title.zh_HK': first ? `琉璃${word}耳環` : '',
        'title.zh_CN': first ? `琉璃${word}耳环` : '',
        'title.en': first ? `Glaze ${word} earrings` : '',
        'name.zh_HK': first ? `琉璃${word}耳環` : '',
        'name.zh_CN': first ? `琉璃${word}耳环` : '',
        'name.en': first ? `Glaze ${word} earrings` : '',
        brand: first ? 'Jade Harbour' : '',
        categoryId: first ? String(r.categoryId) : '',
        labelIds: first ? String(r.labelId) : '',
        img: first ? '/media/demo/test.svg' : '',
        status: first ? 'on' : '',
        skuCode: `${codePrefix}-${i}${j}`,
        selectionIds: `${c}|${s}`,
        price: '1,280.50',
        originalPrice: '1500',
        skuStatus: 'on',
      });
    }),
  );
  return out;
}
const toCsv = (columns: readonly string[], list: Record<string, string>[]) =>
  writeCsv(
    columns,
    list.map((row) => columns.map((c) => row[c] ?? '')),
  );

describe('CSV calls and the staff shop call: every call × anonymous, member and roles 2–6', () => {
  it('only role 6 succeeds; the others get 401 or 403 and change nothing', async () => {
    const tokens = await tokensByRole(t);
    const [counter] = await q<{ id: number }>(`select id from staff_users where username = 'counter.staff'`);
    const goodsCsv = toCsv(GOODS_CSV_COLUMNS, await newProductRows('new1', 'matrix', 'CSVMATRIX'));
    let shopFlip = 0;
    const inputs: Record<string, () => unknown> = {
      'app/backOffice/csv/goodsExport': () => ({ search: 'glaze' }),
      'app/backOffice/csv/stockExport': () => ({ search: 'glaze', storeCode: 'CWB' }),
      'app/backOffice/csv/goodsImport': () => ({ csv: goodsCsv, dryRun: true }),
      'app/backOffice/csv/stockImport': () => ({ csv: toCsv(STOCK_CSV_COLUMNS, [{ skuCode: 'NOPE', storeCode: 'CWB', delta: '', reason: '' }]), dryRun: true }),
      'app/backOffice/staff/setShop': () => ({ id: counter!.id, storeCode: ++shopFlip % 2 ? 'CWB' : null }),
    };
    const calls = ALL_CALLS.filter((c): c is CallDef => c.path in inputs);
    expect(calls).toHaveLength(Object.keys(inputs).length);
    for (const c of calls) expect(c.access).toEqual({ kind: 'staff', roles: [6] });
    for (const c of calls) {
      for (const who of ['anonymous', 1, ...STAFF_ROLES_UNDER_TEST] as const) {
        const expected = who === 'anonymous' || who === 1 ? 401 : who === 6 ? 200 : 403;
        const before = await snapshot();
        const shopBefore = (await q<{ s: string | null }>(`select store_code as s from staff_users where id = ${counter!.id}`))[0]!.s;
        if (expected !== 200 && c.path.endsWith('setShop')) shopFlip--;
        const tk = tokens[who];
        const res = await t.call(c.path, inputs[c.path]!(), tk ? { token: tk } : {});
        expect(res.status, `${c.path} as ${who}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(expected);
        if (expected !== 200) {
          expect(await snapshot(), `${c.path} as ${who} changed nothing`).toEqual(before);
          expect((await q<{ s: string | null }>(`select store_code as s from staff_users where id = ${counter!.id}`))[0]!.s).toBe(shopBefore);
        }
      }
    }
    // The demo counter account ends at its seeded shop.
    await call('staff/setShop', { id: counter!.id, storeCode: 'CWB' });
  });
});

describe('goods CSV', () => {
  it('exports UTF-8 with a byte-order mark, the contract columns, one row per sku; a spreadsheet formula is neutralised', async () => {
    const made = await call('csv/goodsImport', { csv: toCsv(GOODS_CSV_COLUMNS, await newProductRows('new1', 'export', 'CSVEXP')) });
    expect(made.body.data, JSON.stringify(made.body)).toMatchObject({ ok: true, created: 1, updated: 0, rows: 4 });
    const [spu] = await q<{ id: number }>(`select id from spus where title->>'en' = 'Glaze export earrings'`);
    await q(`update spus set brand = '=HYPERLINK("x")' where id = ${spu!.id}`);
    const res = await call('csv/goodsExport', { search: 'glaze export' });
    expect(res.status).toBe(200);
    const { csv, rows, truncated, fileName } = res.body.data;
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(fileName).toMatch(/^goods-\d{8}-\d{4}\.csv$/);
    expect([rows, truncated]).toEqual([4, false]);
    const [header, ...data] = records(csv);
    expect(header).toEqual([...GOODS_CSV_COLUMNS]);
    expect(data.every((r) => r[0] === String(spu!.id))).toBe(true);
    const col = (name: string) => GOODS_CSV_COLUMNS.indexOf(name as never);
    expect(data[0]![col('brand')]).toBe(`'=HYPERLINK("x")`);
    expect(data[0]![col('price')]).toBe('1280.50');
    expect(data[0]![col('title.zh_HK')]).toBe('琉璃export耳環');

    // Round trip: edit the exported file, import it; the guard comes off again.
    data[0]![col('title.en')] = 'Glaze exported earrings';
    for (const r of data) r[col('title.en')] = r === data[0] ? r[col('title.en')]! : '';
    data[3]![col('price')] = '999';
    const auditBefore = (await q<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'goods'`))[0]!.n;
    const back = await call('csv/goodsImport', { csv: writeCsv(header!, data) });
    expect(back.body.data).toMatchObject({ ok: true, created: 0, updated: 1, errors: [] });
    const [after] = await q<{ en: string; brand: string }>(`select title->>'en' as en, brand from spus where id = ${spu!.id}`);
    expect(after).toEqual({ en: 'Glaze exported earrings', brand: '=HYPERLINK("x")' });
    const prices = await q<{ price: number }>(`select price from skus where spu_id = ${spu!.id} order by sort`);
    expect(prices.map((p) => p.price)).toEqual([128_050, 128_050, 128_050, 99_900]);
    expect((await q<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'goods'`))[0]!.n).toBe(auditBefore + 1);
    // The storefront search finds the imported words.
    const found = await t.call('app/goods/getGoodsPage', { searchCode: 'exported earrings' }, {});
    expect(found.body.data.items.map((g: { id: number }) => g.id)).toContain(spu!.id);
  });

  it('a file with one bad row changes nothing and names every problem by row and column, in the staff member’s language', async () => {
    const good = await newProductRows('new1', 'mango', 'CSVMANGO');
    const second = await newProductRows('new2', 'papaya', 'CSVPAPAYA');
    second[1]!.price = 'twelve';
    second[2]!.skuCode = 'CSVMANGO-00';
    second[3]!.skuStatus = 'maybe';
    second[0]!['title.en'] = '';
    second[0]!.categoryId = '999999';
    const csv = toCsv(GOODS_CSV_COLUMNS, [...good, ...second]);
    const before = await snapshot();
    const res = await call('csv/goodsImport', { csv }, 'en');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.ok).toBe(false);
    expect(await snapshot()).toEqual(before);
    const at = (row: number, column: string) => data.errors.find((e: { row: number; column: string }) => e.row === row && e.column === column);
    // Header is row 1; the first product's rows are 2–5, the second's 6–9.
    expect(at(6, 'title.en')?.message).toBe('Required.');
    expect(at(7, 'price')?.message).toBe('"twelve" is not a valid number.');
    expect(at(8, 'skuCode')?.message).toBe('Repeats row 2.');
    expect(at(9, 'skuStatus')?.message).toBe('Must be one of: on, off.');
    expect(data.errorCount).toBe(data.errors.length);
    const zh = (await call('csv/goodsImport', { csv }, 'zh_HK')).body.data;
    expect(zh.errors.find((e: { row: number; column: string }) => e.row === 7 && e.column === 'price').message).toBe('「twelve」不是有效的數字');
    expect(await snapshot()).toEqual(before);

    // The references are checked against the database once the rows pass the schema.
    const refsOnly = await newProductRows('new2', 'papaya', 'CSVPAPAYA');
    refsOnly[0]!.categoryId = '999999';
    refsOnly[1]!.selectionIds = '999998';
    const [other] = await q<{ code: string }>(`select sku_code as code from skus order by id limit 1`);
    refsOnly[2]!.skuCode = other!.code;
    const ref = (await call('csv/goodsImport', { csv: toCsv(GOODS_CSV_COLUMNS, [...good, ...refsOnly]) }, 'en')).body.data;
    expect(ref.ok).toBe(false);
    expect(ref.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`).sort()).toEqual(
      ['6:categoryId', '7:selectionIds', '8:skuCode'].sort(),
    );
    expect(await snapshot()).toEqual(before);

    // Fixed, a dry run changes nothing either; then the import writes both products.
    const fixed = toCsv(GOODS_CSV_COLUMNS, [...good, ...(await newProductRows('new2', 'papaya', 'CSVPAPAYA'))]);
    expect((await call('csv/goodsImport', { csv: fixed, dryRun: true })).body.data).toMatchObject({ ok: true, dryRun: true, created: 2 });
    expect(await snapshot()).toEqual(before);
    expect((await call('csv/goodsImport', { csv: fixed })).body.data).toMatchObject({ ok: true, created: 2, rows: 8 });
    expect((await snapshot())!.spus).toBe((before!.spus as number) + 2);
  });

  it('refuses a file it cannot read: missing columns, not UTF-8, no rows', async () => {
    const missing = (await call('csv/goodsImport', { csv: 'goodsRef,title.en\r\nnew1,x\r\n' })).body.data;
    expect(missing.ok).toBe(false);
    expect(missing.errors[0]).toMatchObject({ row: 1, column: 'title.zh_HK' });
    const big5 = await call('csv/goodsImport', { csv: `${GOODS_CSV_COLUMNS.join(',')}\r\nnew1,\ufffd\ufffd\r\n` });
    expect(big5.status).toBe(400);
    expect(big5.body.errorMessage).toContain('UTF-8');
    const empty = await call('csv/goodsImport', { csv: `${GOODS_CSV_COLUMNS.join(',')}\r\n,,,\r\n` });
    expect(empty.status).toBe(400);
  });
});

describe('stock CSV', () => {
  it('imports changes with reasons through the ledger; a row going below zero changes nothing', async () => {
    const made = await call('csv/goodsImport', { csv: toCsv(GOODS_CSV_COLUMNS, await newProductRows('new1', 'stockcsv', 'CSVSTK')) });
    expect(made.body.data.ok).toBe(true);
    const exported = (await call('csv/stockExport', { search: 'glaze stockcsv' })).body.data;
    const [header, ...data] = records(exported.csv);
    expect(header).toEqual([...STOCK_CSV_COLUMNS]);
    const shops = await q<{ code: string }>(`select code from stores order by id`);
    expect(data).toHaveLength(4 * shops.length);
    const col = (name: string) => STOCK_CSV_COLUMNS.indexOf(name as never);
    const fill = (skuCode: string, store: string, delta: string, reason: string, note = '') => {
      const r = data.find((d) => d[col('skuCode')] === skuCode && d[col('storeCode')] === store)!;
      r[col('delta')] = delta;
      r[col('reason')] = reason;
      r[col('note')] = note;
    };
    fill('CSVSTK-00', 'CWB', '5', 'received', 'delivery 42');
    fill('CSVSTK-00', 'ESHOP', '3', 'counted');
    fill('CSVSTK-11', 'CWB', '2', 'received');
    const ledgerBefore = (await q<{ n: number }>(`select count(*)::int as n from stock_ledger`))[0]!.n;
    const res = (await call('csv/stockImport', { csv: writeCsv(header!, data) })).body.data;
    expect(res).toMatchObject({ ok: true, changed: 3, rows: data.length });
    const ledger = await q<{ delta: number; reason: string; note: string; store_code: string }>(
      `select delta, reason, note, store_code from stock_ledger where id > 0 order by id desc limit 3`,
    );
    expect(ledger.map((l) => `${l.store_code}:${l.delta}:${l.reason}:${l.note}`).sort()).toEqual(
      ['CWB:5:received:delivery 42', 'ESHOP:3:counted:CSV', 'CWB:2:received:CSV'].sort(),
    );
    expect((await q<{ n: number }>(`select count(*)::int as n from stock_ledger`))[0]!.n).toBe(ledgerBefore + 3);

    // Taking 6 from a shop holding 5 refuses the whole file (the other, valid row too).
    const rows = [
      { skuCode: 'CSVSTK-00', storeCode: 'CWB', delta: '-6', reason: 'damaged' },
      { skuCode: 'CSVSTK-11', storeCode: 'CWB', delta: '-1', reason: 'damaged' },
    ];
    const before = await snapshot();
    const low = (await call('csv/stockImport', { csv: toCsv(['skuCode', 'storeCode', 'delta', 'reason', 'note'], rows) }, 'zh_HK')).body.data;
    expect(low.ok).toBe(false);
    expect(low.errors).toEqual([{ row: 2, column: 'delta', code: 82023, message: '庫存不足：此分店只有 5 件可用' }]);
    expect(await snapshot()).toEqual(before);

    // Every cell checked: unknown sku and shop, bad number, reason not allowed, repeated row.
    const bad = [
      { skuCode: 'NOSUCH', storeCode: 'CWB', delta: '1', reason: 'received' },
      { skuCode: 'CSVSTK-00', storeCode: 'MOON', delta: '1', reason: 'received' },
      { skuCode: 'CSVSTK-01', storeCode: 'CWB', delta: '1.5', reason: 'received' },
      { skuCode: 'CSVSTK-01', storeCode: 'ESHOP', delta: '1', reason: 'transfer' },
      { skuCode: 'CSVSTK-10', storeCode: 'CWB', delta: '1', reason: '' },
      { skuCode: 'CSVSTK-11', storeCode: 'CWB', delta: '1', reason: 'received' },
      { skuCode: 'csvstk-11', storeCode: 'CWB', delta: '1', reason: 'received' },
    ];
    const checked = (await call('csv/stockImport', { csv: toCsv(['skuCode', 'storeCode', 'delta', 'reason'], bad) }, 'en')).body.data;
    expect(checked.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`)).toEqual([
      '2:skuCode',
      '3:storeCode',
      '4:delta',
      '5:reason',
      '6:reason',
      '8:skuCode',
    ]);
    expect(checked.errors[3].message).toBe('Must be one of: received, counted, damaged.');
    expect(await snapshot()).toEqual(before);
  });
  it('announces exactly the skus it changed: their stock shows at once, every other product stays cached (decision 141)', async () => {
    // Two products on sale in the online shop, each with a sku.
    const [a, b] = await q<{ id: number; spu_id: number; sku_code: string }>(
      `select distinct on (k.spu_id) k.id, k.spu_id, k.sku_code from skus k join spus s on s.id = k.spu_id
       where s.status = 'on' and k.status = 'on' order by k.spu_id, k.id limit 2`,
    );
    const stockOf = async (spuId: number, skuId: number) => {
      const goods = (await t.call('app/goods/listSpuByIds', { spuIdList: [spuId] })).body.data[0];
      return goods.skuList.find((k: { id: number }) => k.id === skuId).storeStockQty as number;
    };
    // Both answers kept (decision 140).
    const aBefore = await stockOf(a!.spu_id, a!.id);
    const bBefore = await stockOf(b!.spu_id, b!.id);
    // B's stock changed behind the caches' back (no announcement): its kept answer does not know.
    await q(`insert into sku_stocks (sku_id, store_code, qty) values (${b!.id}, 'ESHOP', 7)
             on conflict (sku_id, store_code) do update set qty = sku_stocks.qty + 7`);
    expect(await stockOf(b!.spu_id, b!.id)).toBe(bBefore);

    const seen: Array<string | undefined> = [];
    const off = t.services.changes.subscribe('catalogue', (k) => seen.push(k));
    const rows = [
      { skuCode: a!.sku_code, storeCode: 'ESHOP', delta: '4', reason: 'received' },
      { skuCode: a!.sku_code, storeCode: 'CWB', delta: '1', reason: 'received' },
    ];
    // A dry run announces nothing.
    expect((await call('csv/stockImport', { csv: toCsv(['skuCode', 'storeCode', 'delta', 'reason'], rows), dryRun: true })).body.data).toMatchObject({
      ok: true,
      dryRun: true,
    });
    expect(seen).toEqual([]);
    const done = (await call('csv/stockImport', { csv: toCsv(['skuCode', 'storeCode', 'delta', 'reason'], rows) })).body.data;
    off();
    expect(done).toMatchObject({ ok: true, changed: 2 });
    expect(seen).toEqual([`stock:${a!.id}`]);
    // The imported stock at once; B's answer was not dropped (with `stock:*` it would show the +7 now).
    expect(await stockOf(a!.spu_id, a!.id)).toBe(aBefore + 4);
    expect(await stockOf(b!.spu_id, b!.id)).toBe(bBefore);

    // Put B back and announce it, as a writer does after its commit.
    await q(`update sku_stocks set qty = qty - 7 where sku_id = ${b!.id} and store_code = 'ESHOP'`);
    await t.services.changes.publish('catalogue', `stock:${b!.id}`);
    expect(await stockOf(b!.spu_id, b!.id)).toBe(bBefore);
  });
});

describe('staff shop', () => {
  it('sets and clears a staff member’s shop, audited; an unknown shop is refused', async () => {
    const [counter] = await q<{ id: number }>(`select id from staff_users where username = 'counter.staff'`);
    const set = await call('staff/setShop', { id: counter!.id, storeCode: 'CEN' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.storeCode).toBe('CEN');
    const list = (await call('staff/list', { search: 'counter.staff' })).body.data.list;
    expect(list[0].storeCode).toBe('CEN');
    const [audit] = await q<{ changed_fields: string[]; action: string }>(
      `select changed_fields, action from audit_log where entity = 'staffUsers' order by id desc limit 1`,
    );
    expect(audit).toEqual({ changed_fields: ['storeCode'], action: 'update' });
    const unknown = await call('staff/setShop', { id: counter!.id, storeCode: 'MOON' });
    expect(unknown.status).toBe(404);
    expect((await call('staff/setShop', { id: counter!.id, storeCode: 'CWB' })).body.data.storeCode).toBe('CWB');
  });
});

describe('goods list over many goods (migration 1020)', () => {
  it('spus.stock_qty follows every stock write (adjust, transfer, orders’ conditional updates, deletes); the list filters on it', async () => {
    const sum = async () =>
      q<{ bad: number }>(
        `select count(*)::int as bad from spus s where s.stock_qty <> coalesce((select sum(st.qty) from skus k join sku_stocks st on st.sku_id = k.id where k.spu_id = s.id), 0)`,
      );
    expect((await sum())[0]!.bad).toBe(0);
    const made = await call('csv/goodsImport', { csv: toCsv(GOODS_CSV_COLUMNS, await newProductRows('new1', 'trigger', 'CSVTRG')) });
    expect(made.body.data.ok).toBe(true);
    const [spu] = await q<{ id: number }>(`select id from spus where title->>'en' = 'Glaze trigger earrings'`);
    const skus = await q<{ id: number }>(`select id from skus where spu_id = ${spu!.id} order by sort`);
    expect((await call('goods/list', { search: 'glaze trigger', stock: 'out' })).body.data.list.map((g: { id: number }) => g.id)).toEqual([spu!.id]);
    await call('stock/adjust', { skuId: skus[0]!.id, storeCode: 'CWB', delta: 4, reason: 'received' });
    await call('stock/adjust', { skuId: skus[1]!.id, storeCode: 'CEN', delta: 2, reason: 'received' });
    await call('stock/transfer', { skuId: skus[0]!.id, fromStoreCode: 'CWB', toStoreCode: 'TST', qty: 1 });
    await q(`update sku_stocks set qty = qty - 1 where sku_id = ${skus[1]!.id} and store_code = 'CEN' and qty >= 1`);
    const listed = (await call('goods/list', { search: 'glaze trigger', stock: 'in' })).body.data;
    expect(listed.list.map((g: { id: number; stock: number }) => [g.id, g.stock])).toEqual([[spu!.id, 5]]);
    expect(listed.totalCapped).toBe(false);
    await q(`delete from sku_stocks where sku_id = ${skus[0]!.id} and store_code = 'TST'`);
    expect((await q<{ n: number }>(`select stock_qty as n from spus where id = ${spu!.id}`))[0]!.n).toBe(4);
    expect((await sum())[0]!.bad).toBe(0);
  });

  it('counts up to the cap and says when more match', async () => {
    const all = (await call('goods/list', { pageSize: 50 })).body.data;
    const [n] = await q<{ n: number }>(`select count(*)::int as n from spus`);
    expect(all.total).toBe(Math.min(n!.n, BO_GOODS_LIMITS.LIST_TOTAL_MAX));
    expect(all.totalCapped).toBe(n!.n > BO_GOODS_LIMITS.LIST_TOTAL_MAX);
  });
});
