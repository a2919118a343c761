import { useEffect, useRef, type RefObject } from 'react';
import { CONTAINER_MOTION } from '@shop/contract';

/**
 * How far the content follows a drag past either end: half the excess, never more than the spec's
 * 100 px (blocks §9 "default offset max 100 px").
 */
export function rubberBand(excess: number, max: number = CONTAINER_MOTION.MAX_OFFSET_PX): number {
  if (excess === 0) return 0;
  return Math.sign(excess) * Math.min(max, Math.abs(excess) / 2);
}

/** Where a scroll position inside `[0, maxScroll]` ends up, and what is left over past the ends. */
export function splitScroll(wanted: number, maxScroll: number): { scroll: number; excess: number } {
  const scroll = Math.min(Math.max(wanted, 0), Math.max(0, maxScroll));
  return { scroll, excess: wanted - scroll };
}

/**
 * Pointer dragging for the scroll and swipe containers: the track scrolls with the pointer; past either
 * end its content (`inner`) is pulled at most 100 px and springs back in 300 ms on release. Wheel and
 * keyboard scrolling stay native. A drag longer than a few pixels swallows the click that ends it, so a
 * link inside is not followed by accident. `onRelease` lets the swipe container snap to a slide.
 */
export function useDragScroll(
  track: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
  onRelease?: (el: HTMLElement, velocity: number) => void,
) {
  const release = useRef(onRelease);
  release.current = onRelease;
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let start: { x: number; y: number; scroll: number; id: number; t: number } | null = null;
    let dragging = false;
    let moved = false;
    let lastX = 0;
    const setOffset = (px: number, animate: boolean) => {
      const content = inner.current;
      if (!content) return;
      content.style.transition = animate ? `transform ${CONTAINER_MOTION.REBOUND_MS}ms ease-out` : 'none';
      content.style.transform = px ? `translateX(${px}px)` : '';
    };
    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, scroll: el.scrollLeft, id: e.pointerId, t: performance.now() };
      dragging = false;
      moved = false;
      lastX = e.clientX;
    };
    const move = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return;
      const dx = e.clientX - start.x;
      if (!dragging) {
        if (Math.abs(dx) < 6 || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
        dragging = true;
        moved = true;
        el.setPointerCapture?.(e.pointerId);
        el.style.scrollSnapType = 'none';
      }
      lastX = e.clientX;
      const { scroll, excess } = splitScroll(start.scroll - dx, el.scrollWidth - el.clientWidth);
      el.scrollLeft = scroll;
      setOffset(-rubberBand(excess), false);
    };
    const up = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return;
      const s = start;
      start = null;
      if (!dragging) return;
      dragging = false;
      el.style.scrollSnapType = '';
      setOffset(0, true);
      const ms = Math.max(1, performance.now() - s.t);
      release.current?.(el, (s.x - lastX) / ms);
    };
    const click = (e: MouseEvent) => {
      if (moved) {
        e.preventDefault();
        e.stopPropagation();
        moved = false;
      }
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('click', click, true);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('click', click, true);
    };
  }, [track, inner]);
}
