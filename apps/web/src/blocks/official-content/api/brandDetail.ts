import type { brandDetail } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of brandDetail (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchBrandDetail,
  key: brandDetailKey,
  query: brandDetailQuery,
  use: useBrandDetail,
} = officialCall<typeof brandDetail>('app/official/brand/detail', 'brandDetail');
