import { useQuery } from '@tanstack/react-query';
import type { CallRequest, memberInfoEnquiry } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const memberInfoEnquiryCall = (input: CallRequest<typeof memberInfoEnquiry>) =>
  callApi<typeof memberInfoEnquiry>('app/page/user/memberInfoEnquiry', input);

/** Every member lookup (a points change makes them all stale). */
export const memberLookupsKey = ['staff', 'memberLookup'] as const;
export const memberLookupKey = (query: string, phoneAreaCode: string) => [...memberLookupsKey, query, phoneAreaCode] as const;

/** The member a search text names (member no., phone or scanned QR); nothing is fetched for ''. */
export const useMemberLookup = (query: string, phoneAreaCode: string) =>
  useQuery({
    queryKey: memberLookupKey(query, phoneAreaCode),
    queryFn: () => memberInfoEnquiryCall({ query, phoneAreaCode }),
    enabled: query.trim().length > 0,
    retry: false,
    staleTime: 0,
  });
