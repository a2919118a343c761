import { useTranslation } from 'react-i18next';
import type { Lang } from '@shop/contract';
import { isLang } from '../lib/i18n.ts';

export const currentLangOf = (language: string): Lang => (isLang(language) ? language : 'zh_HK');

/** The interface language, re-rendering the block when it changes. */
export function useBlockLang(): Lang {
  const { i18n } = useTranslation();
  return currentLangOf(i18n.language);
}
