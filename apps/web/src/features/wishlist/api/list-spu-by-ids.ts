import { useQuery } from '@tanstack/react-query';
import type { listSpuByIds } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const wishlistGoodsKey = (spuIds: number[]) => ['wishlist', 'goods', spuIds] as const;

/** The wishlist's products, in the wishlist's order (goods removed from sale included, to show them as such). */
export const wishlistGoodsQuery = (spuIds: number[]) => ({
  queryKey: wishlistGoodsKey(spuIds),
  queryFn: () =>
    callApi<typeof listSpuByIds>('app/goods/listSpuByIds', {
      merchantCode: SITE.merchantCode,
      storeCode: SITE.storeCode,
      spuIdList: spuIds,
      checkGoods: false,
    }),
  staleTime: 30_000,
});

/** Nothing is asked for an empty wishlist; the last list stays on screen while the next loads. */
export const useWishlistGoods = (spuIds: number[]) =>
  useQuery({ ...wishlistGoodsQuery(spuIds), enabled: spuIds.length > 0, placeholderData: (previous) => previous });
