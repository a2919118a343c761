import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacter, multiline } from './text-guard.ts';

const schema = z.object({
  name: z.string(),
  remark: multiline(z.string()),
  lines: z.array(z.object({ skuId: z.int(), note: z.string() })),
  content: z.unknown(),
});

describe('findControlCharacter', () => {
  it('names nothing in a body without control characters, however deep or wide', () => {
    const body = {
      name: '翡翠 "jade"',
      remark: 'ok',
      lines: Array.from({ length: 50 }, (_, i) => ({ skuId: i, note: `n${i}` })),
      content: { a: [{ b: 'c' }] },
    };
    expect(findControlCharacter(body, schema)).toBeUndefined();
  });

  it('names the field of a control character in a string or a key, at any depth (decision 124)', () => {
    expect(findControlCharacter({ name: 'a\u0000b' }, schema)).toEqual(['name']);
    expect(
      findControlCharacter(
        {
          lines: [
            { skuId: 1, note: 'x' },
            { skuId: 2, note: 'y\u0007' },
          ],
        },
        schema,
      ),
    ).toEqual(['lines', 1, 'note']);
    expect(findControlCharacter({ content: { 'k\u001f': 1 } }, schema)).toEqual(['content', 'k\u001f']);
    expect(findControlCharacter({ content: { deep: [['\u007f']] } }, schema)).toEqual(['content', 'deep', 0, 0]);
  });

  it('allows line breaks only where a field is not one line', () => {
    expect(findControlCharacter({ remark: 'two\nlines\tand\r\n' }, schema)).toBeUndefined();
    expect(findControlCharacter({ content: { text: 'free\nform' } }, schema)).toBeUndefined();
    expect(findControlCharacter({ name: 'one\nline' }, schema)).toEqual(['name']);
    expect(findControlCharacter({ lines: [{ skuId: 1, note: 'a\tb' }] }, schema)).toEqual(['lines', 0, 'note']);
    // A text area still refuses the other control characters.
    expect(findControlCharacter({ remark: 'bell\u0007' }, schema)).toEqual(['remark']);
  });

  it('looks no deeper than 32 levels', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(findControlCharacter({ content: deep }, schema)).toBeUndefined();
  });
});
