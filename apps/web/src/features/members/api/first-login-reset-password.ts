import type { CallRequest, firstLoginResetPassword } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const firstLoginResetPasswordCall = (input: CallRequest<typeof firstLoginResetPassword>) =>
  callApi<typeof firstLoginResetPassword>('app/page/user/firstLoginResetPassword', input);
