import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE, isImageUrl } from '@shop/contract';
import { imageUrl } from '../../../lib/image.ts';
import { useEditorTools } from '../editor-context.ts';

/** An image address: picked from the media library, or typed (our /media/ or an http(s) picture). */
export function ImageInput({ id, value, onChange, label }: { id: string; value: string; onChange: (v: string) => void; label: string }) {
  const { t } = useTranslation('editor');
  const { pickImage } = useEditorTools();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // Only a valid address (or none) is stored: the server refuses block settings that fail their schema.
  const bad = text !== '' && !isImageUrl(text);
  return (
    <div className="ed-image">
      {value && !bad ? (
        <img src={imageUrl(value.startsWith('/media/') ? value.split('?')[0]! : value, IMAGE.MIN_WIDTH)} alt="" className="ed-image__thumb" />
      ) : (
        <span className="ed-image__none">{t('noImage')}</span>
      )}
      <div className="ed-image__side">
        <input
          id={id}
          type="text"
          value={value}
          aria-label={label}
          placeholder="/media/…"
          onChange={(e) => {
            const v = e.target.value.trim();
            setText(v);
            if (v === '' || isImageUrl(v)) onChange(v);
          }}
        />
        <div className="ed-row">
          <button type="button" className="ed-btn" onClick={() => void pickImage().then((src) => src && onChange(src))}>
            {t('chooseImage')}
          </button>
          {value && (
            <button type="button" className="ed-btn ed-btn--ghost" onClick={() => onChange('')}>
              {t('clear')}
            </button>
          )}
        </div>
        {bad && (
          <span className="ed-invalid" role="alert">
            {t('imageInvalid')}
          </span>
        )}
      </div>
    </div>
  );
}
