import type { getArticleBaseInfoListByIds } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of getArticleBaseInfoListByIds (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchGetArticleBaseInfoListByIds,
  key: getArticleBaseInfoListByIdsKey,
  query: getArticleBaseInfoListByIdsQuery,
  use: useGetArticleBaseInfoListByIds,
} = officialCall<typeof getArticleBaseInfoListByIds>('app/article/getArticleBaseInfoListByIds', 'getArticleBaseInfoListByIds');
