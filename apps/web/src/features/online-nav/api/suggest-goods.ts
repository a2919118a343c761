import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { suggestGoods } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';

export const suggestKeys = { words: (q: string) => ['catalogue', 'suggest', q] as const };

/** Suggestions for the words typed so far (issue 42): goods, categories and a corrected spelling. */
export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: suggestKeys.words(q),
    queryFn: () => callApi<typeof suggestGoods>('app/goods/suggest', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode, q }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
