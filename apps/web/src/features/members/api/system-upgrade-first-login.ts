import type { CallRequest, systemUpgradeFirstLogin } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const systemUpgradeFirstLoginCall = (input: CallRequest<typeof systemUpgradeFirstLogin>) =>
  callApi<typeof systemUpgradeFirstLogin>('app/page/user/systemUpgradeFirstLogin', input);
