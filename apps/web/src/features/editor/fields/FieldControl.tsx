import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingIsValid, type Field, type I18nText, type LinkTarget } from '@shop/contract';
import { currentLangOf } from '../../../blocks/lang.ts';
import { RefName, RefPicker } from '../pickers/RefPicker.tsx';
import { itemTitle } from './item-title.ts';
import { focusIndexIn, useFieldFocus } from './field-focus.ts';
import { NumberInput } from './NumberInput.tsx';
import { I18nInput } from './I18nInput.tsx';
import { LinkPicker } from './LinkPicker.tsx';
import { ImageInput } from './ImageInput.tsx';

// Keys a group does not describe (a menu item's jewellery query, say) are kept when it is edited.
const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `buttonPaddingX` → "Button padding x": the label when the glossary has no better name. */
export const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function useFieldLabel() {
  const { t } = useTranslation('editor');
  return (name: string) => t(`f_${name}`, { defaultValue: humanize(name) });
}

interface Props {
  name: string;
  /** The dotted path of the setting in the block's settings (`slides.2.link`); the name by default. */
  path?: string;
  /** The label, when not the name's (a list's items are titled "Slides 3"). */
  label?: string;
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
export function FieldControl({ name, path = name, label: givenLabel, field, value, onChange }: Props) {
  const { t } = useTranslation('editor');
  const fieldLabel = useFieldLabel();
  const label = givenLabel ?? fieldLabel(name);
  const id = useId();
  const meta = field.meta;
  const v = field.parse(value);
  // A stored value the save would refuse ("red" for a colour) is said at its field, with what is shown instead.
  const leaf = meta.kind !== 'object' && meta.kind !== 'list' && meta.kind !== 'blocks';
  const storedBad = leaf && !settingIsValid(field, value);
  const row = (control: React.ReactNode, wide = false) => (
    <div className={wide ? 'ed-field ed-field--wide' : 'ed-field'} data-field={name} data-path={path} data-invalid={storedBad || undefined}>
      {/* No `title={name}`: hovering showed the setting's code name (issue 40); `data-field` keeps it for tools. */}
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {storedBad && (
        <span className="ed-invalid" role="alert" id={`${id}-stored`}>
          {t('storedInvalid', { value: shortValue(value) })}
        </span>
      )}
    </div>
  );
  switch (meta.kind) {
    case 'number':
      if (meta.ref) return row(<RefPicker id={id} kind={meta.ref} value={v as number} label={label} onChange={onChange} />, true);
      return row(<NumberInput id={id} value={v as number} bound={meta.bound} integer={meta.integer} unit={meta.unit} label={label} onChange={onChange} />);
    case 'text':
      if (meta.ref)
        return row(<RefPicker id={id} kind={meta.ref} value={v as string} label={label} onChange={onChange} allowAll={meta.ref === 'article'} />, true);
      return row(
        meta.multiline ? (
          <textarea id={id} value={v as string} maxLength={meta.maxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input id={id} type="text" value={v as string} maxLength={meta.maxLength} onChange={(e) => onChange(e.target.value)} />
        ),
      );
    case 'i18n':
      return row(
        <I18nInput id={id} value={v as I18nText} maxLength={meta.maxLength} multiline={meta.multiline} html={meta.html} label={label} onChange={onChange} />,
        true,
      );
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
        <div className="ed-field ed-field--check" data-field={name} data-path={path}>
          <input id={id} type="checkbox" checked={v as boolean} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{label}</label>
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
        <fieldset className="ed-group" data-field={name} data-path={path}>
          <legend>{label}</legend>
          {Object.entries(meta.shape).map(([k, f]) => (
            <FieldControl
              key={k}
              name={k}
              path={path ? `${path}.${k}` : k}
              field={f}
              value={(v as Record<string, unknown>)[k]}
              onChange={(x) => onChange({ ...(isPlainObject(value) ? value : {}), ...(v as Record<string, unknown>), [k]: x })}
            />
          ))}
        </fieldset>
      );
    case 'list':
      return <ListControl name={name} path={path} label={label} item={meta.item} max={meta.max} value={v as unknown[]} onChange={onChange} />;
    case 'blocks':
      return (
        <p className="ed-field ed-note" data-field={name} data-path={path}>
          {t('nestedBlocks', { count: (v as unknown[]).length, max: meta.max })}
        </p>
      );
  }
}

const shortValue = (v: unknown) => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 39)}…` : s;
};

/** Whether typed colour text may be stored: what the save-time check accepts (#hex, rgb(a), transparent). */
export const colorTextOk = (text: string) => text.trim() === '' || settingIsValid({ meta: { kind: 'color' }, parse: (x) => x }, text.trim());

function ColorInput({ id, value, onChange, label }: { id: string; value: string; onChange: (v: string) => void; label: string }) {
  const { t } = useTranslation('editor');
  const [text, setText] = useState(value);
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setText(value);
    setBad(false);
  }, [value]);
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#ffffff';
  // Only a colour the save accepts is stored; anything else stays in the box, flagged, until fixed.
  const commit = () => {
    const ok = colorTextOk(text) && text.trim() !== '';
    setBad(!ok);
    if (ok && text.trim() !== value) onChange(text.trim());
  };
  return (
    <span className="ed-color">
      <input
        type="color"
        value={hex}
        aria-label={label}
        onChange={(e) => {
          setText(e.target.value);
          setBad(false);
          onChange(e.target.value);
        }}
      />
      <input
        id={id}
        type="text"
        value={text}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-bad` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {bad && (
        <span className="ed-invalid" role="alert" id={`${id}-bad`}>
          {t('colorInvalid', { value: text.trim() || '—' })}
        </span>
      )}
    </span>
  );
}

