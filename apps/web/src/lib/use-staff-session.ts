import { useMemo, useSyncExternalStore } from 'react';
import { session, type StaffUser } from './session.ts';
import { readStorage, STORAGE_KEY } from './storage.ts';

// The snapshot is the stored text, so that React sees a stable value between changes.
const snapshot = () => `${readStorage(STORAGE_KEY.STAFF_USER) ?? ''}\u0000${readStorage(STORAGE_KEY.USER_ROLE_CODE) ?? ''}`;

/** The held staff user and its current role, re-rendering on login, logout and role switch. */
export function useStaffSession(): { user: StaffUser | null; role: number | null } {
  const key = useSyncExternalStore(session.subscribe, snapshot, snapshot);
  // `key` is the stored text: the session is read again exactly when it changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ user: session.staffUser(), role: session.staffRole() }), [key]);
}
