import { STORE_NOTICE_TIMING } from '@shop/contract';

/** Store notice motion as plain rules (blocks §4 store notice). */
export type TextDisplay = 'horizon' | 'vertical' | 'pop';

/** Text notices move only when there is more than one. */
export const animates = (mode: 'text_mode' | 'img_mode', count: number) => mode === 'text_mode' && count > 1;

/** Delay before the next notice in vertical and pop modes: 3000 ms, plus 1000 / 1200 ms after the first cycle. */
export function cycleDelay(display: Exclude<TextDisplay, 'horizon'>, cycle: number): number {
  const extra = display === 'vertical' ? STORE_NOTICE_TIMING.VERTICAL_EXTRA_MS : STORE_NOTICE_TIMING.POP_EXTRA_MS;
  return STORE_NOTICE_TIMING.CYCLE_MS + (cycle > 0 ? extra : 0);
}

/**
 * One horizontal tick (1 px every 10 ms): when the first notice has moved a whole width out of view it
 * goes to the end of the row and the offset starts again.
 */
export function horizontalStep<T>(items: T[], offset: number, firstWidth: number): { items: T[]; offset: number } {
  const next = offset + 1;
  if (firstWidth > 0 && next >= firstWidth && items.length > 1) return { items: [...items.slice(1), items[0]!], offset: 0 };
  return { items, offset: next };
}
