/**
 * The shop's clock is Hong Kong's (UTC+8, no daylight saving): business dates (order numbers, the
 * birthday month, "today's" gold price) are Hong Kong dates, never the server's or UTC's.
 * Plain functions with no dependency, usable in the browser and on the server.
 */
export const HK_TIME_ZONE = 'Asia/Hong_Kong';

/** Hong Kong is UTC+8 all year (no daylight saving since 1979), so its wall clock is a fixed offset. */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface HkDateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Hong Kong wall-clock parts of an instant. */
export function hkDateParts(at: Date = new Date()): HkDateParts {
  const d = new Date(at.getTime() + HK_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The Hong Kong month (1–12) of an instant: the birthday-month rule reads this. */
export function hkMonth(at: Date = new Date()): number {
  return hkDateParts(at).month;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the Hong Kong date. */
export function hkIsoDate(at: Date = new Date()): string {
  const p = hkDateParts(at);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** `YYMMDD` of the Hong Kong date (order and redemption numbers). */
export function hkYymmdd(at: Date = new Date()): string {
  const p = hkDateParts(at);
  return `${two(p.year % 100)}${two(p.month)}${two(p.day)}`;
}

/** The instant of 00:00 Hong Kong time on the Hong Kong date of `at`. */
export function hkStartOfDay(at: Date = new Date()): Date {
  const p = hkDateParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day) - HK_OFFSET_MS);
}
