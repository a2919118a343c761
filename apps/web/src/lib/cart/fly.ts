import { TIMING } from '@shop/contract';
import { CART_ICON_ATTR } from './cart-icon-mark.ts';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function bounce(icon: Element) {
  icon.animate?.([{ transform: 'scale(1)' }, { transform: 'scale(1.25) translateY(-4px)' }, { transform: 'scale(0.95)' }, { transform: 'scale(1)' }], {
    duration: 450,
    easing: 'ease-out',
  });
}

/**
 * The add-to-cart animation (core §4, blocks §9): a 40 px ball appears over what was clicked, pauses
 * 500 ms, flies 800 ms to the cart icon, and the icon bounces 500 ms later. Without a cart icon on the
 * page only a warning is logged (core §8). Reduced motion: the icon just bounces.
 */
export function flyToCart(from: Element | null | undefined): void {
  const icon = document.querySelector(`[${CART_ICON_ATTR}]`);
  if (!icon) {
    console.warn('fly-to-cart: no cart icon on the page');
    return;
  }
  if (!from || reducedMotion()) {
    window.setTimeout(() => bounce(icon), TIMING.CART_ICON_BOUNCE_AFTER_MS);
    return;
  }
  const size = TIMING.FLY_TO_CART_BALL_PX;
  const start = from.getBoundingClientRect();
  const end = icon.getBoundingClientRect();
  const ball = document.createElement('div');
  ball.setAttribute('aria-hidden', 'true');
  Object.assign(ball.style, {
    position: 'fixed',
    zIndex: '9999',
    pointerEvents: 'none',
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: '#c9a96e',
    boxShadow: '0 2px 8px rgba(0, 5, 62, 0.35)',
    left: `${start.left + start.width / 2 - size / 2}px`,
    top: `${start.top + start.height / 2 - size / 2}px`,
  });
  document.body.appendChild(ball);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const total = TIMING.FLY_TO_CART_PAUSE_MS + TIMING.FLY_TO_CART_MS;
  const pause = TIMING.FLY_TO_CART_PAUSE_MS / total;
  const animation = ball.animate?.(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1, offset: 0 },
      // The easing of a keyframe shapes the segment after it: the flight arcs up, then drops into the icon.
      { transform: 'translate(0, 0) scale(1)', opacity: 1, offset: pause, easing: 'cubic-bezier(0.5, -0.3, 0.7, 0.4)' },
      { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0.7, offset: 1 },
    ],
    { duration: total, fill: 'forwards' },
  );
  const done = () => {
    ball.remove();
    window.setTimeout(() => bounce(icon), TIMING.CART_ICON_BOUNCE_AFTER_MS);
  };
  if (animation) animation.onfinish = done;
  else window.setTimeout(done, total);
}
