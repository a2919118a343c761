import type { CallRequest, sendPhoneVerifyCode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const sendPhoneVerifyCodeCall = (input: CallRequest<typeof sendPhoneVerifyCode>) =>
  callApi<typeof sendPhoneVerifyCode>('app/page/user/sendPhoneVerifyCode', input);
