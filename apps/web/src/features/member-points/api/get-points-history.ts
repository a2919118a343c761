import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { getPointsHistory } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pointsHistoryKey = (pageNum: number, pageSize: number) => ['member', 'pointsHistory', pageNum, pageSize] as const;

/** A page of the member's points history, newest first. */
export const pointsHistoryQuery = (pageNum: number, pageSize: number) => ({
  queryKey: pointsHistoryKey(pageNum, pageSize),
  queryFn: () => callApi<typeof getPointsHistory>('app/page/user/getPointsHistory', { pageNum, pageSize }),
});
export const usePointsHistory = (pageNum: number, pageSize: number) =>
  useQuery({ ...pointsHistoryQuery(pageNum, pageSize), placeholderData: keepPreviousData });
