import type { Goods } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '../../lib/change-bus.ts';
import { createKeptGoods, keptGoods } from './goods-kept.ts';
import { KeptByWeight } from './search-kept.ts';

/* What the search keeps between requests (decision 520): bounded in entries, and goods dropped by changes. */

describe('KeptByWeight', () => {
  it('drops the least recently used beyond its bound, sparing the value just kept', () => {
    const kept = new KeptByWeight<string>(10);
    kept.set('a', 'A', 4);
    kept.set('b', 'B', 4);
    expect(kept.get('a')).toBe('A'); // now b is the oldest
    kept.set('c', 'C', 4);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['A', undefined, 'C']);
    kept.set('huge', 'H', 50);
    expect([kept.get('a'), kept.get('c'), kept.get('huge')]).toEqual([undefined, undefined, 'H']);
  });

  it('weighs a value read later, unless the key no longer holds it', () => {
    const kept = new KeptByWeight<string>(10);
    kept.set('a', 'A');
    kept.set('b', 'B');
    kept.weigh('b', 'B', 8);
    kept.weigh('a', 'stale', 100); // not what `a` holds: ignored
    expect(kept.get('a')).toBe('A');
    kept.weigh('a', 'A', 8); // 16 > 10: `b`, the oldest now, goes
    expect([kept.get('a'), kept.get('b')]).toEqual(['A', undefined]);
  });
});

const goods = (id: number, skuIds: number[]) => ({ id, skuList: skuIds.map((k) => ({ id: k })) }) as unknown as Goods;

describe('kept goods', () => {
  it('builds the missing goods in one load, keeps them, and builds one again after its stock changes', async () => {
    const changes = createLocalChangeBus();
    const kept = createKeptGoods(changes);
    const loads: number[][] = [];
    const load = async (ids: number[]) => {
      loads.push([...ids]);
      return ids.filter((id) => id !== 404).map((id) => goods(id, [id * 10]));
    };
    const key = (id: number) => `M|S|${id}`;
    expect((await keptGoods(kept, [3, 1, 404, 2], key, load)).map((g) => g.id)).toEqual([3, 1, 2]);
    expect(loads).toEqual([[3, 1, 404, 2]]);
    expect((await keptGoods(kept, [2, 3], key, load)).map((g) => g.id)).toEqual([2, 3]);
    expect(loads).toHaveLength(1);
    await changes.publish('catalogue', 'stock:30');
    await keptGoods(kept, [1, 2, 3, 404], key, load);
    // Goods 3 (sku 30) is built again; the one not found was never kept.
    expect(loads[1]).toEqual([3, 404]);
    await changes.publish('catalogue', 'goods:1');
    await keptGoods(kept, [1, 2], key, load);
    expect(loads[2]).toEqual([1]);
    kept.close();
  });
});
