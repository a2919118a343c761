import type { RouteHandle } from './route-handle.ts';

/** True when any matched route (a parent counts too) is for members only. */
export const routeRequiresLogin = (matches: readonly { handle?: unknown }[]) =>
  matches.some((m) => (m.handle as RouteHandle | undefined)?.requiresLogin === true);

/** /login with the way back: `isBeFrom` is the path without its leading slash, plus the query. */
export const loginPathFor = (pathname: string, search: string) => `/login?isBeFrom=${encodeURIComponent(`${pathname.replace(/^\//, '')}${search}`)}`;
