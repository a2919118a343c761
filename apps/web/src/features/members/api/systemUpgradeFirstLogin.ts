import type { CallRequest, systemUpgradeFirstLogin } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const systemUpgradeFirstLoginApi = (input: CallRequest<typeof systemUpgradeFirstLogin>) => callApi<typeof systemUpgradeFirstLogin>('app/page/user/systemUpgradeFirstLogin', input);
