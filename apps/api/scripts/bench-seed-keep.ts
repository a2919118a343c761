/**
 * Keeps the bench seed between runs (issue 41, decision 481). The seed's version is a hash of what
 * decides its content: the migrations, the demo seed, the catalogue's generator and loaders, this script
 * and the seed's targets. A built seed is kept under that version:
 *
 * - embedded: a copy of the data folder in `BENCH_SEED_CACHE` (default `<tmp>/shop-bench-seed/<version>`);
 * - PostgreSQL: a template database `bench_seed_<version>` on the same server, cloned with
 *   `CREATE DATABASE … TEMPLATE`.
 *
 * A data folder or database the seed made is marked (`.bench-seed` file; a database comment), so a later
 * `npm run seed:bench` may replace it with a fresh copy of the kept seed: a bench run writes orders and
 * gold rates, and the next run starts from the seed again. Anything unmarked is never replaced; the seed
 * adds to it in place as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const API = path.resolve(import.meta.dirname, '..');
const MARK_FILE = '.bench-seed';
const MARK_COMMENT = 'bench seed';

/** The files whose content decides the seed's rows. */
function inputs(): string[] {
  const dir = (d: string, keep: (n: string) => boolean = () => true) =>
    fs
      .readdirSync(path.join(API, d))
      .filter(keep)
      .sort()
      .map((n) => path.join(d, n));
  return [
    ...dir('src/db/migrations', (n) => n.endsWith('.sql')),
    ...dir('src/db/seed', (n) => n.endsWith('.ts')),
    ...dir('src/modules/catalogue', (n) => /^catalogue-(demo|search|load|bulk-load)/.test(n)),
    'scripts/seed-bench.ts',
    'scripts/bench-seed-keep.ts',
  ];
}

export function seedVersion(targets: Record<string, number>): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(targets));
  for (const f of inputs()) hash.update(f).update(fs.readFileSync(path.join(API, f)));
  return hash.digest('hex').slice(0, 12);
}

const isEmptyDir = (d: string) => !fs.existsSync(d) || fs.readdirSync(d).length === 0;
const cacheRoot = () => process.env.BENCH_SEED_CACHE ?? path.join(os.tmpdir(), 'shop-bench-seed');

/** Embedded: fills `dataDir` from the kept copy when it is empty or a bench seed; answers whether it did. */
export function restoreDataDir(dataDir: string, version: string): 'restored' | 'build-and-keep' | 'in-place' {
  const kept = path.join(cacheRoot(), version);
  const replaceable = isEmptyDir(dataDir) || fs.existsSync(path.join(dataDir, MARK_FILE));
  if (!replaceable) return 'in-place';
  if (!fs.existsSync(path.join(kept, MARK_FILE))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return 'build-and-keep';
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(kept, dataDir, { recursive: true });
  return 'restored';
}

/** Embedded: copies the closed, freshly built data folder into the cache (the newest two versions stay). */
export function keepDataDir(dataDir: string, version: string) {
  const root = cacheRoot();
  const kept = path.join(root, version);
  const building = `${kept}.${process.pid}`;
  fs.writeFileSync(path.join(dataDir, MARK_FILE), `${version}\n`);
  fs.rmSync(building, { recursive: true, force: true });
  fs.cpSync(dataDir, building, { recursive: true });
  fs.rmSync(kept, { recursive: true, force: true });
  fs.renameSync(building, kept);
  const others = fs
    .readdirSync(root)
    .filter((n) => n !== version && fs.existsSync(path.join(root, n, MARK_FILE)))
    .map((n) => ({ n, t: fs.statSync(path.join(root, n, MARK_FILE)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const o of others.slice(1)) fs.rmSync(path.join(root, o.n), { recursive: true, force: true });
  return kept;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function admin<T>(databaseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const targetName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const templateName = (version: string) => `bench_seed_${version}`;

/** PostgreSQL: clones the kept template into the target database when it is absent or a bench seed. */
export async function restoreDatabase(databaseUrl: string, version: string): Promise<'restored' | 'build-and-keep' | 'in-place'> {
  const target = targetName(databaseUrl);
  return admin(databaseUrl, async (c) => {
    const row = (await c.query<{ note: string | null }>(`select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`, [target]))
      .rows[0];
    if (row && row.note !== MARK_COMMENT) return 'in-place';
    const template = (await c.query(`select 1 from pg_database where datname = $1`, [templateName(version)])).rowCount;
    if (row) await c.query(`drop database ${ident(target)} with (force)`);
    await c.query(template ? `create database ${ident(target)} template ${ident(templateName(version))}` : `create database ${ident(target)}`);
    await c.query(`comment on database ${ident(target)} is '${MARK_COMMENT}'`);
    return template ? 'restored' : 'build-and-keep';
  });
}

/** PostgreSQL: copies the freshly built target (no connection open to it) into the template. */
export async function keepDatabase(databaseUrl: string, version: string) {
  const target = targetName(databaseUrl);
  const template = templateName(version);
  await admin(databaseUrl, async (c) => {
    if ((await c.query(`select 1 from pg_database where datname = $1`, [template])).rowCount) return;
    await c.query(`create database ${ident(template)} template ${ident(target)}`);
    // A template nobody connects to can always be cloned (CREATE DATABASE refuses while it has sessions).
    await c.query(`alter database ${ident(template)} with is_template true allow_connections false`);
  });
  return template;
}
