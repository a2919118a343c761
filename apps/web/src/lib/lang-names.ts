import type { Lang } from '@shop/contract';

/*
 * Each language by its own name, the same whatever the interface's language: labels of a text's three
 * versions in the back office and the editor, and the languages a slip can print in.
 */
export const LANG_NAMES: Record<Lang, string> = { zh_HK: '繁體', zh_CN: '简体', en: 'English' };
/** The short tag of each language beside a text's box. */
export const LANG_SHORT: Record<Lang, string> = { zh_HK: '繁', zh_CN: '简', en: 'EN' };
