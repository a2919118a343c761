import { useTranslation } from 'react-i18next';
import { IMAGE_TEXT_CARD_WIDTH_PERCENT_MODE3, IMAGE_TEXT_LIST_MARGIN, pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './image-text-list.css';

/**
 * Pictures with text (blocks §9): mode1 alternating rows 40 px apart, mode2 compact rows 20 px apart,
 * mode3 cards 48 % wide, two a row.
 */
export function ImageTextListBlock({ props }: BlockRendererProps<'imageTextList'>) {
  const { i18n } = useTranslation();
  const lang = currentLangOf(i18n.language);
  const title = pickText(props.title, lang);
  const gap = props.mode === 'mode3' ? undefined : IMAGE_TEXT_LIST_MARGIN[props.mode];
  return (
    <section className={`blk-itl blk-itl--${props.mode} container`} style={{ gap }}>
      {title && <h2 className="blk-itl__title">{title}</h2>}
      {props.items.map((item, i) => (
        <article key={i} className="blk-itl__item" style={props.mode === 'mode3' ? { width: `${IMAGE_TEXT_CARD_WIDTH_PERCENT_MODE3}%` } : undefined}>
          {item.img && <Img src={item.img} width={props.mode === 'mode2' ? 300 : 500} alt={pickText(item.alt, lang)} aspect={4 / 3} className="blk-itl__img" />}
          <div className="blk-itl__body">
            <h3 className="blk-itl__heading">
              <TargetLink target={item.link}>{pickText(item.title, lang)}</TargetLink>
            </h3>
            <p className="blk-itl__text">{pickText(item.text, lang)}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
