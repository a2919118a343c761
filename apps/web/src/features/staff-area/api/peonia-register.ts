import { useMutation } from '@tanstack/react-query';
import type { CallRequest, peoniaRegister } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const peoniaRegisterCall = (input: CallRequest<typeof peoniaRegister>) => callApi<typeof peoniaRegister>('app/page/user/peoniaRegister', input);
export const usePeoniaRegister = () => useMutation({ mutationFn: peoniaRegisterCall });
