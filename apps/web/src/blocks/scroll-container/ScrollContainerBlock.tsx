import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './scroll-container.css';

/** A row of cards scrolled sideways (touch swipe, wheel or arrows), snapping to each card. */
export function ScrollContainerBlock({ props }: BlockRendererProps<'scrollContainer'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const rowRef = useRef<HTMLUListElement>(null);
  const title = pickText(props.title, lang);
  const scroll = (dir: 1 | -1) => rowRef.current?.scrollBy({ left: dir * (props.itemWidth + 16), behavior: 'smooth' });
  return (
    <section className="blk-scroll container" aria-label={title || undefined}>
      <div className="blk-scroll__head">
        {title && <h2 className="blk-scroll__title">{title}</h2>}
        <div className="blk-scroll__arrows">
          <button type="button" className="blk-scroll__arrow" onClick={() => scroll(-1)} aria-label={t('scrollPrev')}>‹</button>
          <button type="button" className="blk-scroll__arrow" onClick={() => scroll(1)} aria-label={t('scrollNext')}>›</button>
        </div>
      </div>
      <ul className="blk-scroll__row" ref={rowRef}>
        {props.items.map((item, i) => (
          <li key={i} className="blk-scroll__item" style={{ flexBasis: props.itemWidth }}>
            <TargetLink target={item.link} className="blk-scroll__link">
              <Img src={item.img} width={props.itemWidth} alt="" aspect={1} className="blk-scroll__img" />
              <span className="blk-scroll__caption">{pickText(item.title, lang)}</span>
            </TargetLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
