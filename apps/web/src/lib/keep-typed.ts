import { useEffect, type RefObject } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed the field since the server drew it (its value is no longer the markup's). */
function changedByVisitor(el: FieldElement): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/**
 * What a visitor typed or chose in a server-rendered field before the page hydrated stays (decisions 165
 * and 166): the scripts start once the page is shown, or at the visitor's first touch, so a visitor (or
 * the browser's password manager) may fill a form first. React keeps the field's DOM value when it
 * hydrates, but the state behind a controlled field starts from the server's value; once hydrated, the
 * state takes what the visitor left in the field. Only a field the visitor changed counts, so a default
 * the server drew is never taken for input.
 */
export function useKeepTyped(ref: RefObject<FieldElement | null>, value: string, setValue: (value: string) => void) {
  useEffect(() => {
    const el = ref.current;
    if (el && changedByVisitor(el) && el.value !== value) setValue(el.value);
    // Once, at hydration: afterwards the state leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The same for a checkbox: a box ticked (or unticked) before the page hydrated stays so. */
export function useKeepChecked(ref: RefObject<HTMLInputElement | null>, checked: boolean, setChecked: (checked: boolean) => void) {
  useEffect(() => {
    const el = ref.current;
    if (el && changedByVisitor(el) && el.checked !== checked) setChecked(el.checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
