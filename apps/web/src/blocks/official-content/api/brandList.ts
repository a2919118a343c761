import type { CallRequest } from '@shop/contract';
import type { brandList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchBrandList = (input: CallRequest<typeof brandList>, signal?: AbortSignal) =>
  callApi<typeof brandList>('app/official/brand/list', input, signal ? { signal } : {});
