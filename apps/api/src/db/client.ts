import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createLocalChangeBus, createPostgresChangeBus, type ChangeBus } from '../lib/change-bus.ts';

/** The Drizzle handle every repository takes; a transaction handle is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations); a failed script is rolled back. */
  exec(sql: string): Promise<void>;
  /** A raw query without parameters (migration bookkeeping, tests). */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** Announces committed changes to the caches of this process and, on a server, of every other process. */
  changes: ChangeBus;
  /** Embedded only: the data directory as a gzipped tarball, to start other instances from. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Embedded PostgreSQL (PGlite) under `dataDir`, or a PostgreSQL server when `databaseUrl` is given.
 * PGlite keeps full durability: relaxedDurability stays off so a write is on disk when it returns.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** A dumped data directory to start from (tests share a pre-migrated snapshot). */
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    await pool.query('select 1');
    const changes = await createPostgresChangeBus(opts.databaseUrl, pool);
    return {
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      exec: async (sql) => {
        const conn = await pool.connect();
        try {
          await conn.query(sql);
        } catch (err) {
          await conn.query('rollback').catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      },
      query: async <T,>(sql: string) => (await pool.query(sql)).rows as T[],
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pg');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    relaxedDurability: false,
  });
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      try {
        await client.exec(sql);
      } catch (err) {
        await client.exec('rollback').catch(() => {});
        throw err;
      }
    },
    query: async <T,>(sql: string) => (await client.query<T>(sql)).rows,
    changes: createLocalChangeBus(),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
