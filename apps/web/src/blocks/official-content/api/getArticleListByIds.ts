import type { CallRequest } from '@shop/contract';
import type { getArticleListByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchGetArticleListByIds = (input: CallRequest<typeof getArticleListByIds>, signal?: AbortSignal) =>
  callApi<typeof getArticleListByIds>('app/article/getArticleListByIds', input, signal ? { signal } : {});
