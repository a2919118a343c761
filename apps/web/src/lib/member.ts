import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberUser, loginInfo } from '@shop/contract';
import { callApi } from './api-client.ts';
import { useMemberToken } from './session.ts';

/**
 * The logged-in member, shared by every feature that shows or needs login state (greeting, account,
 * cart, checkout, redemption). Read from app/user/loginInfo while a member token is held.
 */
export const MEMBER_QUERY_KEY = ['member', 'info'] as const;
/** The member's query under one token. */
export const memberInfoKey = (token: string | null) => [...MEMBER_QUERY_KEY, token] as const;

export function useMember(): { user: MemberUser | null; loggedIn: boolean; isLoading: boolean; error: unknown } {
  const token = useMemberToken();
  const query = useQuery({
    queryKey: memberInfoKey(token),
    queryFn: async () => (await callApi<typeof loginInfo>('app/user/loginInfo', {})).user,
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
  return { user: token ? (query.data ?? null) : null, loggedIn: token !== null, isLoading: token !== null && query.isLoading, error: query.error };
}

/** Drops the cached member so that the next read asks the server again. */
export function useRefreshMember() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
}
