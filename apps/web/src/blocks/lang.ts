import type { Lang } from '@shop/contract';
import { isLang } from '../lib/i18n.ts';

export const currentLangOf = (language: string): Lang => (isLang(language) ? language : 'zh_HK');
