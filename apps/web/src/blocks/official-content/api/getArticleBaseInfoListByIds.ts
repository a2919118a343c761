import type { CallRequest } from '@shop/contract';
import type { getArticleBaseInfoListByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchGetArticleBaseInfoListByIds = (input: CallRequest<typeof getArticleBaseInfoListByIds>, signal?: AbortSignal) =>
  callApi<typeof getArticleBaseInfoListByIds>('app/article/getArticleBaseInfoListByIds', input, signal ? { signal } : {});
