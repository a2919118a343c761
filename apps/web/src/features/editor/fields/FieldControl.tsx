import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, I18nText, LinkTarget } from '@shop/contract';
import { NumberInput } from './NumberInput.tsx';
import { I18nInput } from './I18nInput.tsx';
import { LinkPicker } from './LinkPicker.tsx';
import { ImageInput } from './ImageInput.tsx';

// Keys a group does not describe (a menu item's jewellery query, say) are kept when it is edited.
const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `buttonPaddingX` → "Button padding x": the label when the glossary has no better name. */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function useFieldLabel() {
  const { t } = useTranslation('editor');
  return (name: string) => t(`f_${name}`, { defaultValue: humanize(name) });
}

interface Props {
  name: string;
  field: Field<unknown>;
  value: unknown;
  onChange: (v: unknown) => void;
  /** Blocks nested in containers are edited in the outline, not here. */
  nestedBlocksNote?: boolean;
}

/**
 * One control per setting, chosen by the setting's metadata in the contract (`blocks/fields.ts`): the
 * settings panel is generated from the block definitions, never from a second list of fields.
 */
export function FieldControl({ name, field, value, onChange }: Props) {
  const { t } = useTranslation('editor');
  const label = useFieldLabel()(name);
  const id = useId();
  const meta = field.meta;
  const v = field.parse(value);
  const row = (control: React.ReactNode, wide = false) => (
    <div className={wide ? 'ed-field ed-field--wide' : 'ed-field'} data-field={name}>
      <label className="ed-field__label" htmlFor={id}>
        {label} <code className="ed-field__key">{name}</code>
      </label>
      {control}
    </div>
  );
  switch (meta.kind) {
    case 'number':
      return row(<NumberInput id={id} value={v as number} bound={meta.bound} integer={meta.integer} unit={meta.unit} label={label} onChange={onChange} />);
    case 'text':
      return row(
        meta.multiline ? (
          <textarea id={id} value={v as string} maxLength={meta.maxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input id={id} type="text" value={v as string} maxLength={meta.maxLength} onChange={(e) => onChange(e.target.value)} />
        ),
      );
    case 'i18n':
      return row(<I18nInput id={id} value={v as I18nText} maxLength={meta.maxLength} multiline={meta.multiline} html={meta.html} label={label} onChange={onChange} />, true);
    case 'choice':
      return row(
        <select id={id} value={String(v)} onChange={(e) => onChange(meta.options.find((o) => String(o) === e.target.value))}>
          {meta.options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {t(`o_${String(o)}`, { defaultValue: String(o) })}
            </option>
          ))}
        </select>,
      );
    case 'boolean':
      return (
        <div className="ed-field ed-field--check" data-field={name}>
          <input id={id} type="checkbox" checked={v as boolean} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>
            {label} <code className="ed-field__key">{name}</code>
          </label>
        </div>
      );
    case 'color':
      return row(<ColorInput id={id} value={v as string} onChange={onChange} label={label} />);
    case 'image':
      return row(<ImageInput id={id} value={v as string} onChange={onChange} label={label} />, true);
    case 'link':
      return row(<LinkPicker id={id} value={v as LinkTarget} onChange={onChange} label={label} />, true);
    case 'object':
      return (
        <fieldset className="ed-group" data-field={name}>
          <legend>{label}</legend>
          {Object.entries(meta.shape).map(([k, f]) => (
            <FieldControl key={k} name={k} field={f} value={(v as Record<string, unknown>)[k]} onChange={(x) => onChange({ ...(isPlainObject(value) ? value : {}), ...(v as Record<string, unknown>), [k]: x })} />
          ))}
        </fieldset>
      );
    case 'list':
      return <ListControl name={name} label={label} item={meta.item} max={meta.max} value={v as unknown[]} onChange={onChange} />;
    case 'blocks':
      return (
        <p className="ed-field ed-note" data-field={name}>
          {t('nestedBlocks', { count: (v as unknown[]).length, max: meta.max })}
        </p>
      );
  }
}

function ColorInput({ id, value, onChange, label }: { id: string; value: string; onChange: (v: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff';
  return (
    <span className="ed-color">
      <input type="color" value={hex} aria-label={label} onChange={(e) => { setText(e.target.value); onChange(e.target.value); }} />
      <input id={id} type="text" value={text === value ? value : text} onChange={(e) => setText(e.target.value)} onBlur={() => onChange(text.trim())} />
    </span>
  );
}

/** A list setting with its maximum: add (up to the maximum), remove, move up and down. */
function ListControl({ name, label, item, max, value, onChange }: { name: string; label: string; item: Field<unknown>; max: number; value: unknown[]; onChange: (v: unknown[]) => void }) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState<number | null>(value.length === 1 ? 0 : null);
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    next.splice(i + d, 0, x);
    onChange(next);
    setOpen(i + d);
  };
  return (
    <fieldset className="ed-group ed-list" data-field={name}>
      <legend>
        {label} <span className="ed-count">{t('listCount', { count: value.length, max })}</span>
      </legend>
      <ol className="ed-list__items">
        {value.map((x, i) => (
          <li key={i} className="ed-list__item">
            <div className="ed-list__head">
              <button type="button" className="ed-list__toggle" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                {t('listItem', { n: i + 1 })}
              </button>
              <button type="button" className="ed-icon" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveUp')}>↑</button>
              <button type="button" className="ed-icon" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={t('moveDown')}>↓</button>
              <button type="button" className="ed-icon" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('remove')}>✕</button>
            </div>
            {open === i && <FieldControl name={`${name}.${i}`} field={item} value={x} onChange={(nx) => onChange(value.map((y, j) => (j === i ? nx : y)))} />}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="ed-btn ed-btn--ghost"
        disabled={value.length >= max}
        onClick={() => {
          onChange([...value, item.parse(undefined)]);
          setOpen(value.length);
        }}
      >
        {t('addItem')}
      </button>
    </fieldset>
  );
}
