import type { CallRequest, updateVipAddr } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const updateVipAddrCall = (input: CallRequest<typeof updateVipAddr>) => callApi<typeof updateVipAddr>('app/page/user/updateVipAddr', input);
