import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, emptyFieldValue, type BoField, type BoLeafField, type I18nText, type Lang } from '@shop/contract';
import { RichTextField } from './RichTextField.tsx';
import { ImageInput, RefSelect, RefsControl } from './field-inputs.tsx';
import { LANG_SHORT } from '../../lib/lang-names.ts';

export interface FieldProps {
  kind: string;
  name: string;
  field: BoField;
  value: unknown;
  onChange: (v: unknown) => void;
  /** The path the server named in a 400 (`title.en`), when it is this field or inside it. */
  errorPath: string | null;
}

/** The label of a form field: the record's own wording first, else the shared one. */

const HTML_LANG: Record<Lang, string> = { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en: 'en' };
export function useFieldLabel() {
  const { t } = useTranslation('backOffice');
  return (kind: string, name: string) => t([`f_${kind}_${name}`, `f_${name}`]);
}

function Hint({ children }: { children: ReactNode }) {
  return <small className="bo-field__hint">{children}</small>;
}

/** One control per field kind, with the descriptor's bounds on the control (maxLength, min, max). */
export function FieldControl({ kind, name, field, value, onChange, errorPath }: FieldProps) {
  const { t } = useTranslation('backOffice');
  const label = useFieldLabel()(kind, name);
  const id = useId();
  const invalid = errorPath !== null && (errorPath === name || errorPath.startsWith(`${name}.`));
  const common = { 'aria-invalid': invalid || undefined, 'data-field': name };

  switch (field.kind) {
    case 'i18n':
    case 'i18nUrl': {
      const text = value as I18nText;
      const max = field.kind === 'i18n' ? field.max : 500;
      return (
        <fieldset className={`bo-field bo-field--wide${invalid ? ' bo-field--invalid' : ''}`} {...common}>
          <legend>
            {label}
            {field.kind === 'i18n' && field.required ? <span className="bo-required"> *</span> : null}
          </legend>
          {LANGS.map((lang: Lang) => {
            const langInvalid = errorPath === `${name}.${lang}`;
            const inputId = `${id}-${lang}`;
            const set = (v: string) => onChange({ ...text, [lang]: v });
            return (
              <div key={lang} className="bo-field__lang">
                <label htmlFor={inputId} className="bo-field__lang-tag">
                  {LANG_SHORT[lang]}
                </label>
                {field.kind === 'i18n' && field.rich ? (
                  // The text's own language on the editable area (decision 459): what is read there is content.
                  <div lang={HTML_LANG[lang]}>
                    <RichTextField id={inputId} value={text[lang]} max={max} onChange={set} invalid={langInvalid} label={`${label} · ${LANG_SHORT[lang]}`} />
                  </div>
                ) : field.kind === 'i18n' && field.multiline ? (
                  <textarea
                    id={inputId}
                    value={text[lang]}
                    maxLength={max}
                    rows={3}
                    aria-invalid={langInvalid || undefined}
                    onChange={(e) => set(e.target.value)}
                    data-lang={lang}
                  />
                ) : (
                  <input
                    id={inputId}
                    type={field.kind === 'i18nUrl' ? 'url' : 'text'}
                    value={text[lang]}
                    maxLength={max}
                    required={field.kind === 'i18n' && field.required}
                    aria-invalid={langInvalid || undefined}
                    onChange={(e) => set(e.target.value)}
                    data-lang={lang}
                  />
                )}
              </div>
            );
          })}
          {field.kind === 'i18n' ? <Hint>{t('maxChars', { max })}</Hint> : null}
        </fieldset>
      );
    }
    case 'rows':
      return <RowsControl kind={kind} name={name} field={field} value={value} onChange={onChange} errorPath={errorPath} label={label} />;
    case 'refs':
      return <RefsControl source={field.source} label={label} value={value as number[]} onChange={onChange} invalid={invalid} name={name} />;
    case 'bool':
      return (
        <label className="bo-check" {...common}>
          <input type="checkbox" checked={value as boolean} onChange={(e) => onChange(e.target.checked)} />
          <span>{label}</span>
        </label>
      );
    default:
      return (
        <div
          className={`bo-field${field.kind === 'images' || field.kind === 'labels' ? ' bo-field--wide' : ''}${invalid ? ' bo-field--invalid' : ''}`}
          {...common}
        >
          <label htmlFor={id}>
            {label}
            {'required' in field && field.required ? <span className="bo-required"> *</span> : null}
          </label>
          <LeafInput id={id} field={field} value={value} onChange={onChange} invalid={invalid} label={label} />
        </div>
      );
  }
}

