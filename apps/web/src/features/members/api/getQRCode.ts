import type { CallRequest, getQRCode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getQRCodeApi = (input: CallRequest<typeof getQRCode>) => callApi<typeof getQRCode>('app/page/user/getQRCode', input);
