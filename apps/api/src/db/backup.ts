import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client.ts';

/**
 * Backups of either database (decision 120; docs/operations.md):
 * - a PostgreSQL server: `pg_dump --format=custom` (consistent while the servers run), restored with
 *   `pg_restore` into an empty database;
 * - the embedded database: PGlite's own dump of its data folder (a gzipped tarball), taken with the server
 *   stopped (the folder lock refuses otherwise), restored into an empty folder.
 * The media cache under DATA_DIR is rebuilt on demand and is not part of a backup.
 */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  /** DATA_DIR (the embedded database lives in `<dataDir>/pg`). */
  dataDir?: string | undefined;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`${cmd} could not start (${e.message}); install the PostgreSQL client tools (Debian: postgresql-client)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.trim()}`))));
  });
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<{ file: string; bytes: number }> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
  } else {
    if (!target.dataDir) throw new Error('DATA_DIR or DATABASE_URL is needed');
    if (!fs.existsSync(path.join(target.dataDir, 'pg', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${target.dataDir}`);
    const database = await openDatabase({ dataDir: target.dataDir });
    try {
      const blob = await database.dump!();
      fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  // Only a finished backup gets the name: a failed run never leaves a file that looks good.
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size };
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      if (rows[0]!.n > 0) throw new Error('The database is not empty: restore into a new database (createdb), then point DATABASE_URL at it');
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  if (!target.dataDir) throw new Error('DATA_DIR or DATABASE_URL is needed');
  const pgDir = path.join(target.dataDir, 'pg');
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
    throw new Error(`${pgDir} is not empty: restore into a new DATA_DIR (or move the old one away first)`);
  }
  const database = await openDatabase({ dataDir: target.dataDir, snapshot: new Blob([fs.readFileSync(file)]) });
  try {
    await database.query('select 1');
  } finally {
    await database.close();
  }
}
