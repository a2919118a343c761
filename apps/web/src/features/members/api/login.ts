import type { CallRequest, login } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const loginCall = (input: CallRequest<typeof login>) => callApi<typeof login>('app/page/user/login', input);
