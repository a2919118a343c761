import type { CallRequest, register } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const registerCall = (input: CallRequest<typeof register>) => callApi<typeof register>('app/page/user/register', input);
