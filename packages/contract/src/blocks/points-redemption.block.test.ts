import { describe, expect, it } from 'vitest';
import { readBlock } from './read-block.ts';
import { POINTS_BLOCK_COLUMNS, POINTS_BLOCK_PAGE_SIZE } from '../club.ts';
import { ERRORS } from '../errors/index.ts';

const read = (props: Record<string, unknown>) => readBlock('pointsRedemption', props);

describe('pointsRedemption block', () => {
  it('defaults to 20 goods a page (blocks §9), 4 columns, with search', () => {
    expect(read({})).toMatchObject({ pageSize: 20, columns: 4, showSearch: true, activeColor: '#00053e' });
    expect(POINTS_BLOCK_PAGE_SIZE).toMatchObject({ min: 1, max: 50, default: 20 });
    expect(POINTS_BLOCK_COLUMNS).toMatchObject({ min: 2, max: 6, default: 4 });
  });
  it('clamps its bounds', () => {
    expect(read({ pageSize: 500 }).pageSize).toBe(50);
    expect(read({ pageSize: 0 }).pageSize).toBe(1);
    expect(read({ columns: 9 }).columns).toBe(6);
  });
});

describe('club error codes', () => {
  it('has every code of 140000–140023 and 24001, with the spec texts where the spec gives them', () => {
    const codes = new Set<number>(Object.values(ERRORS).map((e) => e.code));
    for (let c = 140000; c <= 140023; c++) expect(codes.has(c), String(c)).toBe(true);
    expect(ERRORS.REDEMPTION_OVER_LIMIT).toMatchObject({ code: 24001 });
    expect(ERRORS.REDEMPTION_OVER_LIMIT.text.en).toContain('Already Over limit');
    expect(ERRORS.SCORE_INSUFFICIENT).toMatchObject({ code: 140006, text: { en: 'Score insufficient' } });
  });
});
