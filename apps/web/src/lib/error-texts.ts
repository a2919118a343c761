import type { i18n as I18n } from 'i18next';
import { LANGS, type ErrorDef, type Lang } from '@shop/contract';

/**
 * The web app's own text of every error code (core §8, issue 27), in the three languages, taken from the
 * one catalogue in the contract: `common:error_<code>`. Texts with placeholders (`{field}`, `{code}`) are
 * left out — only the server knows their values, and its message (in the request's language) shows
 * then. The spec's own wordings already in `common` (11003, 13003, 100003, 140001, 552407) are kept.
 */
export function errorTextsFrom(errors: Record<string, ErrorDef>): Record<Lang, Record<string, string>> {
  const out = Object.fromEntries(LANGS.map((l) => [l, {} as Record<string, string>])) as Record<Lang, Record<string, string>>;
  for (const def of Object.values(errors)) {
    if (LANGS.some((l) => /\{\w+\}/.test(def.text[l]))) continue;
    for (const l of LANGS) out[l][`error_${def.code}`] = def.text[l];
  }
  return out;
}

/**
 * Adds the catalogue's texts after the page has started (a chunk of its own, so the first script does not
 * carry every error text); a failure that comes before reads the server's message, in the same language.
 */
export async function loadErrorTexts(i18n: I18n): Promise<void> {
  const { ERRORS } = await import('@shop/contract/errors/index');
  const texts = errorTextsFrom(ERRORS);
  for (const l of LANGS) i18n.addResourceBundle(l, 'common', texts[l], true, false);
}

/** Runs `fn` once: at the first pointer, touch or key event, or after `ms`, whichever comes first. */
export function afterFirstInteraction(fn: () => void, ms: number): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, run, true);
    fn();
  };
  const timer = setTimeout(run, ms);
  for (const e of events) window.addEventListener(e, run, { capture: true, passive: true });
}
