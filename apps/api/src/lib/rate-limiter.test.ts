import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max events per window per key, then throws 429 until the window ends', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter('test', { max: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) limiter.take('a');
    expect(() => limiter.take('a')).toThrow(AppError);
    try {
      limiter.check('a');
    } catch (err) {
      expect((err as AppError).def.status).toBe(429);
    }
    expect(limiter.allows('b')).toBe(true);
    now += 60_001;
    expect(limiter.allows('a')).toBe(true);
  });

  it('reset forgets a key', () => {
    const limiter = new RateLimiter('test', { max: 1, windowMs: 60_000 });
    limiter.hit('k');
    expect(limiter.allows('k')).toBe(false);
    limiter.reset('k');
    expect(limiter.allows('k')).toBe(true);
  });
});
