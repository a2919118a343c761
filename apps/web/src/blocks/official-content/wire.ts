import type { Lang } from '@shop/contract';

/** Picks the language's field of the spec's wire trio: xxxTraditional (zh_HK), xxxSimple (zh_CN), xxxEng (en). */
export function pickTrio<P extends string>(obj: { [K in `${P}Simple` | `${P}Traditional` | `${P}Eng`]: string }, prefix: P, lang: Lang): string {
  const o = obj as Record<string, string>;
  const own = lang === 'zh_HK' ? o[`${prefix}Traditional`] : lang === 'zh_CN' ? o[`${prefix}Simple`] : o[`${prefix}Eng`];
  return own || o[`${prefix}Traditional`] || o[`${prefix}Eng`] || o[`${prefix}Simple`] || '';
}

/** A positive integer query parameter, or undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}
