import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { NestedBlocks } from '../nested-blocks.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useDragScroll } from '../drag-scroll.ts';
import './swipe-container.css';

/** The slide a drag ends on: a quick flick moves one slide even when short. */
export function slideAfterDrag(scrollLeft: number, width: number, count: number, velocity: number, from: number): number {
  const nearest = Math.round(scrollLeft / Math.max(1, width));
  const flick = Math.abs(velocity) > 0.4 ? from + Math.sign(velocity) : nearest;
  return Math.min(count - 1, Math.max(0, Math.abs(velocity) > 0.4 ? flick : nearest));
}

/**
 * Full-width slides, one nested block each: swiped or dragged (100 px pull and 300 ms spring at the
 * ends), or moved with the dots.
 */
export function SwipeContainerBlock({ props }: BlockRendererProps<'swipeContainer'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { viewMode } = useAppData();
  const trackRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  activeRef.current = active;
  const title = pickText(props.title, lang);
  const count = props.blocks.length;

  useDragScroll(trackRef, innerRef, (el, velocity) => {
    const to = slideAfterDrag(el.scrollLeft, el.clientWidth, count, velocity, activeRef.current);
    el.scrollTo({ left: to * el.clientWidth, behavior: 'smooth' });
  });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The active dot follows the slide the swipe settled on.
    const onScroll = () => setActive(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [count]);

  if (count === 0) return viewMode === 'wvEdit' ? <p className="blk-tabs__placeholder">{t('containerPlaceholder')}</p> : null;
  const goTo = (i: number) => trackRef.current?.scrollTo({ left: i * trackRef.current.clientWidth, behavior: 'smooth' });
  return (
    <section className="blk-swipe container" aria-roledescription="carousel" aria-label={title || undefined}>
      {title && <h2 className="blk-swipe__title">{title}</h2>}
      <div className="blk-swipe__track" ref={trackRef}>
        <ul className="blk-swipe__inner" ref={innerRef}>
          {props.blocks.map((b, i) => (
            <li key={b.id} className="blk-swipe__slide" aria-roledescription="slide" aria-label={t('slide', { n: i + 1 })}>
              <NestedBlocks blocks={[b]} preview={viewMode !== 'view'} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="blk-swipe__dots">
          {props.blocks.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`blk-swipe__dot${i === active ? ' is-active' : ''}`}
              aria-label={t('slide', { n: i + 1 })}
              aria-current={i === active}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
