import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { DataDirBusyError } from '../../src/db/data-dir-lock.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** Waits for a line of the child's output that matches; fails on exit or timeout. */
function waitFor(child: ChildProcess, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${out}`)), ms);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before ${pattern}; output:\n${out}`));
    });
  });
}

/** The last /readyz status seen, polling every 100 ms until it is 200 or the time is up. */
async function readyWithin(base: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const { status } = await fetch(`${base}/readyz`);
    if (status === 200 || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
}
describe('the embedded database has one process per data folder (decision 120)', () => {
  it('refuses a second process with a clear message, and is free again when the holder is SIGKILLed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    try {
      const holder = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./src/db/client.ts').then(async (m) => { await m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('HOLDING'); setInterval(() => {}, 1000); })`,
        ],
        { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push(holder);
      await waitFor(holder, /HOLDING/, 60_000);

      const err = await openDatabase({ dataDir }).then(
        async (db) => {
          await db.close();
          return null;
        },
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DataDirBusyError);
      expect((err as Error).message).toContain('already open in another process');
      expect((err as Error).message).toContain('DATABASE_URL');

      holder.kill('SIGKILL');
      await new Promise((r) => holder.once('exit', r));
      const db = await openDatabase({ dataDir });
      expect((await db.query<{ ok: number }>('select 1 as ok'))[0]!.ok).toBe(1);
      await db.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!inject('databaseUrl'))('several processes on one PostgreSQL database (decision 120)', () => {
  it('two servers started at the same instant on a fresh database both come up (migrations and seed under an advisory lock)', async () => {
    const server = inject('databaseUrl');
    const name = `shop_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    try {
      const start = () => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: apiDir,
          env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ORDER_SWEEP_INTERVAL_MS: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        return child;
      };
      const pair = [start(), start()];
      const listening = await Promise.all(pair.map((c) => waitFor(c, /Server listening at http:\/\/127\.0\.0\.1:\d+/, 110_000)));
      for (const line of listening) {
        const base = line.replace('Server listening at ', '');
        // /readyz answers 503 "warming" until the start's cache and search warm-up is done (decisions 477, 564),
        // which comes after the socket listens: a server that comes up is one whose /readyz turns 200.
        expect(await readyWithin(base, 60_000)).toBe(200);
      }
      const [row] = (await admin.query(`select 1`)).rows;
      expect(row).toBeTruthy();
      for (const c of pair) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const seeds = (await check.query(`select count(*)::int as n, count(distinct name)::int as d from seeds`)).rows[0];
      const members = (await check.query(`select count(*)::int as n from members where member_no = 'JH10000001'`)).rows[0];
      await check.end();
      expect(seeds.n).toBe(seeds.d);
      expect(members.n).toBe(1);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    }
  }, 150_000);
});

describe.skipIf(!inject('databaseUrl'))('periodic jobs run once across processes (decision 120)', () => {
  it('tryLock runs a job in one process while another holds it, and in the next round elsewhere', async () => {
    const a = await openDatabase({ databaseUrl: inject('databaseUrl') });
    const b = await openDatabase({ databaseUrl: inject('databaseUrl') });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      const first = a.tryLock('test.job', async () => {
        started();
        await held;
      });
      await running;
      let ranInB = false;
      expect(await b.tryLock('test.job', async () => void (ranInB = true))).toBe(false);
      expect(ranInB).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(await b.tryLock('test.job', async () => void (ranInB = true))).toBe(true);
      expect(ranInB).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
