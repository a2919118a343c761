import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { LANGS, wireText, type I18nText, type Lang } from '@shop/contract';
import { textIn } from '../list-tools.tsx';
import { toCents, toDollars } from '../goods/money.ts';
import { LANG_NAMES } from '../../../lib/lang-names.ts';

/** A new, empty three-language text (a form's blank values). */
export const emptyText = (): I18nText => ({ zh_HK: '', zh_CN: '', en: '' });

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
}

/** The wide search box of a list page whose search goes beside other filters (customers, order search). */
export function SearchField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  maxLength: number;
  placeholder: string;
  testId: string;
}) {
  return (
    <label className="bo-field bo-field--wide">
      <span>{label}</span>
      <input type="search" value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

export interface SelectFieldProps<V extends string | number> {
  label: ReactNode;
  value: V;
  onChange: (v: V) => void;
  choices: readonly Choice<V>[];
  blank?: ReactNode;
  required?: boolean;
  invalid?: boolean | undefined;
  testId?: string;
}

/**
 * A labelled select (filters and form fields). `blank` adds a first choice with the empty value: "all …"
 * in a filter, "—" in a required field; for a number field the empty value is 0.
 */
export function SelectField<V extends string | number>({ label, value, onChange, choices, blank, required, invalid, testId }: SelectFieldProps<V>) {
  const numeric = typeof value === 'number';
  return (
    <label className="bo-field">
      <span>{label}</span>
      <select
        required={required}
        aria-invalid={invalid || undefined}
        value={numeric && value === 0 && blank !== undefined ? '' : value}
        onChange={(e) => onChange((numeric ? Number(e.target.value) : e.target.value) as V)}
        data-testid={testId}
      >
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface NumberInputProps {
  label: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  invalid?: boolean | undefined;
  placeholder?: string;
  testId?: string;
  /** The id of the field's error text, when it shows one. */
  describedBy?: string | undefined;
  /** Shown after the input inside its label (the field's error). */
  children?: ReactNode;
}

/** A labelled input (text unless `type` says number); a change gives the typed text, each field reads it its way. */
export function TextField({
  label,
  value,
  onChange,
  type,
  min,
  max,
  step,
  maxLength,
  minLength,
  pattern,
  required,
  invalid,
  placeholder,
  testId,
  describedBy,
  children,
}: NumberInputProps & { value: number | string; onChange: (text: string) => void; type?: 'number'; maxLength?: number; minLength?: number; pattern?: string }) {
  return (
    <label className="bo-field">
      <span>{label}</span>
      <input
        type={type}
        required={required}
        min={min}
        max={max}
        step={step}
        minLength={minLength}
        maxLength={maxLength}
        pattern={pattern}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/** A labelled number input; `value` '' shows it empty. */
export const NumberField = (props: NumberInputProps & { value: number | string; onChange: (text: string) => void }) => <TextField {...props} type="number" />;

/** A required whole-number change up or down, at most `limit` either way (stock and points adjustments). */
export const DeltaField = ({
  limit,
  ...props
}: Omit<NumberInputProps, 'min' | 'max' | 'step' | 'required'> & { limit: number; value: number | string; onChange: (text: string) => void }) => (
  <NumberField {...props} required step={1} min={-limit} max={limit} />
);

/**
 * An amount typed in HK$ and kept in cents (prices, making charges, discounts): cents to the cent,
 * `maxCents` its bound; an emptied optional amount is undefined, a required one 0.
 */
export function MoneyField({
  cents,
  onChange,
  minCents = 0,
  maxCents,
  ...rest
}: Omit<NumberInputProps, 'min' | 'max' | 'step'> & {
  cents: number | undefined;
  minCents?: number;
  maxCents: number;
  onChange: (cents: number | undefined) => void;
}) {
  return (
    <NumberField
      {...rest}
      min={minCents / 100}
      max={maxCents / 100}
      step={0.01}
      value={cents === undefined ? '' : toDollars(cents)}
      onChange={(text) => onChange(text === '' && !rest.required ? undefined : toCents(text))}
    />
  );
}

/** Choices of fixed codes, each labelled by its text `${prefix}${code}` in the screen's namespace. */
export const codeChoices = <V extends string>(codes: readonly V[], t: TFunction, prefix: string): Choice<V>[] =>
  codes.map((c) => ({ value: c, label: t(`${prefix}${c}`) }));

/** Choices of titled records (categories, labels, shops): a sub-category is marked "— ". */
export const titledChoices = <V extends string | number>(
  rows: readonly { id?: V; code?: V; parentId?: number | null; title: I18nText }[] | undefined,
  lang: Lang,
): Choice<V>[] => (rows ?? []).map((r) => ({ value: (r.id ?? r.code) as V, label: `${r.parentId ? '— ' : ''}${textIn(r.title, lang)}` }));

/** Choices of shops by store code, each named in the language (the order lists' pick-up shop filter). */
export const shopChoices = (shops: readonly { storeCode: string }[] | undefined, lang: Lang): Choice<string>[] =>
  (shops ?? []).map((s) => ({ value: s.storeCode, label: wireText(s, 'name', lang) }));

/**
 * A three-language text: one input (or textarea) per language, each with its length and limit.
 * Test ids are `${testId}-${lang}`.
 */
export function I18nInputs({
  legend,
  field,
  value,
  onChange,
  max,
  required = false,
  multiline = false,
  invalid,
  testId,
}: {
  legend?: ReactNode;
  field?: string;
  value: I18nText;
  onChange: (v: I18nText) => void;
  max: number;
  required?: boolean;
  multiline?: boolean;
  invalid?: boolean | undefined;
  testId: string;
}) {
  return (
    <fieldset className="bo-field" data-field={field}>
      {legend ? <legend>{legend}</legend> : null}
      {LANGS.map((l) => (
        <label key={l} className="bo-field">
          <span>
            {LANG_NAMES[l]} ({value[l].length}/{max})
          </span>
          {multiline ? (
            <textarea maxLength={max} value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} data-testid={`${testId}-${l}`} />
          ) : (
            <input
              required={required}
              maxLength={max}
              aria-invalid={invalid || undefined}
              value={value[l]}
              onChange={(e) => onChange({ ...value, [l]: e.target.value })}
              data-testid={`${testId}-${l}`}
            />
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** One three-language text of a record form: its key in the values (and its label `f_<key>`) and bounds. */
export interface TextFieldSpec<K extends string> {
  key: K;
  max: number;
  required?: boolean;
  multiline?: boolean;
}

/**
 * The three-language texts of a record form (goods, club goods, promotions), one `I18nInputs` each:
 * legend `f_<key>`, the form's value and setter, the mark of a 400 naming it, test ids
 * `${testPrefix}-${key}-${lang}`. One description per text instead of the same ten lines in each form.
 */
export function I18nTextFields<V extends Record<K, I18nText>, K extends Extract<keyof V, string>>({
  form,
  fields,
  testPrefix,
  t,
}: {
  form: { v: V; set: <X extends keyof V>(k: X, value: V[X]) => void; bad: (k: string) => boolean | undefined };
  fields: readonly TextFieldSpec<K>[];
  testPrefix: string;
  t: TFunction;
}) {
  return (
    <>
      {fields.map((f) => (
        <I18nInputs
          key={f.key}
          legend={t(`f_${f.key}`)}
          field={f.key}
          value={form.v[f.key]}
          onChange={(x) => form.set(f.key, x as V[K])}
          max={f.max}
          required={f.required ?? false}
          multiline={f.multiline ?? false}
          invalid={form.bad(f.key)}
          testId={`${testPrefix}-${f.key}`}
        />
      ))}
    </>
  );
}

/** A check box per choice over a list of picked ids (labels, categories), at most `max` picked. */
export function CheckList<V extends number>({
  legend,
  picked,
  onChange,
  choices,
  max,
  invalid,
  testId,
}: {
  legend: ReactNode;
  picked: V[];
  onChange: (v: V[]) => void;
  choices: readonly Choice<V>[];
  max: number;
  invalid?: boolean | undefined;
  testId?: (v: V) => string;
}) {
  return (
    <fieldset className="bo-field" aria-invalid={invalid || undefined}>
      <legend>
        {legend} ({picked.length}/{max})
      </legend>
      {choices.map((c) => (
        <label key={c.value} className="bo-check">
          <input
            type="checkbox"
            checked={picked.includes(c.value)}
            disabled={!picked.includes(c.value) && picked.length >= max}
            onChange={() => onChange(picked.includes(c.value) ? picked.filter((x) => x !== c.value) : [...picked, c.value])}
            data-testid={testId?.(c.value)}
          />{' '}
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
