import type { RouteHandle } from '../app/route-handle.ts';

/**
 * The one route-guard rule (issue 26: one way to guard a route). Member routes, the staff area, the page
 * editor and the back office's sections all ask it; `lib/route-guard-element.tsx` acts on its answer.
 * Guards only mirror the server, which checks every call's access rule anyway.
 */

/** What a route asks of its visitor: a member's session, or a staff session whose current role is one of these. */
export type GuardNeed = { member: true } | { staffRoles: readonly number[] };
/** pass: show the screen; login: no such session, go and log in; refused: a staff role the route does not allow. */
export type GuardVerdict = 'pass' | 'login' | 'refused';

export function guardVerdict(need: GuardNeed | null, who: { memberToken: string | null; staffRole: number | null }): GuardVerdict {
  if (!need) return 'pass';
  if ('member' in need) return who.memberToken ? 'pass' : 'login';
  if (who.staffRole === null) return 'login';
  return need.staffRoles.includes(who.staffRole) ? 'pass' : 'refused';
}

/** Whether an account holding `held` roles holds one of `allowed` (the back office's sections go by the whole role list). */
export const holdsRole = (held: readonly number[], allowed: readonly number[]) => held.some((r) => allowed.includes(r));

/** True when any matched route (a parent counts too) is for members only. */
export const routeRequiresLogin = (matches: readonly { handle?: unknown }[]) =>
  matches.some((m) => (m.handle as RouteHandle | undefined)?.requiresLogin === true);

/** The need of the innermost matched route that names staff roles (its `roleCodeList`), or null. */
export const routeStaffNeed = (matches: readonly { handle?: unknown }[]): GuardNeed | null => {
  const roleCodeList = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.roleCodeList;
  return roleCodeList ? { staffRoles: roleCodeList } : null;
};

/** /login with the way back: `isBeFrom` is the path without its leading slash, plus the query. */
export const loginPathFor = (pathname: string, search: string) => `/login?isBeFrom=${encodeURIComponent(`${pathname.replace(/^\//, '')}${search}`)}`;
