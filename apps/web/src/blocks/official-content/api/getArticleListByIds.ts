import type { getArticleListByIds } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of getArticleListByIds (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchGetArticleListByIds,
  key: getArticleListByIdsKey,
  query: getArticleListByIdsQuery,
  use: useGetArticleListByIds,
} = officialCall<typeof getArticleListByIds>('app/article/getArticleListByIds', 'getArticleListByIds');
