import { describe, expect, it } from 'vitest';
import { perTurn } from './per-turn.ts';

describe('perTurn (decision 621)', () => {
  const reader = () => {
    const reads: string[][] = [];
    const read = perTurn(
      (asked: string) => asked.split(':')[0]!,
      async (asked: string[]) => {
        reads.push(asked);
        if (asked.includes('bad:x')) throw new Error('no such thing');
        return asked.map((a) => a.toUpperCase());
      },
    );
    return { reads, read };
  };

  it('answers the calls of one turn with one read per group, each call its own answer in order', async () => {
    const { reads, read } = reader();
    const answers = await Promise.all([read('a:1'), read('b:1'), read('a:2'), read('a:1')]);
    expect(answers).toEqual(['A:1', 'B:1', 'A:2', 'A:1']);
    expect(reads).toEqual([['a:1', 'a:2', 'a:1'], ['b:1']]);
  });

  it('reads a lone call by itself, and the next turn’s calls in a read of their own', async () => {
    const { reads, read } = reader();
    expect(await read('a:1')).toBe('A:1');
    await Promise.all([read('a:2'), read('a:3')]);
    expect(reads).toEqual([['a:1'], ['a:2', 'a:3']]);
  });

  it('fails every call of a failed read with its error, and leaves the other groups and later reads alone', async () => {
    const { reads, read } = reader();
    const settled = await Promise.allSettled([read('bad:1'), read('bad:x'), read('ok:1')]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['no such thing', 'no such thing', 'OK:1']);
    expect(await read('bad:2')).toBe('BAD:2');
    expect(reads).toHaveLength(3);
  });
});
