import type { I18nText } from '../locale.ts';

/** One entry of the error catalogue: a stable numeric code, an HTTP status and a text per language. */
export interface ErrorDef {
  code: number;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 503;
  /** `{name}` placeholders are filled from the error's params. */
  text: I18nText;
}

export const defineErrors = <const T extends Record<string, ErrorDef>>(errors: T): T => errors;
