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
 * as the visitor scrolls, under the entry shown at the time.
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
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current!.set(shown.current, window.scrollY));
    };
    const persist = () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...positions.current!].slice(-50))));
      } catch {
        // Storage full or off: positions last for this page's life only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    const saved = positions.current?.get(location.key);
    if (type === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (type !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
  return null;
}
