import { pickText, type I18nText, type Lang } from '@shop/contract';
import type { ViewingRow } from './viewings.tables.ts';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const SUMMARY: Record<Lang, (shop: string) => string> = {
  zh_HK: (shop) => `睇貨預約 · ${shop}`,
  zh_CN: (shop) => `看货预约 · ${shop}`,
  en: (shop) => `Viewing at ${shop}`,
};

/**
 * A viewing as an iCalendar file (RFC 5545; decision 499): one event in UTC, its code as the UID's
 * first part, so a calendar that imports the moved booking's file replaces the event instead of adding one.
 */
export function viewingIcs(v: ViewingRow, shopName: I18nText | undefined, host: string): string {
  const lang = v.language as Lang;
  const shop = shopName ? pickText(shopName, lang) : v.storeCode;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jade Harbour//Viewings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${v.code}@${host}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(v.startsAt)}`,
    `DTEND:${stamp(v.endsAt)}`,
    `SUMMARY:${text(SUMMARY[lang](shop))}`,
    `DESCRIPTION:${text(v.code)}`,
    `LOCATION:${text(shop)}`,
    `STATUS:${v.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}
