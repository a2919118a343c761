import type { CallRequest, getGoodsCategoryPage } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const goodsCategoryPageQuery = (input: CallRequest<typeof getGoodsCategoryPage>) => ({
  queryKey: ['catalogue', 'categoryPage', input],
  queryFn: () =>
    callApi<typeof getGoodsCategoryPage>('app/goods/getGoodsCategoryPage', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, ...input }),
  staleTime: 60_000,
});
