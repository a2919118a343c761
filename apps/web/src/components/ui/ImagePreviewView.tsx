import { useEffect, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image.ts';
import { PLACEHOLDER_IMAGE } from './Img.tsx';
import { Modal } from './Modal.tsx';
import './image-preview-dialog.css';

/**
 * A large view of one image of a list (blocks §2 image preview): previous / next within the list (hidden
 * at the ends, arrow keys too), Escape, the mask or the close button closes it (a modal `<dialog>`), a placeholder replaces an image that fails.
 * Portrait images are shown up to 550 px wide, landscape up to 1000 px, never above 85vh.
 */
export function ImagePreviewView({
  images,
  index,
  onIndexChange,
  onClose,
  alt,
  width = 1200,
}: {
  images: string[];
  index: number;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
  alt: string;
  /** Requested image width. */
  width?: number;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [portrait, setPortrait] = useState(false);
  const src = images[index] ?? '';

  useEffect(() => setFailed(false), [src]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && index > 0) onIndexChange?.(index - 1);
    if (e.key === 'ArrowRight' && index < images.length - 1) onIndexChange?.(index + 1);
  };

  return createPortal(
    <Modal className="ui-preview" aria-label={alt} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={`ui-preview__frame${portrait ? ' ui-preview__frame--portrait' : ''}`}>
        <button type="button" className="ui-preview__close" data-autofocus onClick={onClose} aria-label={t('common:close')}>
          ×
        </button>
        <img
          className="ui-preview__img"
          src={failed || !src ? PLACEHOLDER_IMAGE : imageUrl(src, width)}
          alt={alt}
          onLoad={(e) => setPortrait(e.currentTarget.naturalHeight > e.currentTarget.naturalWidth)}
          onError={() => setFailed(true)}
        />
        {onIndexChange && index > 0 && (
          <button type="button" className="ui-preview__nav ui-preview__nav--prev" onClick={() => onIndexChange(index - 1)} aria-label={t('blocks:previous')}>
            ‹
          </button>
        )}
        {onIndexChange && index < images.length - 1 && (
          <button type="button" className="ui-preview__nav ui-preview__nav--next" onClick={() => onIndexChange(index + 1)} aria-label={t('blocks:next')}>
            ›
          </button>
        )}
      </div>
    </Modal>,
    document.body,
  );
}
