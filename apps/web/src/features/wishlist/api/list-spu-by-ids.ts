import type { listSpuByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

/** The wishlist's products, in the wishlist's order (goods removed from sale included, to show them as such). */
export const wishlistGoodsQuery = (spuIds: number[]) => ({
  queryKey: ['wishlist', 'goods', spuIds],
  queryFn: () => callApi<typeof listSpuByIds>('app/goods/listSpuByIds', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, spuIdList: spuIds, checkGoods: false }),
  staleTime: 30_000,
});
