import { describe, expect, it } from 'vitest';
import { animates, cycleDelay, horizontalStep } from './notice-timing.ts';

describe('store notice timing', () => {
  it('animates only text mode with more than one notice', () => {
    expect(animates('text_mode', 2)).toBe(true);
    expect(animates('text_mode', 1)).toBe(false);
    expect(animates('img_mode', 5)).toBe(false);
  });
  it('cycles every 3000 ms, plus 1000 (vertical) or 1200 (pop) after the first cycle', () => {
    expect(cycleDelay('vertical', 0)).toBe(3000);
    expect(cycleDelay('vertical', 1)).toBe(4000);
    expect(cycleDelay('pop', 0)).toBe(3000);
    expect(cycleDelay('pop', 3)).toBe(4200);
  });
  it('moves 1 px a tick and rotates the first notice to the end after its width', () => {
    expect(horizontalStep(['a', 'b'], 0, 3)).toEqual({ items: ['a', 'b'], offset: 1 });
    expect(horizontalStep(['a', 'b', 'c'], 2, 3)).toEqual({ items: ['b', 'c', 'a'], offset: 0 });
  });
});
