import { useMutation } from '@tanstack/react-query';
import type { CallRequest, bonusAdjust } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const bonusAdjustCall = (input: CallRequest<typeof bonusAdjust>) => callApi<typeof bonusAdjust>('app/page/user/bonusAdjust', input);
export const useBonusAdjust = () => useMutation({ mutationFn: bonusAdjustCall });
