import metadata from 'libphonenumber-js/metadata.min.json';
import { PHONE_AREA_FIRST } from '@shop/contract';

/** One phone area (core §3): calling code without '+', the country's names, ISO country code. */
export interface PhoneArea {
  phone_code: string;
  /** Traditional Chinese (zh_HK interface). */
  name_zh_HK: string;
  /** Simplified Chinese (zh_CN interface). */
  name_zh_CN: string;
  english_name: string;
  country_code: string;
}

/**
 * The browser's own country names (CLDR, through `Intl.DisplayNames`): Traditional names for zh_HK,
 * Simplified for zh_CN, English. The shop's own areas take the short form ("Hong Kong", "香港") rather
 * than CLDR's long "Hong Kong SAR China".
 */
function namer(locale: string) {
  const long = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const short = new Intl.DisplayNames([locale], { type: 'region', style: 'short', fallback: 'code' });
  return (country: string) => (['HK', 'MO'].includes(country) ? short : long).of(country) ?? country;
}

/**
 * About 245 areas: calling codes from libphonenumber-js's metadata, names from the browser (decision 034).
 * +852, +86, +853 come first, then the rest by English name. Loaded only by the screens that ask for a
 * phone number.
 */
export function buildPhoneAreas(): PhoneArea[] {
  const zhHK = namer('zh-Hant-HK');
  const zhCN = namer('zh-Hans-CN');
  const en = namer('en');
  const list: PhoneArea[] = [];
  for (const [code, countries] of Object.entries(metadata.country_calling_codes as Record<string, string[]>)) {
    for (const country of countries) {
      if (country === '001') continue;
      list.push({ phone_code: code, name_zh_HK: zhHK(country), name_zh_CN: zhCN(country), english_name: en(country), country_code: country });
    }
  }
  const rank = (a: PhoneArea) => {
    const i = (PHONE_AREA_FIRST as readonly string[]).indexOf(a.phone_code);
    // Of the countries sharing +86 etc. only the main one goes first.
    return i >= 0 && ['HK', 'CN', 'MO'].includes(a.country_code) ? i : PHONE_AREA_FIRST.length;
  };
  return list.sort((a, b) => rank(a) - rank(b) || a.english_name.localeCompare(b.english_name, 'en'));
}
