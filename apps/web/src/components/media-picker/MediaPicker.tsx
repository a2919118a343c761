import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE, MEDIA } from '@shop/contract';
import { imageUrl } from '../../lib/image.ts';
import { addCatalogue } from '../../lib/i18n.ts';
import { uploadMedia } from '../../lib/media-upload.ts';
import { Modal } from '../ui/Modal.tsx';
import { MEDIA_PICKER_PAGE as PAGE, mediaPickerKeys, useMediaPickerList } from './media-picker-api.ts';
import { mediaPickerCatalogue } from './media-picker.i18n.ts';
import './media-picker.css';

// Only lazy staff chunks import the picker, so its strings never reach the storefront's first script.
addCatalogue(mediaPickerCatalogue);

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp,image/tiff';

/**
 * The media library as a picker (decision 176): search, upload and pick an image; answers its address
 * (`/media/<key>`). Shared by staff screens outside the page editor (whose own library, with delete, lives
 * in its chunk); the server allows the list and upload to roles 5 and 6.
 */
export function MediaPicker({ onPick, onClose }: { onPick: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation('mediaPicker');
  const [keyword, setKeyword] = useState('');
  const [pages, setPages] = useState(1);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const qc = useQueryClient();
  const list = useMediaPickerList(keyword, pages);

  const onFiles = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setError('');
    if (file.size > MEDIA.MAX_UPLOAD_BYTES) {
      setError(t('tooLarge', { mb: MEDIA.MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const made = await uploadMedia(file);
      await qc.invalidateQueries({ queryKey: mediaPickerKeys.all() });
      onPick(made.url);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const items = list.data?.list ?? [];
  return (
    <Modal className="mp-mask" aria-label={t('title')} onClose={onClose} data-testid="media-picker">
      <div className="mp">
        <div className="mp__bar">
          <strong>{t('title')}</strong>
          <input type="search" value={keyword} placeholder={t('search')} aria-label={t('search')} onChange={(e) => setKeyword(e.target.value)} data-autofocus />
          <label className="mp__btn">
            {busy ? t('uploading') : t('upload')}
            <input
              ref={fileRef}
              type="file"
              accept={ACCEPT}
              hidden
              disabled={busy}
              onChange={(e) => void onFiles(e.target.files)}
              data-testid="media-picker-upload"
            />
          </label>
          <button type="button" className="mp__btn" onClick={onClose}>
            {t('close')}
          </button>
        </div>
        {error ? (
          <p className="mp__error" role="alert">
            {error}
          </p>
        ) : null}
        {list.isError ? <p className="mp__error">{(list.error as Error).message}</p> : null}
        <ul className="mp__grid">
          {items.map((m) => (
            <li key={m.key}>
              <button type="button" className="mp__pick" title={m.name} onClick={() => onPick(m.url)} data-testid="media-picker-item">
                <img src={imageUrl(m.url, IMAGE.MIN_WIDTH)} alt="" loading="lazy" />
                <span className="mp__name">{m.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {list.data && items.length === 0 ? <p>{t('none')}</p> : null}
        {list.data && items.length < list.data.total && PAGE * pages < 100 ? (
          <button type="button" className="mp__btn" onClick={() => setPages(pages + 1)}>
            {t('more')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
