import type { CallRequest, pageUpdateUserInfo } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pageUpdateUserInfoCall = (input: CallRequest<typeof pageUpdateUserInfo>) =>
  callApi<typeof pageUpdateUserInfo>('app/page/user/pageUpdateUserInfo', input);
