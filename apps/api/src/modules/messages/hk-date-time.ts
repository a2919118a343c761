import { HK_TIME_ZONE, type Lang } from '@shop/contract';

const DATE_LOCALE: Record<Lang, string> = { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en: 'en-GB' };

/** A moment as Hong Kong wall time with its date: the shop's time is what the member acts on. */
export function hkDateTime(at: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    timeZone: HK_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(at));
}
