import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'shop:scroll';

function readSaved(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

/**
 * Scroll as a visitor expects between screens: a new address starts at the top (or at its #anchor); Back
 * and Forward return to where the visitor was on that entry, also after a reload. Positions are recorded
 * as the visitor scrolls, under the entry shown at the time. The one place that scrolls on navigation:
 * links, `useGo` and blocks that change their query (an article's next) rely on it.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef(location.key);
  const positions = useRef<Map<string, number> | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readSaved();
    let frame = 0;
    const remember = () => positions.current!.set(shown.current, window.scrollY);
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    const persist = () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...positions.current!].slice(-50))));
      } catch {
        // Storage full or off: positions last for this page's life only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    // A tap on a link right after a scroll navigates before the browser's next frame delivers that scroll's
    // event: the position is taken again as the tap begins, still under the screen being left.
    window.addEventListener('click', remember, { capture: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('click', remember, { capture: true });
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    const saved = positions.current?.get(location.key);
    if (type === 'POP' && saved !== undefined) return holdPlace(saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (type !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
  return null;
}

const SETTLE_MS = 1500;
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Back to a screen: scroll to where the visitor was, and stay there while the screen is still growing (its
 * lists and facets answering after the first draw), because the browser's scroll anchoring would otherwise
 * follow whatever was in view at the first draw. Ends when the page settles or the visitor moves.
 */
function holdPlace(y: number): () => void {
  window.scrollTo(0, y);
  const observer = new ResizeObserver(() => window.scrollTo(0, y));
  observer.observe(document.documentElement);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}
