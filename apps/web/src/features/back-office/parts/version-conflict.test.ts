import { describe, expect, it } from 'vitest';
import { conflictRows } from './version-conflict.tsx';

/** The field-by-field comparison after a reload (decision 443): who changed which field since the form was drawn. */
describe('conflictRows', () => {
  const base = { title: 'Ring', price: 100, status: 'on', tags: ['a'] };
  it('names mine, theirs and both; leaves out fields where we agree or nobody changed', () => {
    const mine = { title: 'Gold ring', price: 120, status: 'on', tags: ['a', 'b'] };
    const latest = { title: 'Ring', price: 150, status: 'off', tags: ['a', 'b'] };
    expect(conflictRows(base, mine, latest)).toEqual([
      { key: 'title', mine: true, theirs: false },
      { key: 'price', mine: true, theirs: true },
      { key: 'status', mine: false, theirs: true },
    ]);
  });
  it('is empty when nothing differs', () => {
    expect(conflictRows(base, { ...base }, { ...base })).toEqual([]);
  });
});
