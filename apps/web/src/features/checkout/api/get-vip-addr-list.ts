import type { getVipAddrList } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getVipAddrListFetch = () => callApi<typeof getVipAddrList>('app/page/user/getVipAddrList', {});
