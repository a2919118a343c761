import { useMutation } from '@tanstack/react-query';
import type { CallRequest, registerStaff } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const registerStaffCall = (input: CallRequest<typeof registerStaff>) => callApi<typeof registerStaff>('app/page/user/registerStaff', input);
export const useRegisterStaff = () => useMutation({ mutationFn: registerStaffCall });
