import { useMutation } from '@tanstack/react-query';
import type { CallRequest, pageStaffLogout } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pageStaffLogoutCall = (input: CallRequest<typeof pageStaffLogout>) => callApi<typeof pageStaffLogout>('app/page/user/pageStaffLogout', input);
export const useStaffLogout = () => useMutation({ mutationFn: pageStaffLogoutCall });
