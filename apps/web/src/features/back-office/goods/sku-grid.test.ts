import { describe, expect, it } from 'vitest';
import { duplicateCodes, skuGrid, type SkuRow } from './sku-grid.ts';

const row = (skuCode: string, selectionIds: number[]): SkuRow => ({ skuCode, selectionIds, price: 100, originalPrice: 100, status: 'on' });
/** The codes of a grid of colours 1, 2 × sizes 10, 20 for RING, keeping `kept`. */
const codesOf = (kept: SkuRow[]) =>
  skuGrid(
    [
      [1, 2],
      [10, 20],
    ],
    kept,
    'RING',
    100,
  ).map((r) => r.skuCode);

describe('skuGrid codes (issue 27)', () => {
  it('numbers new rows from 1 on a fresh grid', () => {
    expect(codesOf([])).toEqual(['RING-1', 'RING-2', 'RING-3', 'RING-4']);
  });

  it('never gives a new row a code a kept row has (was -1, -2, -2, -4)', () => {
    // Rows kept from an earlier grid of colour 1 × sizes 10, 20 hold -1 and -2; adding colour 2 adds two rows.
    const kept = [row('RING-1', [1, 10]), row('RING-2', [1, 20])];
    expect(codesOf(kept)).toEqual(['RING-1', 'RING-2', 'RING-3', 'RING-4']);
    // The kept rows sit elsewhere in the order: the new ones still avoid their codes.
    const shuffled = [row('RING-1', [2, 20]), row('RING-3', [1, 10])];
    const again = codesOf(shuffled);
    expect(new Set(again).size).toBe(4);
    expect(duplicateCodes(again.map((skuCode) => ({ skuCode })))).toEqual([]);
  });

  it('duplicateCodes names a code used twice, case-insensitively', () => {
    expect(duplicateCodes([{ skuCode: 'a-1' }, { skuCode: 'A-1' }, { skuCode: 'B' }])).toEqual(['A-1']);
  });
});
