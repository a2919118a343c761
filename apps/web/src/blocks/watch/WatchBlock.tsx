import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './watch.css';

/** A featured watch: picture, name, text and a link to its detail page. */
export function WatchBlock({ props }: BlockRendererProps<'watch'>) {
  const { i18n } = useTranslation();
  const lang = currentLangOf(i18n.language);
  const title = pickText(props.title, lang);
  return (
    <section className="blk-watch">
      {props.img && (
        <Img
          src={props.img}
          width={400}
          alt={pickText(props.alt, lang) || title}
          aspect={1}
          eager
          className="blk-watch__img"
          sizes="(max-width: 767px) 70vw, 400px"
        />
      )}
      <div className="blk-watch__text">
        {title && <h2 className="blk-watch__title">{title}</h2>}
        <p className="blk-watch__desc">{pickText(props.description, lang)}</p>
        <TargetLink target={props.detailLink} className="ui-button blk-watch__link">
          {pickText(props.buttonText, lang)}
        </TargetLink>
      </div>
    </section>
  );
}
