import { HK_TIME_ZONE, type Lang } from '@shop/contract';

const DATE_LOCALE: Record<Lang, string> = { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en: 'en-GB' };

/**
 * One formatter per language, made on first use: building an Intl.DateTimeFormat loads its locale's data and
 * cost about 1 ms of CPU, and a new one was made for every order message (decision 616).
 */
const formatters = new Map<Lang, Intl.DateTimeFormat>();

function formatterOf(lang: Lang): Intl.DateTimeFormat {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
      timeZone: HK_TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    formatters.set(lang, f);
  }
  return f;
}

/** A moment as Hong Kong wall time with its date: the shop's time is what the member acts on. */
export function hkDateTime(at: Date | string, lang: Lang): string {
  return formatterOf(lang).format(new Date(at));
}
