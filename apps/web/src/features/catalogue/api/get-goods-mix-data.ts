import { productInput, type getGoodsMixData } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { embeddedAnswer } from '../../../lib/embedded-answers.ts';
import { SITE } from '../../../lib/config.ts';

export const goodsMixDataQuery = (spuId: number) => {
  const input = productInput(spuId, SITE);
  return {
    queryKey: ['catalogue', 'mix', spuId],
    queryFn: () => callApi<typeof getGoodsMixData>('app/goods/getGoodsMixData', input),
    staleTime: 30_000,
    ...embeddedAnswer<typeof getGoodsMixData>('app/goods/getGoodsMixData', input),
  };
};
