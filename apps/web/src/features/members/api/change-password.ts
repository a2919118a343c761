import type { CallRequest, changePassword } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const changePasswordCall = (input: CallRequest<typeof changePassword>) => callApi<typeof changePassword>('app/page/user/changePassword', input);
