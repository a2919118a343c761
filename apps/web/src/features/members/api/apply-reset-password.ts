import type { CallRequest, applyResetPassword } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const applyResetPasswordCall = (input: CallRequest<typeof applyResetPassword>) =>
  callApi<typeof applyResetPassword>('app/page/user/applyResetPassword', input);
