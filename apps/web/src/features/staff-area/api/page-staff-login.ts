import { useMutation } from '@tanstack/react-query';
import type { CallRequest, pageStaffLogin } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pageStaffLoginCall = (input: CallRequest<typeof pageStaffLogin>) => callApi<typeof pageStaffLogin>('app/page/user/pageStaffLogin', input);
export const useStaffLogin = () => useMutation({ mutationFn: pageStaffLoginCall });
