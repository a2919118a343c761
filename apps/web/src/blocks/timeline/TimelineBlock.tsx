import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './timeline.css';

/** Years down a line, each with its events: a picture and a description (blocks §2 timeline). */
export function TimelineBlock({ props }: BlockRendererProps<'timeline'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const title = pickText(props.title, lang);
  return (
    <section className="blk-timeline container" aria-label={title || undefined}>
      {title && <h2 className="blk-timeline__title">{title}</h2>}
      <ol className="blk-timeline__list">
        {props.dataList.map((entry, i) => (
          <li key={`${entry.year}-${i}`} className="blk-timeline__year">
            <span className="blk-timeline__date" style={{ background: props.dateBgColor }}>
              {t('year', { year: entry.year })}
            </span>
            <div className="blk-timeline__events">
              {entry.events.map((ev, j) => (
                <figure key={j} className="blk-timeline__event">
                  {ev.image && <Img src={ev.image} width={320} alt={pickText(ev.alt, lang)} aspect={4 / 3} className="blk-timeline__img" />}
                  <figcaption>{pickText(ev.description, lang)}</figcaption>
                </figure>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
