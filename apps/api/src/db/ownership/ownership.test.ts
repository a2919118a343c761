import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FUNCTION_OWNERS, READ_MODELS, SHARED_TRIGGERS, TABLE_OWNERS } from '../table-owners.ts';
import { describeViolation, ownershipViolations, type OwnedCode } from './ownership-rule.ts';
import { functionsOfMigrations, scanSql, scanTypeScript, tableVarsOf } from './sql-scan.ts';

/**
 * Issue 39 (decisions 415, 420): every module's SQL — its TypeScript under `modules/<m>/` and its functions
 * in the migrations — writes only the tables the module owns and reads another module's only as a listed
 * read model; the owner list, the functions' owners and the Drizzle definitions match the migrated database.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const owners: Record<string, string> = TABLE_OWNERS;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const sources = walk(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const rel = (f: string) => path.relative(SRC, f);

/** The module a source belongs to: `modules/<m>/…` → m, `lib/…` → lib, `db/…` → db. */
const moduleOf = (f: string): string | undefined => {
  const parts = rel(f).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  if (parts[0] === 'lib') return 'lib';
  if (parts[0] === 'db') return 'db';
  return undefined;
};

const tableVars = new Map<string, string>();
for (const f of sources.filter((s) => s.endsWith('.tables.ts'))) for (const [k, v] of tableVarsOf(fs.readFileSync(f, 'utf8'))) tableVars.set(k, v);

const migrationsDir = path.join(SRC, 'db/migrations');
const functions = functionsOfMigrations(
  fs
    .readdirSync(migrationsDir)
    .filter((n) => n.endsWith('.sql'))
    .map((name) => ({ name, text: fs.readFileSync(path.join(migrationsDir, name), 'utf8') })),
);

// The migrator and the demo seed (`src/db/`) write every module's tables by design: not modules' code.
const moduleCode: OwnedCode[] = sources
  .filter((f) => moduleOf(f) && moduleOf(f) !== 'db')
  .map((f) => ({ module: moduleOf(f)!, where: rel(f), kind: 'typescript' as const, text: fs.readFileSync(f, 'utf8') }));
const functionCode: OwnedCode[] = [...functions.values()].map((fn) => ({
  module: FUNCTION_OWNERS[fn.name] ?? '(no owner)',
  where: `function ${fn.name} (${fn.file})`,
  kind: 'sql' as const,
  text: fn.body,
}));

describe('one owner per table (issue 39)', () => {
  it("finds no module writing a table it does not own, nor reading another's outside the read models", () => {
    const found = ownershipViolations([...moduleCode, ...functionCode], { owners, readModels: READ_MODELS, tableVars });
    expect(found.map(describeViolation)).toEqual([]);
  });

  it('gives every SQL function of the migrations an owner, and lists no function the migrations do not define', () => {
    expect([...functions.keys()].filter((n) => !FUNCTION_OWNERS[n])).toEqual([]);
    expect(Object.keys(FUNCTION_OWNERS).filter((n) => !functions.has(n))).toEqual([]);
  });

  it('lists only read models that some code still reads, each by another module than the owner, with a reason', () => {
    const tables = new Set(Object.keys(owners));
    const reads = new Set<string>();
    for (const c of [...moduleCode, ...functionCode]) {
      const uses = c.kind === 'sql' ? scanSql(c.text, tables) : scanTypeScript(c.text, tables, tableVars);
      for (const u of uses) if (u.access === 'read') reads.add(`${u.table} ${c.module}`);
    }
    const stale = READ_MODELS.filter((m) => !reads.has(`${m.table} ${m.reader}`) || owners[m.table] === m.reader || m.reason.trim().length < 20);
    expect(stale).toEqual([]);
  });
});

describe('the owner list and the Drizzle definitions match the migrated database (issue 39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names every live table exactly, each with a module that exists', async () => {
    const live = (
      await t.database.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).map((r) => r.name);
    expect(Object.keys(owners).sort()).toEqual(live);
    const modules = new Set(
      fs
        .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    expect(Object.entries(owners).filter(([, m]) => !modules.has(m) && m !== 'lib' && m !== 'db')).toEqual([]);
  });

  it("defines each live table once, in its owner's tables file, naming only columns the table has", async () => {
    const columns = new Map<string, Set<string>>();
    for (const r of await t.database.query<{ t: string; c: string }>(
      `select table_name as t, column_name as c from information_schema.columns where table_schema = 'public'`,
    ))
      (columns.get(r.t) ?? columns.set(r.t, new Set()).get(r.t)!).add(r.c);
    const definitions = new Map<string, string[]>();
    const unknownColumns: string[] = [];
    for (const f of sources.filter((s) => s.endsWith('.tables.ts'))) {
      const exported = (await import(f)) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (!is(value, PgTable)) continue;
        const config = getTableConfig(value);
        definitions.set(config.name, [...(definitions.get(config.name) ?? []), rel(f)]);
        for (const c of config.columns) if (!columns.get(config.name)?.has(c.name)) unknownColumns.push(`${config.name}.${c.name} (${rel(f)})`);
      }
    }
    const problems = [...new Set([...columns.keys(), ...definitions.keys()])].flatMap((table) => {
      const files = definitions.get(table) ?? [];
      if (!columns.has(table)) return [`${table}: defined in ${files.join(', ')} but not a live table`];
      if (files.length !== 1) return [`${table}: ${files.length} definitions (${files.join(', ')})`];
      const owner = owners[table];
      if (owner === undefined) return [`${table}: defined in ${files[0]} but has no owner in db/table-owners.ts`];
      return moduleOf(path.join(SRC, files[0]!)) === owner ? [] : [`${table}: defined in ${files[0]}, owned by ${owner}`];
    });
    expect(problems).toEqual([]);
    expect(unknownColumns).toEqual([]);
  });

  it("gives every live function an owner, and runs each trigger's function in its table's module unless shared for a reason", async () => {
    const live = await t.database.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    expect(live.map((f) => f.name).filter((n) => !FUNCTION_OWNERS[n])).toEqual([]);
    const triggers = await t.database.query<{ trigger: string; table: string; fn: string }>(
      `select t.tgname as trigger, c.relname as table, p.proname as fn
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`,
    );
    const shared = new Set(SHARED_TRIGGERS.map((s) => s.trigger));
    expect(triggers.filter((tr) => FUNCTION_OWNERS[tr.fn] !== owners[tr.table] && !shared.has(tr.trigger))).toEqual([]);
    expect([...shared].filter((s) => !triggers.some((tr) => tr.trigger === s))).toEqual([]);
  });
});
