import type { officialStoreDetail } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of officialStoreDetail (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchOfficialStoreDetail,
  key: officialStoreDetailKey,
  query: officialStoreDetailQuery,
  use: useOfficialStoreDetail,
} = officialCall<typeof officialStoreDetail>('app/official/store/detail', 'officialStoreDetail');
