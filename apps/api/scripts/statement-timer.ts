import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** CPU time of this process so far, in ms. */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Every query of every pg client (pooled ones too), timed as its round trip: `onStatement` gets the text, the
 * milliseconds, the client and the query's arguments, once the answer (or the error) is back.
 */
export function timePgStatements(onStatement: (text: string, ms: number, client: pg.Client, args: unknown[]) => void): void {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string })?.text ?? '?');
    const t0 = performance.now();
    const done = () => onStatement(text, performance.now() - t0, this, args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // The callback form (the pool's own query).
      args[args.length - 1] = (...cb: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...cb);
      };
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };
}

/**
 * The embedded database's CPU time so far (ms), counted inside PGlite's protocol calls. CPU time, not wall
 * time: PGlite runs on this thread, so what it spends is what every other request waits for, and CPU time is
 * less disturbed by other processes on a shared machine.
 */
export function pgliteCpuClock(): () => number {
  const proto = PGlite.prototype as unknown as Record<string, (...a: any[]) => any>;
  const stream = proto.execProtocolStream!;
  let acc = 0;
  proto.execProtocolStream = async function (this: unknown, ...args: unknown[]) {
    const t0 = cpuMs();
    try {
      return await stream.apply(this, args);
    } finally {
      acc += cpuMs() - t0;
    }
  };
  return () => acc;
}

/** A fresh database `shop_profile_<pid>` on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function profileDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_profile_${process.pid}`;
  const admin = async (statement: string) => {
    const a = new pg.Client({ connectionString: serverUrl });
    await a.connect();
    await a.query(statement);
    await a.end();
  };
  await admin(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
