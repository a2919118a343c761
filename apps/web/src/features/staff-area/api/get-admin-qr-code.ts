import { useMutation } from '@tanstack/react-query';
import type { CallRequest, getAdminQRCode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const getAdminQRCodeCall = (input: CallRequest<typeof getAdminQRCode>) => callApi<typeof getAdminQRCode>('app/page/user/getAdminQRCode', input);
export const useGetAdminQRCode = () => useMutation({ mutationFn: getAdminQRCodeCall });
