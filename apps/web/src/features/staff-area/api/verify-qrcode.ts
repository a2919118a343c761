import { useMutation } from '@tanstack/react-query';
import type { CallRequest, verifyQrcode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const verifyQrcodeCall = (input: CallRequest<typeof verifyQrcode>) => callApi<typeof verifyQrcode>('app/page/user/verifyQrcode', input);
export const useVerifyQrcode = () => useMutation({ mutationFn: verifyQrcodeCall });
