import { describe, expect, it } from 'vitest';
import { renderTurns } from './media-cache.ts';

/** Decision 411: the render slot rests after each render, so renders take at most MEDIA_RENDER_SHARE of it. */
describe('render turns', () => {
  const busy = (ms: number) => () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), ms));

  it('at 25 % a slot rests three times the render before the next one starts', async () => {
    const turns = renderTurns(1, 4, 25);
    const t0 = performance.now();
    const [first, second] = await Promise.all([turns.run(busy(40)), turns.run(busy(40))]);
    // The first answer is not held back by the rest; the second render starts after ~120 ms of it.
    expect(first - t0).toBeLessThan(100);
    expect(second - first).toBeGreaterThanOrEqual(40 + 110);
  });

  it('at 100 % the slot passes straight on', async () => {
    const turns = renderTurns(1, 4, 100);
    const [first, second] = await Promise.all([turns.run(busy(30)), turns.run(busy(30))]);
    expect(second - first).toBeLessThan(100);
  });
});
