import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTurns } from './media-cache.ts';

/**
 * Decision 411: the render slot rests after each render, so renders take at most MEDIA_RENDER_SHARE of it.
 * On a fake clock: a test run beside others on a busy machine must not turn a 40 ms timer into a failure.
 */
describe('render turns', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());
  const busy = (ms: number) => () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), ms));
  const both = async (turns: ReturnType<typeof renderTurns>, ms: number) => {
    const t0 = performance.now();
    const done = Promise.all([turns.run(busy(ms)), turns.run(busy(ms))]);
    await vi.runAllTimersAsync();
    const [first, second] = await done;
    return { first: first - t0, second: second - t0 };
  };

  it('at 25 % a slot rests three times the render before the next one starts', async () => {
    // The first answer is not held back by the rest; the second render starts after 120 ms of it.
    expect(await both(renderTurns(1, 4, 25), 40)).toEqual({ first: 40, second: 40 + 120 + 40 });
  });

  it('at 100 % the slot passes straight on', async () => {
    expect(await both(renderTurns(1, 4, 100), 30)).toEqual({ first: 30, second: 60 });
  });

  it('two slots render side by side', async () => {
    expect(await both(renderTurns(2, 4, 25), 40)).toEqual({ first: 40, second: 40 });
  });
});
