import { describe, expect, it } from 'vitest';
import { describeViolation, ownershipViolations, type OwnedCode } from './ownership-rule.ts';
import { functionsOfMigrations, scanSql, scanTypeScript, stripSql, tableVarsOf } from './sql-scan.ts';

/** The rule of ownership.test.ts on planted code (decision 415): it must fail on what it is there to catch. */
const owners = { skus: 'catalogue', sku_stocks: 'catalogue', stores: 'shops', orders: 'orders', order_lines: 'orders' };
const tableVars = new Map([
  ['skuStocks', 'sku_stocks'],
  ['skus', 'skus'],
  ['orders', 'orders'],
]);
const rules = { owners, readModels: [{ table: 'stores', reader: 'orders' }], tableVars };
const ts = (module: string, text: string): OwnedCode => ({ module, where: `modules/${module}/planted.ts`, kind: 'typescript', text });
const uses = (text: string) => scanTypeScript(text, new Set(Object.keys(owners)), tableVars).map((u) => `${u.access} ${u.table}`);

describe('the ownership rule (planted code)', () => {
  it('fails on a cross-module UPDATE written in a sql template', () => {
    const found = ownershipViolations([ts('orders', 'await tx.execute(sql`update sku_stocks s set qty = s.qty + ${n} where s.sku_id = ${id}`);')], rules);
    expect(found.map((v) => `${v.module} ${v.use.access} ${v.use.table} ${v.owner}`)).toEqual(['orders write sku_stocks catalogue']);
  });

  it('fails on writes through Drizzle, an interpolated table variable, INSERT, DELETE, MERGE and TRUNCATE', () => {
    expect(uses('await tx.insert(skuStocks).values(v); await db.update(skus).set({ price: 1 }); await db.delete(skus);')).toEqual([
      'write sku_stocks',
      'write skus',
      'write skus',
    ]);
    expect(uses('sql`update ${skus} k set price = 1`')).toEqual(['write skus']);
    expect(uses('sql`insert into sku_stocks (sku_id) values (1) on conflict (sku_id) do update set qty = 2`')).toEqual(['write sku_stocks']);
    // (`delete from skus` is also read as a read of skus: harmless, a write of it is refused first.)
    expect(uses('sql`delete from skus where id = 1`; sql`merge into skus k using x on true`; sql`truncate table sku_stocks`')).toEqual([
      'write skus',
      'read skus',
      'write skus',
      'write sku_stocks',
    ]);
  });

  it('names the fix when a new table has a Drizzle definition but no owner in the list yet', () => {
    const found = ownershipViolations([ts('gift-notes', 'await tx.insert(giftNotes).values(v);')], {
      ...rules,
      tableVars: new Map([['giftNotes', 'gift_notes']]),
    });
    expect(found.map(describeViolation)).toEqual([
      'modules/gift-notes/planted.ts: module gift-notes writes gift_notes, which has no owner: add it to TABLE_OWNERS in db/table-owners.ts',
    ]);
  });

  it('passes a read listed as a read model and fails one that is not', () => {
    const code = 'sql`select o.id, s.name from orders o join stores s on s.code = o.store_code join skus k on k.id = 1`';
    expect(ownershipViolations([ts('orders', code)], rules).map((v) => `${v.use.access} ${v.use.table}`)).toEqual(['read skus']);
    expect(ownershipViolations([ts('orders', 'sql`select name from stores where code = ${c}`')], rules)).toEqual([]);
  });

  it("passes a module's writes of its own tables", () => {
    expect(ownershipViolations([ts('catalogue', 'sql`update sku_stocks set qty = 0`; tx.insert(skus)')], rules)).toEqual([]);
  });

  it('reads no SQL in comments or quoted strings, nor `for update` and `do update set` as writes', () => {
    expect(uses('// update skus set price = 0\n/* delete from skus */ const s = "update skus set x = 1";')).toEqual([]);
    expect(uses("sql`select 1 from orders where note = 'delete from skus' -- update skus set price = 1\n for update`")).toEqual(['read orders']);
  });

  it('follows aliases of table variables and nested templates', () => {
    expect(uses("const k2 = alias(skus, 'k2'); db.select().from(k2)")).toEqual(['read skus']);
    expect(uses('sql`select 1 ${cond ? sql`from skus` : sql``}`')).toEqual(['read skus']);
  });

  it('holds SQL functions of the migrations to their owner, the last definition winning', () => {
    const fns = functionsOfMigrations([
      { name: '0002_b.sql', text: 'create or replace function f() returns void language plpgsql as $$ begin update skus set price = 1; end; $$;' },
      { name: '0001_a.sql', text: 'create function f() returns void language sql as $$ select 1 $$;\ncreate function g() returns int as $fn$ select 1 $fn$;' },
      { name: '0003_c.sql', text: 'drop function if exists g;' },
    ]);
    expect([...fns.keys()]).toEqual(['f']);
    const code: OwnedCode[] = [{ module: 'orders', where: 'function f', kind: 'sql', text: fns.get('f')!.body }];
    expect(ownershipViolations(code, rules).map((v) => v.use.seen)).toEqual(['update skus']);
  });

  it('reads table variables of a tables file, and strips SQL comments and strings', () => {
    expect([...tableVarsOf("export const skuStocks = pgTable(\n  'sku_stocks', {})")]).toEqual([['skuStocks', 'sku_stocks']]);
    expect(stripSql("Select 'a''b' /* x */ -- y\nFROM T").replace(/\s+/g, ' ')).toBe("select '' from t");
    expect(scanSql('select * from skus k, sku_stocks s', new Set(['skus', 'sku_stocks'])).map((u) => u.table)).toEqual(['skus', 'sku_stocks']);
  });
});
