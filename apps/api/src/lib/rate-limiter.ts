import { AppError } from './app-error.ts';

/**
 * A fixed-window counter per key, kept in memory (decision 031): enough for one server process; a
 * second process would need the counters in the database or a shared store.
 *
 * `check` throws 429 when the key has used its allowance; `hit` counts one event (a failure, or any
 * attempt, as the caller decides); `reset` forgets a key (e.g. after a successful login).
 */
export interface RateLimit {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    readonly name: string,
    readonly limit: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  private bucket(key: string) {
    const now = this.clock();
    this.sweep(now);
    const b = this.buckets.get(key);
    if (b && b.resetAt > now) return b;
    return undefined;
  }

  /** True while the key may still act. */
  allows(key: string): boolean {
    return (this.bucket(key)?.count ?? 0) < this.limit.max;
  }

  /** Throws TOO_MANY_REQUESTS (429, localised) once the allowance is used up. */
  check(key: string): void {
    if (!this.allows(key)) throw new AppError('TOO_MANY_REQUESTS');
  }

  hit(key: string): void {
    const now = this.clock();
    const b = this.bucket(key);
    if (b) b.count += 1;
    else this.buckets.set(key, { count: 1, resetAt: now + this.limit.windowMs });
  }

  /** check then hit: for limits that count every attempt. */
  take(key: string): void {
    this.check(key);
    this.hit(key);
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  /** Drops expired windows now and then so the map does not grow without bound. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(key);
  }
}
