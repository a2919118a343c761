import { defineErrors } from './define.ts';

/** Codes 86000–86049: search (issue 42). */
export const searchErrors = defineErrors({
  SEARCH_SYNONYM_NOT_FOUND: {
    code: 86001,
    status: 404,
    text: { zh_HK: '找不到此組同義詞', zh_CN: '找不到此组同义词', en: 'This group of search words was not found.' },
  },
});
