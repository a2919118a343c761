/**
 * localStorage with the spec's keys, tolerant of a browser that refuses storage (private mode) or holds
 * garbage under a key. Every locally kept value goes through here.
 */
export const STORAGE_KEY = {
  LANG: 'lang',
  USER_TOKEN: 'userToken',
  STAFF_USER: 'staffUser',
  USER_ROLE_CODE: 'userRoleCode',
  REMEMBER_LOGIN: 'rememberLogin',
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export function readJson<T>(key: string, guard: (v: unknown) => v is T): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}
