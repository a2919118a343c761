import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './image-text-card.css';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

/** Cards of a picture, title and text; a picture opens the preview dialog, stepping through all cards. */
export function ImageTextCardBlock({ props }: BlockRendererProps<'imageTextCard'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const [preview, setPreview] = useState<number | null>(null);
  const cards = props.cards.filter((c) => c.img);
  const images = cards.map((c) => c.img);
  return (
    <section className="blk-itc container">
      {cards.map((card, i) => (
        <article key={i} className="blk-itc__card" style={{ borderRadius: props.borderRadius }}>
          <button type="button" className="blk-itc__open" onClick={() => setPreview(i)} aria-label={t('openPreview', { title: pickText(card.title, lang) })}>
            <Img
              src={card.img}
              width={400}
              alt={pickText(card.alt, lang)}
              aspect={100 / Math.max(1, props.aspectRatio)}
              className="blk-itc__img"
              style={{ aspectRatio: `100 / ${Math.max(1, props.aspectRatio)}` }}
            />
          </button>
          <h3 className="blk-itc__title">{pickText(card.title, lang)}</h3>
          <p className="blk-itc__text">{pickText(card.text, lang)}</p>
        </article>
      ))}
      {preview !== null && (
        <ImagePreviewDialog
          images={images}
          index={preview}
          onIndexChange={setPreview}
          onClose={() => setPreview(null)}
          alt={pickText(cards[preview]?.alt, lang) || pickText(cards[preview]?.title, lang)}
        />
      )}
    </section>
  );
}
