import type { areaOptions } from '@shop/contract';
import { officialCall } from './official-call.ts';

/** The query of areaOptions (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchAreaOptions,
  key: areaOptionsKey,
  query: areaOptionsQuery,
  use: useAreaOptions,
} = officialCall<typeof areaOptions>('app/official/area/options', 'areaOptions');
