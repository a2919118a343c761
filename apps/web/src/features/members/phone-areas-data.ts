import metadata from 'libphonenumber-js/metadata.min.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import en from 'i18n-iso-countries/langs/en.json';
import { PHONE_AREA_FIRST } from '@shop/contract';

/** One phone area (core §3): calling code without '+', the country's names, ISO country code. */
export interface PhoneArea {
  phone_code: string;
  chinese_name: string;
  english_name: string;
  country_code: string;
}

const nameOf = (v: string | string[] | undefined, fallback: string) => (Array.isArray(v) ? v[0] : v) ?? fallback;

/**
 * About 245 areas from the kept datasets: calling codes from libphonenumber-js, names from
 * i18n-iso-countries (zh, en). +852, +86, +853 come first, then the rest by English name. Loaded only
 * by the screens that ask for a phone number.
 */
export function buildPhoneAreas(): PhoneArea[] {
  const zhNames = zh.countries as Record<string, string | string[]>;
  const enNames = en.countries as Record<string, string | string[]>;
  const list: PhoneArea[] = [];
  for (const [code, countries] of Object.entries(metadata.country_calling_codes as Record<string, string[]>)) {
    for (const country of countries) {
      if (country === '001') continue;
      list.push({
        phone_code: code,
        chinese_name: nameOf(zhNames[country], country),
        english_name: nameOf(enNames[country], country),
        country_code: country,
      });
    }
  }
  const rank = (a: PhoneArea) => {
    const i = (PHONE_AREA_FIRST as readonly string[]).indexOf(a.phone_code);
    // Of the countries sharing +86 etc. only the main one goes first.
    return i >= 0 && ['HK', 'CN', 'MO'].includes(a.country_code) ? i : PHONE_AREA_FIRST.length;
  };
  return list.sort((a, b) => rank(a) - rank(b) || a.english_name.localeCompare(b.english_name, 'en'));
}
