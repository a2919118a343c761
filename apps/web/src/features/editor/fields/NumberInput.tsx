import { useEffect, useState } from 'react';
import type { Bound } from '@shop/contract';

/** Reads what was typed into a number within the bounds; empty or unreadable text gives the default. */
export function clampTyped(text: string, bound: Bound, integer: boolean): number {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return bound.default;
  const c = Math.min(bound.max, Math.max(bound.min, n));
  return integer ? Math.round(c) : c;
}

/**
 * A number setting. Typing is free (no keystroke is dropped, unlike a browser number input with min/max,
 * or Puck's); the value is clamped to the spec's bounds when the field is left or Enter is pressed, and
 * the field then shows the clamped value.
 */
export function NumberInput({
  id, value, bound, integer, unit, onChange, label,
}: { id: string; value: number; bound: Bound; integer: boolean; unit?: string | undefined; onChange: (n: number) => void; label: string }) {
  const [text, setText] = useState(String(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(String(value));
  }, [value, focused]);
  const commit = () => {
    const n = clampTyped(text, bound, integer);
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
        aria-describedby={`${id}-range`}
        onFocus={() => setFocused(true)}
        onChange={(e) => setText(e.target.value)}
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
    </span>
  );
}
