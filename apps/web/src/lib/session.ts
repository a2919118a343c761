import { useSyncExternalStore } from 'react';
import { readJson, readStorage, STORAGE_KEY, writeStorage } from './storage.ts';
import { redemptionItemsStorageKey } from '@shop/contract';

/**
 * The two sessions the browser may hold: a member token and a staff user (token + roles). Which one a
 * request carries depends on the route: staff routes send the staff token, everything else the member's.
 */
export interface StaffUser {
  accessToken: string;
  defaultUserRole: number;
  userRoleList: number[];
  /** Shown in the staff bar. */
  displayName?: string;
}

const isStaffUser = (v: unknown): v is StaffUser =>
  typeof v === 'object' && v !== null && typeof (v as StaffUser).accessToken === 'string' && Array.isArray((v as StaffUser).userRoleList);

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** Drops the chosen points-redemption items of every app run code. */
function clearRedemptionItems() {
  try {
    const prefix = redemptionItemsStorageKey('');
    const store = globalThis.localStorage;
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) writeStorage(key, null);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

export const session = {
  memberToken: (): string | null => readStorage(STORAGE_KEY.USER_TOKEN),
  staffUser: (): StaffUser | null => readJson(STORAGE_KEY.STAFF_USER, isStaffUser),
  setMemberToken(token: string | null) {
    writeStorage(STORAGE_KEY.USER_TOKEN, token);
    // Logging out (or a 401) resets the chosen redemption items too (core §4).
    if (token === null) clearRedemptionItems();
    emit();
  },
  setStaffUser(user: StaffUser | null) {
    writeStorage(STORAGE_KEY.STAFF_USER, user ? JSON.stringify(user) : null);
    writeStorage(STORAGE_KEY.USER_ROLE_CODE, user ? String(user.defaultUserRole) : null);
    emit();
  },
  /** The staff user's current role (route guards compare it with roleCodeList); defaultUserRole at login. */
  staffRole(): number | null {
    const user = session.staffUser();
    if (!user) return null;
    const stored = Number(readStorage(STORAGE_KEY.USER_ROLE_CODE));
    return user.userRoleList.includes(stored) ? stored : user.defaultUserRole;
  },
  /** A staff user holding several roles switches between them. */
  setStaffRole(role: number) {
    if (!session.staffUser()?.userRoleList.includes(role)) return;
    writeStorage(STORAGE_KEY.USER_ROLE_CODE, String(role));
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Staff routes of core §2; on these the staff token is sent and a 401 leads to /staffLogin. */
export const STAFF_PATHS = [
  '/staffLogin',
  '/registerByStaff',
  '/crmAdminCode',
  '/cateringDepartment',
  '/peoniaRegister',
  '/princeRegister',
  '/staffDevices',
  '/backOffice',
  '/wvEdit',
];
export const isStaffPath = (pathname: string) => STAFF_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** The member token as React state: components re-render on login and logout. */
export function useMemberToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.memberToken, () => null);
}
