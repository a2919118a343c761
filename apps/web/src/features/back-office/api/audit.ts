import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity, CallRequest, boListAudit } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** The audit log (role 6). */
export const listAudit = (input: CallRequest<typeof boListAudit>) => callApi<typeof boListAudit>('app/backOffice/audit/list', input);
export const useAudit = (input: { pageNo: number; pageSize: number; search: string; entity?: AuditEntity | undefined }) =>
  useQuery({
    queryKey: boKeys.audit(input),
    queryFn: () => listAudit({ pageNo: input.pageNo, pageSize: input.pageSize, search: input.search, ...(input.entity ? { entity: input.entity } : {}) }),
    placeholderData: keepPreviousData,
  });
