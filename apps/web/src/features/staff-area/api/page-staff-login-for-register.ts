import { useMutation } from '@tanstack/react-query';
import type { CallRequest, pageStaffLoginForRegister } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pageStaffLoginForRegisterCall = (input: CallRequest<typeof pageStaffLoginForRegister>) =>
  callApi<typeof pageStaffLoginForRegister>('app/page/user/pageStaffLoginForRegister', input);
export const useStaffLoginForRegister = () => useMutation({ mutationFn: pageStaffLoginForRegisterCall });
