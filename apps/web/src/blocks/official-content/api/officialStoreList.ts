import type { officialStoreList } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of officialStoreList (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchOfficialStoreList,
  key: officialStoreListKey,
  query: officialStoreListQuery,
  use: useOfficialStoreList,
} = officialCall<typeof officialStoreList>('app/official/store/list', 'officialStoreList');
