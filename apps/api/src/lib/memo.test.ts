import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from './change-bus.ts';
import { memo } from './memo.ts';

describe('memo', () => {
  it('keeps a value for its time, shares a load between concurrent callers, and retries after a failure', async () => {
    let clock = 0;
    let loads = 0;
    const m = memo<string, number>({ ttlMs: 100, now: () => clock });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([m.get('k', load), m.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 99;
    expect(await m.get('k', load)).toBe(1);
    clock = 100;
    expect(await m.get('k', load)).toBe(2);

    await expect(m.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await m.get('bad', async () => 7)).toBe(7);
  });

  it('is bounded: the oldest key goes first', async () => {
    const m = memo<number, number>({ max: 2 });
    await m.get(1, async () => 1);
    await m.get(2, async () => 2);
    await m.get(3, async () => 3);
    expect(m.size).toBe(2);
    expect(await m.get(1, async () => 10)).toBe(10);
    expect(await m.get(3, async () => 30)).toBe(3);
  });

  it('drops everything when its topic is published, and keeps only what `keep` accepts', async () => {
    const changes = createLocalChangeBus();
    const m = memo<string, number | null>({ dropOn: { changes, topics: ['shops'] }, keep: (v) => v !== null });
    await m.get('a', async () => 1);
    await changes.publish('catalogue');
    expect(await m.get('a', async () => 2)).toBe(1);
    await changes.publish('shops');
    expect(await m.get('a', async () => 3)).toBe(3);
    expect(await m.get('n', async () => null)).toBe(null);
    await Promise.resolve();
    expect(await m.get('n', async () => 4)).toBe(4);
  });
});
