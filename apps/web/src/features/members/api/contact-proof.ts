import type { CallRequest, confirmContact, sendContactCode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const sendContactCodeCall = (input: CallRequest<typeof sendContactCode>) => callApi<typeof sendContactCode>('app/page/user/sendContactCode', input);
export const confirmContactCall = (input: CallRequest<typeof confirmContact>) => callApi<typeof confirmContact>('app/page/user/confirmContact', input);
