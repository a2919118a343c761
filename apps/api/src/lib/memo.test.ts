import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from './change-bus.ts';
import { dependentMemo, memo, setCachesOff } from './memo.ts';

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

describe('dependentMemo (decision 140)', () => {
  const kept =
    (value: string, deps: string[], bytes = 100) =>
    async () => ({ value, deps, bytes });

  it('drops exactly the values drawn from what a publish names, and their prefixes', async () => {
    const changes = createLocalChangeBus();
    const m = dependentMemo<string>({ name: 't1', changes, topics: ['catalogue', 'content'], maxBytes: 1e6 });
    await m.get('page12', kept('p12', ['catalogue:goods:12', 'catalogue:stock:40']));
    await m.get('page13', kept('p13', ['catalogue:goods:13', 'catalogue:stock:41']));
    await m.get('list', kept('l', ['catalogue:goods', '~catalogue:stock:40', '~catalogue:stock:41']));
    await m.get('article', kept('a', ['content:articles:1']));
    expect(m.stats().entries).toBe(4);
    await changes.publish('catalogue', 'stock:40');
    // The product page at once; the list only after the lag.
    expect((await m.stats()).entries).toBe(3);
    expect(await m.get('page13', kept('x', []))).toBe('p13');
    expect(await m.get('list', kept('x', []))).toBe('l');
    await new Promise((r) => setTimeout(r, 600));
    expect(await m.get('list', kept('l2', ['catalogue:goods']))).toBe('l2');
    expect(await m.get('page12', kept('p12', ['catalogue:goods:12']))).toBe('p12');
    // A product edit: its page and every list, not the other product.
    await changes.publish('catalogue', 'goods:13');
    expect(await m.get('page12', kept('x', []))).toBe('p12');
    expect(await m.get('page13', kept('p13b', []))).toBe('p13b');
    expect(await m.get('list', kept('l3', []))).toBe('l3');
    // `stock:*` drops every stock dependent; no key drops the topic.
    await m.get('page12b', kept('p', ['catalogue:stock:99']));
    await changes.publish('catalogue', 'stock:*');
    expect(await m.get('page12b', kept('p2', []))).toBe('p2');
    await changes.publish('content');
    expect(await m.get('article', kept('a2', []))).toBe('a2');
    m.close();
  });

  it('does not keep a load that was under way when what it read changed, nor share it with later callers', async () => {
    const changes = createLocalChangeBus();
    const m = dependentMemo<string>({ name: 't2', changes, topics: ['catalogue'], maxBytes: 1e6 });
    let release!: () => void;
    const slow = m.get('k', async () => {
      await new Promise<void>((r) => (release = r));
      return { value: 'old', deps: ['catalogue:goods:1'], bytes: 10 };
    });
    await changes.publish('catalogue', 'goods:1');
    const after = m.get('k', kept('new', ['catalogue:goods:1']));
    release();
    expect(await slow).toBe('old');
    expect(await after).toBe('new');
    expect(await m.get('k', kept('x', []))).toBe('new');
    m.close();
  });

  it('stays within its bound in bytes, least recently used out first', async () => {
    const changes = createLocalChangeBus();
    const m = dependentMemo<string>({ name: 't3', changes, topics: ['catalogue'], maxBytes: 50_000 });
    await m.get('hot', kept('h', ['catalogue:goods'], 1000));
    for (let i = 0; i < 10_000; i++) {
      await m.get(`junk-${i}`, kept(`j${i}`, [`~catalogue:stock:${i}`], 500));
      if (i % 10 === 0) await m.get('hot', kept('x', []));
      expect(m.stats().bytes).toBeLessThanOrEqual(50_000);
    }
    expect(await m.get('hot', kept('x', []))).toBe('h');
    expect(m.stats().evictions).toBeGreaterThan(9_000);
    m.close();
  });
});

describe('the bench switch BENCH_CACHES_OFF (decision 483)', () => {
  it('makes every memo and dependent memo load each time and keep nothing', async () => {
    const m = memo<string, number>();
    const d = dependentMemo<number>({ name: 'off-test', changes: createLocalChangeBus(), topics: ['catalogue'], maxBytes: 1_000_000 });
    let loads = 0;
    const load = async () => ++loads;
    const kept = async () => ({ value: ++loads, deps: ['catalogue'], bytes: 8 });
    setCachesOff(true);
    try {
      expect([await m.get('k', load), await m.get('k', load), await d.get('k', kept), await d.get('k', kept)]).toEqual([1, 2, 3, 4]);
      expect([m.size, d.stats().entries]).toEqual([0, 0]);
    } finally {
      setCachesOff(false);
      d.close();
    }
    expect([await m.get('k', load), await m.get('k', load)]).toEqual([5, 5]);
  });
});
