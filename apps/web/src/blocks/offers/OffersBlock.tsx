import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_DRAWER_OPEN_MAX_HEIGHT, pickText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './offers.css';

/** An accordion of offers; each drawer opens and closes on its own, at most 500 px tall when open. */
export function OffersBlock({ props }: BlockRendererProps<'offers'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const base = useId();
  const title = pickText(props.title, lang);
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <section className="blk-offers container" style={{ '--offer-accent': props.accentColor } as React.CSSProperties}>
      {title && <h2 className="blk-offers__title">{title}</h2>}
      {props.offers.map((offer, i) => {
        const isOpen = open.has(i);
        const img = pickText(offer.src, lang);
        return (
          <div key={i} className={`blk-offers__item${isOpen ? ' is-open' : ''}`}>
            <h3 className="blk-offers__heading">
              <button type="button" className="blk-offers__toggle" aria-expanded={isOpen} aria-controls={`${base}-${i}`} onClick={() => toggle(i)}>
                <span>{pickText(offer.name, lang)}</span>
                <span className="blk-offers__sign" aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div
              id={`${base}-${i}`}
              className="blk-offers__drawer"
              role="region"
              aria-label={pickText(offer.name, lang)}
              hidden={!isOpen}
              style={{ maxHeight: isOpen ? OFFER_DRAWER_OPEN_MAX_HEIGHT : 0 }}
            >
              {img && <Img src={img} width={600} alt="" aspect={2} className="blk-offers__img" />}
              <div className="blk-offers__text">
                {pickText(offer.date, lang) && (
                  <p>
                    <strong>{t('offerDate')}：</strong>
                    {pickText(offer.date, lang)}
                  </p>
                )}
                <p>{pickText(offer.description, lang)}</p>
                {pickText(offer.method, lang) && (
                  <>
                    <h4>{t('offerMethod')}</h4>
                    <p>{pickText(offer.method, lang)}</p>
                  </>
                )}
                {pickText(offer.terms, lang) && (
                  <>
                    <h4>{t('offerTerms')}</h4>
                    <p className="blk-offers__terms">{pickText(offer.terms, lang)}</p>
                  </>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </section>
  );
}
