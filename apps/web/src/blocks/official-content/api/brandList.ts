import type { brandList } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of brandList (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchBrandList,
  key: brandListKey,
  query: brandListQuery,
  use: useBrandList,
} = officialCall<typeof brandList>('app/official/brand/list', 'brandList');
