import { hkDateParts } from '@shop/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a `datetime-local` control, in Hong Kong time (the shop's clock). */
export function toHkInput(iso: string): string {
  const p = hkDateParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read as Hong Kong time (no daylight saving), as an ISO instant; '' when empty. */
export function fromHkInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  return new Date(`${value}:00+08:00`).toISOString();
}

/** A short Hong Kong date and time for lists. */
export const hkShort = (iso: string) => toHkInput(iso).replace('T', ' ');
