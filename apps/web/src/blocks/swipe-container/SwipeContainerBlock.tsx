import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './swipe-container.css';

/** Full-width slides: swiped on touch (native scrolling with snap), or moved with the dots. */
export function SwipeContainerBlock({ props }: BlockRendererProps<'swipeContainer'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const title = pickText(props.title, lang);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The active dot follows the slide the swipe settled on.
    const onScroll = () => setActive(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  const goTo = (i: number) => trackRef.current?.scrollTo({ left: i * trackRef.current.clientWidth, behavior: 'smooth' });
  return (
    <section className="blk-swipe container" aria-roledescription="carousel" aria-label={title || undefined}>
      {title && <h2 className="blk-swipe__title">{title}</h2>}
      <ul className="blk-swipe__track" ref={trackRef}>
        {props.items.map((item, i) => (
          <li key={i} className="blk-swipe__slide" aria-roledescription="slide" aria-label={t('slide', { n: i + 1 })}>
            <TargetLink target={item.link} className="blk-swipe__link">
              <Img src={item.img} width={1000} alt="" aspect={2} className="blk-swipe__img" />
              <span className="blk-swipe__caption">{pickText(item.title, lang)}</span>
            </TargetLink>
          </li>
        ))}
      </ul>
      {props.items.length > 1 && (
        <div className="blk-swipe__dots">
          {props.items.map((_, i) => (
            <button key={i} type="button" className={`blk-swipe__dot${i === active ? ' is-active' : ''}`} aria-label={t('slide', { n: i + 1 })} aria-current={i === active} onClick={() => goTo(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
