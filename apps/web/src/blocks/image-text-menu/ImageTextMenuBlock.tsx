import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import { useSwipe } from '../motion.ts';
import { menuPages } from './menu-pages.ts';
import './image-text-menu.css';

type Item = BlockRendererProps<'imageTextMenu'>['props']['categoryMenuInfos'][number];

/** Round icons with captions, five to a row in one or two rows, paged with dots and by swiping. */
export function ImageTextMenuBlock({ id, props }: BlockRendererProps<'imageTextMenu'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  const [page, setPage] = useState(0);
  const [drag, setDrag] = useState(0);
  const pages = menuPages(props.categoryMenuInfos, props.rows);
  const go = (to: number) => setPage(Math.min(pages.length - 1, Math.max(0, to)));
  const swipe = useSwipe({ onDrag: setDrag, onSwipe: (d) => go(page + d) });
  if (!pages.length) return null;
  const current = Math.min(page, pages.length - 1);
  const style = { '--page': current, '--drag': `${drag}px`, background: props.backgroundColor, fontSize: props.fontSize, color: props.color } as CSSProperties;
  return (
    <nav className={`blk-imenu blk-imenu--${props.imageShape}${drag ? ' blk-imenu--dragging' : ''}`} aria-label={t('imageMenu')} style={style}>
      <div className="blk-imenu__viewport" {...swipe}>
        <div className="blk-imenu__track" id={`${id}-pages`}>
          {pages.map((items, p) => (
            <ul key={p} className="blk-imenu__page" aria-hidden={p !== current} inert={p !== current}>
              {items.map((item, i) => (item ? <MenuItem key={i} item={item} lang={lang} /> : <li key={i} className="blk-imenu__empty" aria-hidden="true" />))}
            </ul>
          ))}
        </div>
      </div>
      {pages.length > 1 && (
        <div className="blk-imenu__dots">
          {pages.map((_, p) => (
            <button
              key={p}
              type="button"
              className="blk-imenu__dot"
              aria-label={t('menuPage', { n: p + 1 })}
              aria-current={p === current}
              aria-controls={`${id}-pages`}
              onClick={() => go(p)}
            />
          ))}
        </div>
      )}
    </nav>
  );
}

function MenuItem({ item, lang }: { item: Item; lang: ReturnType<typeof useBlockLang> }) {
  return (
    <li className="blk-imenu__item">
      <TargetLink target={item.link} className="blk-imenu__link">
        <span className="blk-imenu__icon">
          {/* Empty alt: the caption beside it names the entry, unless the editor describes the picture. */}
          {item.imgPath && <Img src={item.imgPath} width={120} alt={pickText(item.alt, lang)} aspect={1} sizes="(max-width: 766px) 56px, 120px" />}
        </span>
        <span className="blk-imenu__title">{pickText(item.title, lang)}</span>
      </TargetLink>
    </li>
  );
}
