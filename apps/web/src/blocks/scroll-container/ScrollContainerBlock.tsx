import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { NestedBlocks } from '../nested-blocks.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useDragScroll } from '../drag-scroll.ts';
import './scroll-container.css';

/**
 * A row of nested blocks scrolled sideways: dragged (with the 100 px pull and 300 ms spring at the ends),
 * wheel, touch or the arrows, snapping to each item. Empty, it shows a prompt in the editor only.
 */
export function ScrollContainerBlock({ props }: BlockRendererProps<'scrollContainer'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { viewMode } = useAppData();
  const rowRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLUListElement>(null);
  useDragScroll(rowRef, innerRef);
  const title = pickText(props.title, lang);
  const scroll = (dir: 1 | -1) => rowRef.current?.scrollBy({ left: dir * (props.itemWidth + 16), behavior: 'smooth' });
  if (props.blocks.length === 0) return viewMode === 'wvEdit' ? <p className="blk-tabs__placeholder">{t('containerPlaceholder')}</p> : null;
  return (
    <section className="blk-scroll container" aria-label={title || undefined}>
      <div className="blk-scroll__head">
        {title && <h2 className="blk-scroll__title">{title}</h2>}
        <div className="blk-scroll__arrows">
          <button type="button" className="blk-scroll__arrow" onClick={() => scroll(-1)} aria-label={t('scrollPrev')}>
            ‹
          </button>
          <button type="button" className="blk-scroll__arrow" onClick={() => scroll(1)} aria-label={t('scrollNext')}>
            ›
          </button>
        </div>
      </div>
      <div className="blk-scroll__row" ref={rowRef}>
        <ul className="blk-scroll__inner" ref={innerRef}>
          {props.blocks.map((b) => (
            <li key={b.id} className="blk-scroll__item" style={{ flexBasis: props.itemWidth, width: props.itemWidth }}>
              <NestedBlocks blocks={[b]} preview={viewMode !== 'view'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
