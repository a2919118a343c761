import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createLocalChangeBus, createPostgresChangeBus, type ChangeBus } from '../lib/change-bus.ts';
import { EMBEDDED_SHARED_BUFFERS_MB } from '../config.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { readTextTypesAsText } from './pglite-text-types.ts';
import { PgliteThread } from './pglite-thread.ts';

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
  /** The data directory as a tar file: gzip for backups, 'none' for a snapshot loaded many times (tests). */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /**
   * Runs `fn` while holding the named lock across every process on this database (a PostgreSQL session
   * advisory lock; in-process on the embedded database, which has one process). Migrations and seeds.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` only when no other process holds the named lock now; answers whether it ran. Periodic jobs. */
  tryLock(name: string, fn: () => Promise<void>): Promise<boolean>;
  /** Metrics: every query's time (set by the metrics plugin), and the pool's state on a server. */
  observer: { onQuery?: ((seconds: number) => void) | undefined };
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Embedded only: while true, each query first lets the event loop turn (decision 590). PGlite on this
   * thread (`shared`) answers through promises alone, so a chain of queries (the start's warm-up) would
   * otherwise hold every connection and request unread until the chain ends. On its own thread (decision
   * 620) its answers are messages, which let the loop turn anyway.
   */
  yieldBetweenQueries: boolean;
  close(): Promise<void>;
}

/** One turn of the event loop: sockets are accepted and read, their requests start, timers fire. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Advisory locks live in one key space per database: the first key marks ours, the second names the lock. */
const LOCK_CLASS = 0x5e0b;

/** Times a pg client's queries (callback or promise form) without changing what they return. */
function timeQueries(client: pg.PoolClient | pg.Client, observer: Database['observer']) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const onQuery = observer.onQuery;
    if (!onQuery) return original(...args);
    const started = performance.now();
    const done = () => onQuery((performance.now() - started) / 1000);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...cbArgs);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };
}

/** One process at a time inside the named section (the embedded database's stand-in for advisory locks). */
function localLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const busy = new Set<string>();
  return {
    async withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const prev = tails.get(name) ?? Promise.resolve();
      const run = prev.catch(() => {}).then(fn);
      tails.set(name, run);
      return run;
    },
    async tryLock(name: string, fn: () => Promise<void>): Promise<boolean> {
      if (busy.has(name)) return false;
      busy.add(name);
      try {
        await fn();
        return true;
      } finally {
        busy.delete(name);
      }
    },
  };
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
  /**
   * Embedded only: PGlite's compiled WebAssembly and its file bundle, when a process opens many databases
   * (a test worker opens one per test file): compiled once, and V8's optimised code is kept between them.
   */
  engine?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  /** Connections per process on a server (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Embedded only: PostgreSQL's buffer cache in MB (EMBEDDED_SHARED_BUFFERS_MB; decision 533). */
  sharedBuffersMb?: number;
  /** Embedded only: PGlite on a thread of its own (decision 620), not on the caller's. */
  ownThread?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const observer: Database['observer'] = {};
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => timeQueries(client, observer));
    await pool.query('select 1');
    const changes = await createPostgresChangeBus(opts.databaseUrl, pool);
    const lockKey = 'select hashtext($1) as k';
    return {
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      observer,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // A server's queries wait on sockets: the event loop turns between them anyway.
      yieldBetweenQueries: false,
      async withLock(name, fn) {
        // The lock belongs to this connection's session: if the process dies, PostgreSQL frees it.
        const conn = await pool.connect();
        try {
          const key = (await conn.query<{ k: number }>(lockKey, [name])).rows[0]!.k;
          await conn.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, key]);
          try {
            return await fn();
          } finally {
            await conn.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, key]).catch(() => {});
          }
        } finally {
          conn.release();
        }
      },
      async tryLock(name, fn) {
        const conn = await pool.connect();
        try {
          const key = (await conn.query<{ k: number }>(lockKey, [name])).rows[0]!.k;
          const got = (await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [LOCK_CLASS, key])).rows[0]!.ok;
          if (!got) return false;
          try {
            await fn();
            return true;
          } finally {
            await conn.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, key]).catch(() => {});
          }
        } finally {
          conn.release();
        }
      },
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
      query: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pg');
    fs.mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the files: a second process must not open them (decision 120).
    lock = await lockDataDir(dataDir);
  }
  const options = {
    ...(dataDir ? { dataDir } : {}),
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    ...opts.engine,
    relaxedDurability: false,
    // The buffer cache lives in the WebAssembly memory, which grows but never shrinks: bounded by design
    // (decision 533). The files are read through the system's page cache, which is not this process's.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMb ?? EMBEDDED_SHARED_BUFFERS_MB}MB`],
  };
  let client: PGlite;
  try {
    if (opts.ownThread) client = (await PgliteThread.open(options)) as unknown as PGlite;
    else {
      client = await PGlite.create(options);
      // drizzle's per-query parsers cost PGlite a copy of its whole parser map each query (decision 616).
      readTextTypesAsText(client);
    }
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const observer: Database['observer'] = {};
  const query = client.query.bind(client);
  const database = { yieldBetweenQueries: false };
  client.query = (async (...args: Parameters<typeof query>) => {
    if (database.yieldBetweenQueries) await nextTurn();
    const onQuery = observer.onQuery;
    if (!onQuery) return query(...args);
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      onQuery((performance.now() - started) / 1000);
    }
  }) as typeof client.query;
  const locks = localLocks();
  return Object.assign(database, {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    observer,
    withLock: locks.withLock,
    tryLock: locks.tryLock,
    exec: async (sql) => {
      try {
        await client.exec(sql);
      } catch (err) {
        await client.exec('rollback').catch(() => {});
        throw err;
      }
    },
    query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    changes: createLocalChangeBus(),
    dump: (compression = 'gzip') => client.dumpDataDir(compression),
    close: async () => {
      await client.close();
      await lock?.release();
    },
  } satisfies Omit<Database, 'yieldBetweenQueries'>);
}
