import { useRef, useSyncExternalStore, type PointerEvent } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const subscribe = (cb: () => void) => {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};

/** True when the visitor asked the system for less motion: no autoplay, no sliding animation. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * Swipe on touch and pen: follows the finger (`onDrag` with the offset) and, on release past the
 * threshold, steps to the previous or next item. Mouse drags are left alone (links stay clickable).
 */
export function useSwipe(opts: { onDrag?: (dx: number) => void; onSwipe: (direction: -1 | 1) => void }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const horizontal = useRef(false);
  return {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === 'mouse') return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
      horizontal.current = false;
    },
    onPointerMove(e: PointerEvent) {
      const s = start.current;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      if (!horizontal.current && Math.abs(dx) > 8 && Math.abs(dx) > Math.abs(e.clientY - s.y)) horizontal.current = true;
      if (horizontal.current) opts.onDrag?.(dx);
    },
    onPointerUp(e: PointerEvent) {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      opts.onDrag?.(0);
      if (horizontal.current && Math.abs(dx) >= SWIPE_MIN_PX) opts.onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
      opts.onDrag?.(0);
    },
  };
}
