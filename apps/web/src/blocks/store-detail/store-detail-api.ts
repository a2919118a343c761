import { useQuery } from '@tanstack/react-query';
import { SITE } from '../../lib/config.ts';
import { fetchOfficialStoreDetail } from '../official-content/api/officialStoreDetail.ts';
import { fetchStoreGet } from '../official-content/api/storeGet.ts';

/** The block's query keys: a shop by its id, or by its code. */
export const storeKeys = {
  detail: (storeId: number) => ['stores', 'detail', storeId] as const,
  byCode: (storeCode: string | undefined) => ['stores', 'byCode', storeCode] as const,
};

/** A shop by its id, else by its code (neither asked without one); a failure is not retried. */
export const useStoreDetail = (storeId: number | undefined, storeCode: string | undefined) =>
  useQuery({
    queryKey: storeId !== undefined ? storeKeys.detail(storeId) : storeKeys.byCode(storeCode),
    queryFn: ({ signal }) =>
      storeId !== undefined
        ? fetchOfficialStoreDetail({ id: storeId }, signal)
        : fetchStoreGet({ merchantCode: SITE.merchantCode, storeCode: storeCode! }, signal),
    enabled: storeId !== undefined || storeCode !== undefined,
    retry: false,
  });
