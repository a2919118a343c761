/**
 * The one display rule for a person's name (issue 40, decision 457), run by the API (lists, CSV, the
 * counter, messages) and the web (the customer page) alike, so one member reads one way everywhere.
 * Names are entered family name first (the profile form asks for it first): a name in Chinese characters
 * reads family name then given name with no space (張偉), any other name as entered, family name first
 * with one space (Chan Tai Man). Without either part, the nickname; without that, the fallback.
 */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

export interface PersonNameParts {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
}

export function personName(p: PersonNameParts, fallback = ''): string {
  const parts = [p.lastName, p.firstName].map((s) => (s ?? '').trim()).filter(Boolean);
  const joined = parts.join(HAN.test(parts.join('')) ? '' : ' ');
  return joined || (p.nickname ?? '').trim() || fallback;
}
