import type { CallRequest } from '@shop/contract';
import type { sendCustomerQueryEmail } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fetchSendCustomerQueryEmail = (input: CallRequest<typeof sendCustomerQueryEmail>, signal?: AbortSignal) =>
  callApi<typeof sendCustomerQueryEmail>('app/official/customer/sendCustomerQueryEmail', input, signal ? { signal } : {});
