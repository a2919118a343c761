/*
 * Call answers the server embeds in a page it serves (decision 081), found by the web app by call and
 * input. Not catalogue-specific: any page's first calls can be answered this way.
 */

/**
 * Answers of calls the server made for the page it served, embedded in the page so the screen renders
 * them without asking again. `input` is the call's input exactly as the screen makes it.
 */
export interface EmbeddedAnswer {
  path: string;
  input: unknown;
  data: unknown;
  /** When the server made the call (ms since the epoch): the query counts its freshness from here. */
  answeredAt: number;
}
/** The element id of the embedded answers (a JSON data block). */
export const EMBEDDED_ANSWERS_ID = 'call-answers';

/** Key of a call and its input, the same for equal inputs whatever their key order. */
export function callKey(path: string, input: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v;
  return `${path} ${JSON.stringify(sorted(input ?? {}))}`;
}
