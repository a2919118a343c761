import { useTranslation } from 'react-i18next';
import { IMAGE } from '@shop/contract';
import { imageUrl } from '../../lib/image.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useOptions } from './api/records.ts';
import { textIn } from './list-tools.tsx';

// The record form's inputs that read other records (a choice of one, a choice of several) and its image
// address input, apart from the form's field dispatcher (FieldControl.tsx).

export function ImageInput({
  id,
  value,
  onChange,
  invalid,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  /** A name of its own when no `<label for>` names it (the second picture of a list onwards). */
  label?: string;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="bo-image">
      {value ? <img src={imageUrl(value, IMAGE.MIN_WIDTH)} alt="" width={64} height={64} /> : <span className="bo-image__empty" />}
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        maxLength={500}
        placeholder="/media/…"
        title={t('imageHint')}
        aria-label={label}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value.trim())}
      />
    </div>
  );
}

export function RefSelect({
  id,
  source,
  value,
  onChange,
  invalid,
}: {
  id: string;
  source: Parameters<typeof useOptions>[0];
  value: number | null;
  onChange: (v: number | null) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const options = useOptions(source);
  return (
    <select id={id} value={value ?? ''} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
      <option value="">{t('none')}</option>
      {(options.data ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.group ? `${textIn(o.group, lang)} › ` : ''}
          {textIn(o.name, lang)}
        </option>
      ))}
    </select>
  );
}

export function RefsControl({
  source,
  label,
  name,
  value,
  onChange,
  invalid,
}: {
  source: Parameters<typeof useOptions>[0];
  label: string;
  name: string;
  value: number[];
  onChange: (v: number[]) => void;
  invalid: boolean;
}) {
  const lang = currentLang();
  const options = useOptions(source);
  const chosen = new Set(value);
  return (
    <fieldset className={`bo-field bo-field--wide${invalid ? ' bo-field--invalid' : ''}`} data-field={name} aria-invalid={invalid || undefined}>
      <legend>{label}</legend>
      <div className="bo-checks">
        {(options.data ?? []).map((o) => (
          <label key={o.id} className="bo-check">
            <input
              type="checkbox"
              checked={chosen.has(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))}
            />
            <span>
              {o.group ? <small>{textIn(o.group, lang)} › </small> : null}
              {textIn(o.name, lang)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
