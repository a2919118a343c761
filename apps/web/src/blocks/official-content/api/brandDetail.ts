import type { CallRequest } from '@shop/contract';
import type { brandDetail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchBrandDetail = (input: CallRequest<typeof brandDetail>, signal?: AbortSignal) =>
  callApi<typeof brandDetail>('app/official/brand/detail', input, signal ? { signal } : {});
