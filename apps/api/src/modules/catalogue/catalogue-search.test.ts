import { describe, expect, it } from 'vitest';
import { documentGrams, HAN_KEY_MAX, LATIN_KEY_MAX, parseQuery } from './catalogue-search.ts';

describe('catalogue search keys', () => {
  it('stores every piece of a run up to the key length', () => {
    const keys = new Set(documentGrams('翡翠手鐲 | lotus'));
    for (const k of ['翡', '翡翠', '翠手鐲', '翡翠手鐲', 'l', 'otu', 'lotus']) expect(keys.has(k), k).toBe(true);
    expect(keys.has('翠 l')).toBe(false);
    const long = documentGrams('abcdefghijklmnop');
    expect(Math.max(...long.map((k) => k.length))).toBe(LATIN_KEY_MAX);
    const han = documentGrams('一二三四五六七八');
    expect(Math.max(...han.map((k) => Array.from(k).length))).toBe(HAN_KEY_MAX);
  });

  it('looks a word up by one exact key when it is one run no longer than a key', () => {
    expect(parseQuery('  Gold   翡翠 ')).toEqual([
      { term: 'gold', grams: ['gold'], exact: true },
      { term: '翡翠', grams: ['翡翠'], exact: true },
    ]);
    // Several runs, or longer than a key: pieces, then the text decides.
    expect(parseQuery('18k金')).toEqual([{ term: '18k金', grams: ['18k', '金'], exact: false }]);
    expect(parseQuery('jh000123-yg')[0]).toMatchObject({ grams: ['jh000123', 'yg'], exact: false });
    expect(parseQuery('abcdefghijklmnop')[0]).toEqual({
      term: 'abcdefghijklmnop',
      grams: ['abcdefghijkl', 'efghijklmnop'],
      exact: false,
    });
    expect(parseQuery('天然翡翠翡翠手鐲')[0]).toMatchObject({ grams: ['天然翡翠翡翠', '翡翠翡翠手鐲'], exact: false });
    // Full-width and upper-case letters fold to the same key.
    expect(parseQuery('ＧＯＬＤ')[0]).toMatchObject({ grams: ['gold'], exact: true });
    expect(parseQuery('% & -')).toEqual([]);
  });
});
