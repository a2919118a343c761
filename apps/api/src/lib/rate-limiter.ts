import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters per key (decisions 031, 123). On the embedded database (one process) they are kept
 * in memory; on a PostgreSQL server they are rows of `rate_limit_counters`, counted with one atomic upsert
 * per hit, so every process behind the proxy shares them and an attacker gets no more attempts for there
 * being two processes.
 *
 * `check` throws 429 when the key has used its allowance; `hit` counts one event (a failure, or any
 * attempt, as the caller decides); `take` counts an attempt and throws when it is over the allowance;
 * `reset` forgets a key (e.g. after a successful login).
 */
export interface RateLimit {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

/** Where counters live. Buckets are `<limiter name> <key>`. */
export interface RateLimitStore {
  /** Events counted in the bucket's current window (0 when none or expired). */
  count(bucket: string): Promise<number>;
  /** Counts one event and answers the window's count after it; a new window starts when the last expired. */
  hit(bucket: string, windowMs: number): Promise<number>;
  reset(bucket: string): Promise<void>;
}

export function memoryRateLimitStore(clock: () => number = Date.now): RateLimitStore {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  const live = (bucket: string) => {
    const now = clock();
    if (now - lastSweep >= 60_000) {
      // Drops expired windows now and then so the map does not grow without bound.
      lastSweep = now;
      for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
    }
    const b = buckets.get(bucket);
    return b && b.resetAt > now ? b : undefined;
  };
  return {
    async count(bucket) {
      return live(bucket)?.count ?? 0;
    },
    async hit(bucket, windowMs) {
      const b = live(bucket);
      if (b) return ++b.count;
      buckets.set(bucket, { count: 1, resetAt: clock() + windowMs });
      return 1;
    },
    async reset(bucket) {
      buckets.delete(bucket);
    },
  };
}

/** Shared counters on PostgreSQL (table from migration 0900). The database's clock decides windows. */
export function postgresRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  return {
    async count(bucket) {
      const r = rows(await db.execute(sql`select count from rate_limit_counters where bucket = ${bucket} and reset_at > now()`));
      return r.length ? Number(r[0]!.count) : 0;
    },
    async hit(bucket, windowMs) {
      const r = rows(
        await db.execute(sql`
          insert into rate_limit_counters as c (bucket, count, reset_at)
          values (${bucket}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (bucket) do update set
            count = case when c.reset_at <= now() then 1 else c.count + 1 end,
            reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
          returning count`),
      );
      if (Date.now() - lastSweep > 60_000) {
        // Expired windows are dead rows: any process clears them now and then.
        lastSweep = Date.now();
        await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`).catch(() => {});
      }
      return Number(r[0]!.count);
    },
    async reset(bucket) {
      await db.execute(sql`delete from rate_limit_counters where bucket = ${bucket}`);
    },
  };
}

export class RateLimiter {
  private readonly store: RateLimitStore;
  readonly name: string;
  readonly limit: RateLimit;

  constructor(
    name: string,
    limit: RateLimit,
    /** A store, or (tests) a clock for an in-memory one. */
    storeOrClock: RateLimitStore | (() => number) = Date.now,
  ) {
    this.name = name;
    this.limit = limit;
    this.store = typeof storeOrClock === 'function' ? memoryRateLimitStore(storeOrClock) : storeOrClock;
  }

  private bucket(key: string) {
    return `${this.name} ${key}`;
  }

  /** True while the key may still act. */
  async allows(key: string): Promise<boolean> {
    return (await this.store.count(this.bucket(key))) < this.limit.max;
  }

  /** Throws TOO_MANY_REQUESTS (429, localised) once the allowance is used up. */
  async check(key: string): Promise<void> {
    if (!(await this.allows(key))) throw new AppError('TOO_MANY_REQUESTS');
  }

  async hit(key: string): Promise<void> {
    await this.store.hit(this.bucket(key), this.limit.windowMs);
  }

  /**
   * Counts the attempt and throws when it goes over the allowance, in one step so that processes racing
   * on the same key cannot all slip under it. Refused attempts count too; the window does not move.
   */
  async take(key: string): Promise<void> {
    const n = await this.store.hit(this.bucket(key), this.limit.windowMs);
    if (n > this.limit.max) throw new AppError('TOO_MANY_REQUESTS');
  }

  /** Like take, answering false instead of throwing. */
  async tryTake(key: string): Promise<boolean> {
    return (await this.store.hit(this.bucket(key), this.limit.windowMs)) <= this.limit.max;
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.bucket(key));
  }
}
