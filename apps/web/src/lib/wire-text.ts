import type { Lang } from '@shop/contract';

/** Reads a three-language field sent as <name>Simple / <name>Traditional / <name>Eng in a language. */
export function wireText(obj: object, name: string, lang: Lang): string {
  const o = obj as Record<string, unknown>;
  const pick = (suffix: string) => (typeof o[`${name}${suffix}`] === 'string' ? (o[`${name}${suffix}`] as string) : '');
  const own = lang === 'en' ? pick('Eng') : lang === 'zh_CN' ? pick('Simple') : pick('Traditional');
  return own || pick('Traditional') || pick('Eng') || pick('Simple');
}
