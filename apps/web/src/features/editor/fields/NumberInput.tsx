import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bound } from '@shop/contract';

/** Reads what was typed into a number within the bounds; empty or unreadable text gives the default. */
export function clampTyped(text: string, bound: Bound, integer: boolean): number {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return bound.default;
  const c = Math.min(bound.max, Math.max(bound.min, n));
  return integer ? Math.round(c) : c;
}

/** What committing typed text did, when it did not keep the number as typed: said at the field. */
export type ClampNote =
  | { kind: 'max'; typed: string; n: number }
  | { kind: 'min'; typed: string; n: number }
  | { kind: 'rounded'; typed: string; n: number }
  | { kind: 'unreadable'; typed: string; n: number };

export function clampNote(text: string, bound: Bound, integer: boolean): ClampNote | null {
  const typed = text.trim();
  const n = clampTyped(text, bound, integer);
  const raw = Number(typed.replace(',', '.'));
  if (typed === '' || !Number.isFinite(raw)) return typed === '' ? null : { kind: 'unreadable', typed, n };
  if (raw > bound.max) return { kind: 'max', typed, n };
  if (raw < bound.min) return { kind: 'min', typed, n };
  if (n !== raw) return { kind: 'rounded', typed, n };
  return null;
}

/**
 * A number setting. Typing is free (no keystroke is dropped, unlike a browser number input with min/max,
 * or Puck's); the value is clamped to the spec's bounds when the field is left or Enter is pressed, and
 * the field then shows the clamped value.
 */
export function NumberInput({
  id,
  value,
  bound,
  integer,
  unit,
  onChange,
  label,
}: {
  id: string;
  value: number;
  bound: Bound;
  integer: boolean;
  unit?: string | undefined;
  onChange: (n: number) => void;
  label: string;
}) {
  const { t } = useTranslation('editor');
  const [text, setText] = useState(String(value));
  const [focused, setFocused] = useState(false);
  const [note, setNote] = useState<ClampNote | null>(null);
  useEffect(() => {
    if (!focused) setText(String(value));
  }, [value, focused]);
  const commit = () => {
    const n = clampTyped(text, bound, integer);
    // Clamping is said, not silent: the field tells what it kept and why.
    setNote(clampNote(text, bound, integer));
    setText(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <span className="ed-number">
      <input
        id={id}
        type="text"
        inputMode={integer && bound.min >= 0 ? 'numeric' : 'decimal'}
        value={text}
        aria-label={label}
        aria-describedby={note ? `${id}-range ${id}-note` : `${id}-range`}
        onFocus={() => setFocused(true)}
        onChange={(e) => {
          setText(e.target.value);
          setNote(null);
        }}
        onBlur={() => {
          setFocused(false);
          commit();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {unit && <span className="ed-number__unit">{unit}</span>}
      <span className="ed-number__range" id={`${id}-range`}>
        {bound.min}–{bound.max}
      </span>
      {note && (
        <span className="ed-number__note" role="status" id={`${id}-note`} data-testid="clamp-note">
          {t(`clamp_${note.kind}`, { typed: note.typed, n: note.n, min: bound.min, max: bound.max })}
        </span>
      )}
    </span>
  );
}
