import { useRef, useState } from 'react';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE, MEDIA } from '@shop/contract';
import { imageUrl } from '../../lib/image.ts';
import { ApiError } from '../../lib/api-client.ts';
import { uploadMedia } from '../../lib/media-upload.ts';
import { deleteMediaItem, editorKeys, MEDIA_PAGE_SIZE, useMediaPage } from './editor-api.ts';
import { EditorDialog } from './EditorDialog.tsx';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp,image/tiff';

/**
 * The media library: upload (the server checks the file's content, not its name), search by name,
 * pick, and delete an image nothing uses (the server refuses otherwise, listing where it is used).
 */
export function MediaLibrary({ onPick, onClose }: { onPick?: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const qc = useQueryClient();
  const list = useMediaPage(keyword, pageNo);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MEDIA_PAGE_SIZE));
  const refresh = () => qc.invalidateQueries({ queryKey: editorKeys.media() });

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setMessage(null);
    try {
      for (const file of Array.from(files)) {
        if (file.size > MEDIA.MAX_UPLOAD_BYTES) throw new ApiError(413, 0, t('tooLarge', { mb: MEDIA.MAX_UPLOAD_BYTES / 1024 / 1024 }));
        await uploadMedia(file);
      }
      setMessage({ kind: 'ok', text: t('uploaded') });
      await refresh();
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message || t('failed') });
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const remove = async (key: string) => {
    if (!(await dialogs.confirm(t('deleteImageConfirm'), { kind: 'warning' }))) return;
    try {
      await deleteMediaItem(key);
      setMessage({ kind: 'ok', text: t('deleted') });
      await refresh();
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message });
    }
  };

  return (
    <EditorDialog title={t('mediaLibrary')} onClose={onClose} wide testId="media-library">
      <div className="ed-row ed-media__bar">
        <input
          type="search"
          value={keyword}
          placeholder={t('searchImages')}
          aria-label={t('searchImages')}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPageNo(1);
          }}
        />
        <label className="ed-btn">
          {busy ? t('uploading') : t('upload')}
          <input ref={fileRef} type="file" accept={ACCEPT} multiple hidden onChange={(e) => void upload(e.target.files)} disabled={busy} />
        </label>
      </div>
      {message && (
        <p className={message.kind === 'error' ? 'ed-invalid' : 'ed-ok'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <ul className="ed-media__grid">
        {list.data?.list.map((m) => (
          <li key={m.key} className="ed-media__item">
            <button type="button" className="ed-media__pick" onClick={() => onPick?.(m.url)} disabled={!onPick} title={m.name}>
              <img src={imageUrl(m.url, IMAGE.MIN_WIDTH)} alt="" loading="lazy" />
              <span className="ed-media__name">{m.name}</span>
            </button>
            <span className="ed-media__meta">
              {m.width && m.height ? `${m.width}×${m.height}` : m.contentType} · {Math.ceil(m.bytes / 1024)} KB
            </span>
            {m.uploaded && (
              <button type="button" className="ed-link-btn" onClick={() => void remove(m.key)}>
                {t('delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.data && list.data.list.length === 0 && <p className="ed-note">{t('noImages')}</p>}
      {list.data && (
        <div className="ed-row ed-pager" data-testid="media-pager">
          <span>{t('mediaTotal', { count: list.data.total })}</span>
          {pages > 1 && (
            <>
              <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('prevPage')}
              </button>
              <span>{t('pageOf', { n: Math.min(pageNo, pages), of: pages })}</span>
              <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                {t('nextPage')}
              </button>
            </>
          )}
        </div>
      )}
      {list.isError && <p className="ed-invalid">{(list.error as Error).message}</p>}
    </EditorDialog>
  );
}