function LeafInput({
  id,
  field,
  value,
  onChange,
  invalid,
  label,
}: {
  id: string;
  field: BoLeafField;
  value: unknown;
  onChange: (v: unknown) => void;
  invalid: boolean;
  /** The field's label, naming the inputs its `<label for>` does not reach. */
  label: string;
}) {
  const { t } = useTranslation('backOffice');
  const aria = { 'aria-invalid': invalid || undefined };
  switch (field.kind) {
    case 'text':
      return (
        <>
          <input
            id={id}
            type={field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : field.format === 'phone' ? 'tel' : 'text'}
            value={value as string}
            maxLength={field.max}
            required={field.required}
            onChange={(e) => onChange(e.target.value)}
            {...aria}
          />
          <Hint>{t('maxChars', { max: field.max })}</Hint>
        </>
      );
    case 'int':
      return (
        <>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={1}
            value={Number.isFinite(value as number) ? (value as number) : ''}
            onChange={(e) => onChange(e.target.value === '' ? field.min : Math.trunc(Number(e.target.value)))}
            {...aria}
          />
          <Hint>{t('range', { min: field.min, max: field.max })}</Hint>
        </>
      );
    case 'coordinate': {
      const bound = field.axis === 'lat' ? 90 : 180;
      return (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={-bound}
          max={bound}
          step="any"
          value={value === null ? '' : (value as number)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          {...aria}
        />
      );
    }
    case 'date':
      return <input id={id} type="date" value={value as string} required onChange={(e) => onChange(e.target.value)} {...aria} />;
    case 'time':
      return <input id={id} type="time" value={(value as string | null) ?? ''} onChange={(e) => onChange(e.target.value || null)} {...aria} />;
    case 'image':
      return <ImageInput id={id} value={value as string} onChange={onChange} invalid={invalid} />;
    case 'images': {
      const list = value as string[];
      return (
        <div className="bo-list-input">
          {list.map((src, i) => (
            <div key={i} className="bo-list-input__row">
              <ImageInput
                id={i === 0 ? id : `${id}-${i}`}
                label={i === 0 ? undefined : `${label} ${i + 1}`}
                value={src}
                onChange={(v) => onChange(list.map((x, j) => (j === i ? v : x)))}
                invalid={invalid}
              />
              <button type="button" className="bo-button bo-button--ghost" onClick={() => onChange(list.filter((_, j) => j !== i))}>
                {t('remove')}
              </button>
            </div>
          ))}
          {list.length < field.max ? (
            <button type="button" className="bo-button bo-button--ghost" onClick={() => onChange([...list, ''])}>
              {t('add')}
            </button>
          ) : null}
        </div>
      );
    }
    case 'labels':
      return (
        <>
          <input
            id={id}
            type="text"
            defaultValue={(value as string[]).join(', ')}
            onChange={(e) =>
              onChange(
                e.target.value
                  .split(/[,，]/)
                  .map((s) => s.trim())
                  .filter(Boolean)
                  .slice(0, field.max),
              )
            }
            {...aria}
          />
          <Hint>{t('labelsHint', { max: field.max })}</Hint>
        </>
      );
    case 'choice':
      return (
        <select id={id} value={value as number} onChange={(e) => onChange(Number(e.target.value))} {...aria}>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o === 0 ? t('piece') : t('stone')}
            </option>
          ))}
        </select>
      );
    case 'ref':
      return <RefSelect id={id} source={field.source} value={value as number | null} onChange={onChange} invalid={invalid} />;
    default:
      return null;
  }
}

function RowsControl({
  kind,
  name,
  field,
  value,
  onChange,
  errorPath,
  label,
}: Omit<FieldProps, 'field'> & { field: Extract<BoField, { kind: 'rows' }>; label: string }) {
  const { t } = useTranslation('backOffice');
  const rows = value as Array<Record<string, unknown>>;
  const blank = () => Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, emptyFieldValue(f)]));
  const rowError = (i: number) => (errorPath?.startsWith(`${name}.${i}.`) ? errorPath.slice(`${name}.${i}.`.length) : null);
  return (
    <fieldset className="bo-field bo-field--wide bo-rows" data-field={name}>
      <legend>{label}</legend>
      {rows.map((row, i) => (
        <div key={(row.id as number | undefined) ?? `new-${i}`} className="bo-rows__row">
          <div className="bo-rows__head">
            <strong>{t('row', { n: i + 1 })}</strong>
            {i > 0 ? (
              <button
                type="button"
                className="bo-button bo-button--ghost"
                onClick={() => onChange([...rows.slice(0, i - 1), row, rows[i - 1]!, ...rows.slice(i + 1)])}
              >
                {t('moveUp')}
              </button>
            ) : null}
            <button type="button" className="bo-button bo-button--ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {t('remove')}
            </button>
          </div>
          <div className="bo-form__grid">
            {Object.entries(field.fields).map(([k, f]) => (
              <FieldControl
                key={k}
                kind={kind}
                name={k}
                field={f}
                value={row[k]}
                errorPath={rowError(i)}
                onChange={(v) => onChange(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)))}
              />
            ))}
          </div>
        </div>
      ))}
      {rows.length < field.max ? (
        <button type="button" className="bo-button bo-button--ghost" onClick={() => onChange([...rows, blank()])}>
          {t('add')}
        </button>
      ) : null}
    </fieldset>
  );
}
