import { createContext, useContext } from 'react';
import type { Lang } from '@shop/contract';

/**
 * The setting the editor was asked to show ("Go to problem"): a dotted path in the block's settings
 * (`slides.2.link`). Lists open the item on the way to it; the settings panel then focuses its control.
 * `n` changes on every request, so the same problem can be gone to twice.
 */
export interface FieldFocus {
  path: string;
  n: number;
  /** The language at fault in a three-language text (the publish gate's empty language): its box takes the focus. */
  lang?: Lang | null;
}
export const FieldFocusContext = createContext<FieldFocus | null>(null);
export const useFieldFocus = () => useContext(FieldFocusContext);

/** The list index the focus path opens inside the list at `listPath`, or null. */
export function focusIndexIn(focus: FieldFocus | null, listPath: string): number | null {
  if (!focus || !focus.path.startsWith(`${listPath}.`)) return null;
  const next = focus.path.slice(listPath.length + 1).split('.')[0]!;
  return /^\d+$/.test(next) ? Number(next) : null;
}

/** The control to focus for a path: the deepest field drawn whose path is the path or a prefix of it. */
export function fieldElementFor(root: ParentNode, path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const el = root.querySelector<HTMLElement>(`[data-path="${CSS.escape(parts.slice(0, n).join('.'))}"]`);
    if (el) return el;
  }
  return null;
}

const CONTROL = 'input, select, textarea, [contenteditable="true"], button';
const TEXT_BOX = 'input, textarea, [contenteditable="true"]';

/**
 * The control inside a field that takes the focus: in a three-language text, the box of the language
 * at fault (`data-text-lang`, drawn by I18nInput) when the problem names one (its text box, not a rich
 * text's toolbar button); else the field's first control.
 */
export function controlIn(field: ParentNode, lang?: Lang | null): HTMLElement | null {
  const inLang = lang ? field.querySelector<HTMLElement>(`[data-text-lang="${lang}"]`)?.querySelector<HTMLElement>(TEXT_BOX) : null;
  return inLang ?? field.querySelector<HTMLElement>(CONTROL);
}
