import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { endMyOtherSessions, endMySession, endStaffOtherSessions, endStaffSession, listMySessions, listStaffSessions } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

/** The calls of each kind of account: a member's own sessions, or a staff member's own. */
const CALLS = {
  member: {
    list: () => callApi<typeof listMySessions>('app/user/sessions/list', {}),
    end: (sessionId: string) => callApi<typeof endMySession>('app/user/sessions/end', { sessionId }),
    endOthers: () => callApi<typeof endMyOtherSessions>('app/user/sessions/endOthers', {}),
  },
  staff: {
    list: () => callApi<typeof listStaffSessions>('app/staff/sessions/list', {}, { staff: true }),
    end: (sessionId: string) => callApi<typeof endStaffSession>('app/staff/sessions/end', { sessionId }, { staff: true }),
    endOthers: () => callApi<typeof endStaffOtherSessions>('app/staff/sessions/endOthers', {}, { staff: true }),
  },
} as const;
export const signedInDevicesKey = (kind: 'member' | 'staff') => ['signedInDevices', kind] as const;

/** The list of one kind of account's devices and the two ways to end them; each end refreshes the list. */
export function useSignedInDevices(kind: 'member' | 'staff') {
  const qc = useQueryClient();
  const calls = CALLS[kind];
  const key = signedInDevicesKey(kind);
  const list = useQuery({ queryKey: key, queryFn: calls.list, staleTime: 0 });
  const done = () => qc.invalidateQueries({ queryKey: key });
  const endOne = useMutation({ mutationFn: calls.end, onSettled: done });
  const endOthers = useMutation({ mutationFn: calls.endOthers, onSettled: done });
  return { list, endOne, endOthers };
}
