import { HK_TIME_ZONE, hkDateParts, type Lang } from '@shop/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The one way the web app shows dates and times: in Hong Kong time (the shop's clock, whatever the
 * visitor's device says), in the interface language, through `Intl.DateTimeFormat`. Business dates
 * computed as values (a year, a month) come from the contract's `hk-time.ts`.
 */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'timeWithSeconds';

const LOCALE: Record<Lang, string> = { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en: 'en-HK' };
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  timeWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant (Date, ISO text or epoch ms) as Hong Kong wall-clock text; '' for a missing or invalid one. */
export function formatHk(at: Date | string | number | null | undefined, style: DateStyle, lang: Lang): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { ...OPTIONS[style], timeZone: HK_TIME_ZONE });
    formats.set(key, format);
  }
  return format.format(date);
}

/** The Hong Kong year now (e.g. the newest year of a filter). */
export const hkYearNow = (now: Date = new Date()) => hkDateParts(now).year;

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
