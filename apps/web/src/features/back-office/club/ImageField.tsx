import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from '../../../components/media-picker/MediaPicker.tsx';

/**
 * An image field: the stored address (/media/… or https://…) typed, or picked and uploaded through the
 * shared media library picker (decision 176, the same one as the goods form).
 */
export function ImageField({
  label,
  value,
  onChange,
  required,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('boClub');
  const [open, setOpen] = useState(false);
  return (
    <div className="bo-field">
      <label className="bo-field">
        <span>{label}</span>
        <input required={required} value={value} placeholder="/media/…" onChange={(e) => onChange(e.target.value.trim())} data-testid={testId} />
      </label>
      {value ? <img src={value} alt="" width={96} height={96} style={{ objectFit: 'cover' }} /> : null}
      <button type="button" className="bo-button bo-button--ghost" onClick={() => setOpen(true)}>
        {t('pickImage')}
      </button>
      {open ? (
        <MediaPicker
          onPick={(url) => {
            onChange(url);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
