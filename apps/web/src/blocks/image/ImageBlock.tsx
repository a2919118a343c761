import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import './image.css';
import { EmptyBlock, useShowEmptyBlocks } from '../empty-block.tsx';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

/** One picture: a popup preview or a link, optional mask text, sized and aligned by its settings. */
export function ImageBlock({ props }: BlockRendererProps<'image'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  const [open, setOpen] = useState(false);
  const showEmpty = useShowEmptyBlocks();
  if (!props.image) return showEmpty ? <EmptyBlock what="image" /> : null;
  const title = pickText(props.maskText.title, lang);
  const subtitle = pickText(props.maskText.subtitle, lang);
  const showMask = props.isMask && (title || subtitle);
  const alt = pickText(props.alt, lang) || (showMask ? '' : title);
  const displayWidth = Math.max(200, Math.round((LAYOUT.CONTENT_MAX_WIDTH * props.widthRatio) / 100));
  const ratio = props.aspectRatio;

  const picture = (
    <span className="blk-image__picture" style={{ borderRadius: props.borderRadius }}>
      <Img
        src={props.image}
        width={displayWidth}
        alt={alt}
        sizes={`(max-width: ${LAYOUT.CONTENT_MAX_WIDTH}px) ${props.widthRatio}vw, ${displayWidth}px`}
        {...(ratio > 0 ? { aspect: 100 / ratio } : {})}
        className="blk-image__img"
        style={{ objectFit: props.objectFit }}
      />
      {showMask && (
        <span className="blk-image__mask">
          {title && <span className="blk-image__title">{title}</span>}
          {subtitle && <span className="blk-image__subtitle">{subtitle}</span>}
        </span>
      )}
    </span>
  );

  const frameStyle = { width: `${props.widthRatio}%` } as CSSProperties;
  return (
    <div
      className={`blk-image blk-image--${props.imgAlign}${props.isNoBorder ? ' blk-image--edge' : ''}${props.isIncreaseBrightness ? ' blk-image--brighten' : ''}`}
    >
      <div className="blk-image__frame" style={frameStyle}>
        {props.isPopup ? (
          <button
            type="button"
            className="blk-image__open"
            onClick={() => setOpen(true)}
            aria-label={alt || title ? t('enlarge', { name: alt || title }) : t('enlargeImage')}
          >
            {picture}
          </button>
        ) : (
          <TargetLink target={props.link} className="blk-image__link">
            {picture}
          </TargetLink>
        )}
      </div>
      {open && <ImagePreviewDialog images={[props.image]} index={0} onClose={() => setOpen(false)} alt={alt || title} />}
    </div>
  );
}
