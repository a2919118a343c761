import type { CallRequest } from '@shop/contract';
import type { areaOptions } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchAreaOptions = (input: CallRequest<typeof areaOptions>, signal?: AbortSignal) =>
  callApi<typeof areaOptions>('app/official/area/options', input, signal ? { signal } : {});