/** A list setting with its maximum: add (up to the maximum), remove, move up and down. */
function ListControl({
  name,
  path,
  label,
  item,
  max,
  value,
  onChange,
}: {
  name: string;
  path: string;
  label: string;
  item: Field<unknown>;
  max: number;
  value: unknown[];
  onChange: (v: unknown[]) => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLangOf(i18n.language);
  const focus = useFieldFocus();
  const [open, setOpen] = useState<number | null>(() => focusIndexIn(focus, path) ?? (value.length === 1 ? 0 : null));
  // "Go to problem" opens the item on the way to the field.
  useEffect(() => {
    const at = focusIndexIn(focus, path);
    if (at !== null) setOpen(at);
  }, [focus, path]);
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    next.splice(i + d, 0, x);
    onChange(next);
    setOpen(i + d);
  };
  return (
    <fieldset className="ed-group ed-list" data-field={name} data-path={path}>
      <legend>
        {label} <span className="ed-count">{t('listCount', { count: value.length, max })}</span>
      </legend>
      <ol className="ed-list__items">
        {value.map((x, i) => (
          <li key={i} className="ed-list__item">
            <div className="ed-list__head">
              <button type="button" className="ed-list__toggle" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                <ItemHead n={i + 1} title={itemTitle(item, item.parse(x), lang)} />
              </button>
              <button type="button" className="ed-icon" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveUp')}>
                ↑
              </button>
              <button type="button" className="ed-icon" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={t('moveDown')}>
                ↓
              </button>
              <button type="button" className="ed-icon" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('remove')}>
                ✕
              </button>
            </div>
            {open === i && (
              <FieldControl
                name={name}
                path={`${path}.${i}`}
                label={t('listItemOf', { name: label, n: i + 1 })}
                field={item}
                value={x}
                onChange={(nx) => onChange(value.map((y, j) => (j === i ? nx : y)))}
              />
            )}
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

/** A list item's head: its number and what it holds (its title, or the name of the product it names). */
function ItemHead({ n, title }: { n: number; title: ReturnType<typeof itemTitle> }) {
  const { t } = useTranslation('editor');
  if (!title) return <span className="ed-list__title">{t('listItemEmpty', { n })}</span>;
  return (
    <span className="ed-list__title">
      <span className="ed-list__n">{n}.</span> {'text' in title ? title.text : <RefName kind={title.ref} id={title.id} />}
    </span>
  );
}
