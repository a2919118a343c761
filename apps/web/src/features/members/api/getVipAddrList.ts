import type { CallRequest, getVipAddrList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getVipAddrListApi = (input: CallRequest<typeof getVipAddrList>) => callApi<typeof getVipAddrList>('app/page/user/getVipAddrList', input);
