import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max events per window per key, then throws 429 until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter('test', { max: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) await limiter.take('a');
    await expect(limiter.take('a')).rejects.toBeInstanceOf(AppError);
    const err = await limiter.check('a').catch((e: unknown) => e);
    expect((err as AppError).def.status).toBe(429);
    expect(await limiter.allows('b')).toBe(true);
    now += 60_001;
    expect(await limiter.allows('a')).toBe(true);
  });

  it('reset forgets a key', async () => {
    const limiter = new RateLimiter('test', { max: 1, windowMs: 60_000 });
    await limiter.hit('k');
    expect(await limiter.allows('k')).toBe(false);
    await limiter.reset('k');
    expect(await limiter.allows('k')).toBe(true);
  });
});
