import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/image.ts';
import { PLACEHOLDER_IMAGE } from './Img.tsx';
import './image-preview-dialog.css';

/**
 * A large view of one image of a list (blocks §2 image preview): previous / next within the list (hidden
 * at the ends), Escape or the close button closes it, a placeholder replaces an image that fails.
 * Portrait images are shown up to 550 px wide, landscape up to 1000 px, never above 85vh.
 */
export function ImagePreviewDialog({
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
  const closeRef = useRef<HTMLButtonElement>(null);
  const src = images[index] ?? '';

  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'ArrowLeft' && index > 0) onIndexChange?.(index - 1);
      if (e.key === 'ArrowRight' && index < images.length - 1) onIndexChange?.(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, onIndexChange, index, images.length]);

  return createPortal(
    <div className="ui-preview" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <div className={`ui-preview__frame${portrait ? ' ui-preview__frame--portrait' : ''}`} onClick={(e) => e.stopPropagation()}>
        <button ref={closeRef} type="button" className="ui-preview__close" onClick={onClose} aria-label={t('common:close')}>
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
    </div>,
    document.body,
  );
}
