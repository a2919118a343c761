import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Whether a mobile or fixed number is a real one for its calling code (852, 86, 853, …), by
 * libphonenumber-js's "min" metadata: the right length and leading digits for that country. The one rule
 * for both sides: the member request schemas refuse a number it rejects (400 naming `phone`) and the web
 * forms show the same verdict before sending. Plain (no zod): usable by lazy browser screens.
 */
export function isValidPhone(areaCode: string, number: string): boolean {
  const area = areaCode.trim().replace(/^\+/, '');
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{1,4}$/.test(area) || !/^\d{4,15}$/.test(digits)) return false;
  const parsed = parsePhoneNumberFromString(`+${area}${digits}`);
  return parsed !== undefined && parsed.countryCallingCode === area && parsed.isValid();
}
