import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the committed SQL migrations in file-name order, each once, each in its own transaction.
 * Files are numbered by domain range (0001 foundation, 0100 catalogue, 0200 members, 0300 content,
 * 0400 cart and orders, 0500 staff and points) so that parallel work never picks the same number.
 * Any number of processes may start at once (decision 120): the whole run, and `then` (the demo seed), holds
 * a lock across processes, so the first migrates and the others wait and then find nothing left to do.
 */
export async function migrate(database: Database, then?: () => Promise<void>): Promise<string[]> {
  return database.withLock('schema', async () => {
    const applied = await migrateNow(database);
    await then?.();
    return applied;
  });
}

async function migrateNow(database: Database): Promise<string[]> {
  await database.exec(`
    create table if not exists _migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const done = new Set((await database.query<{ name: string }>('select name from _migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await database.exec(`begin;\n${sql}\n;\ninsert into _migrations (name) values ('${file.replace(/'/g, "''")}');\ncommit;`);
    } catch (err) {
      throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    applied.push(file);
  }
  return applied;
}

/** Migration files not yet applied (readiness: a process is ready only when none is left). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(`select name from _migrations`).catch(() => null);
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  if (!rows) return files;
  const done = new Set(rows.map((r) => r.name));
  return files.filter((f) => !done.has(f));
}
