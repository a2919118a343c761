import type { CallRequest, logout } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const logoutCall = (input: CallRequest<typeof logout>) => callApi<typeof logout>('app/user/logout', input);
