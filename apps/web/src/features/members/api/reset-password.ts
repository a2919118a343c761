import type { CallRequest, resetPassword } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const resetPasswordCall = (input: CallRequest<typeof resetPassword>) => callApi<typeof resetPassword>('app/page/user/resetPassword', input);
