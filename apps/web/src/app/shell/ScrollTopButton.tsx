import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@shop/contract';

/** Appears after 50 px of scrolling; scrolls up in 10 steps of 20 ms, stopped by the wheel or a touch. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const animation = useRef<number | null>(null);

  useEffect(() => {
    let last = 0;
    let pending: number | null = null;
    const check = () => {
      pending = null;
      last = Date.now();
      setVisible(window.scrollY > TIMING.SCROLL_TOP_AFTER_PX);
    };
    const onScroll = () => {
      if (pending !== null) return;
      const wait = Math.max(0, TIMING.SCROLL_THROTTLE_MS - (Date.now() - last));
      pending = window.setTimeout(check, wait);
    };
    const stop = () => {
      if (animation.current !== null) window.clearInterval(animation.current);
      animation.current = null;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      if (pending !== null) window.clearTimeout(pending);
      stop();
    };
  }, []);

  const scrollUp = () => {
    const start = window.scrollY;
    let step = 0;
    if (animation.current !== null) window.clearInterval(animation.current);
    animation.current = window.setInterval(() => {
      step++;
      window.scrollTo(0, start * (1 - step / 10));
      if (step >= 10 && animation.current !== null) {
        window.clearInterval(animation.current);
        animation.current = null;
      }
    }, 20);
  };

  if (!visible) return null;
  return (
    <button type="button" className="shell__scroll-top" onClick={scrollUp} aria-label={t('scrollTop')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
