import type { ReactNode } from 'react';
import { useRouteMatches } from '../lib/route-matches.ts';
import { routeRequiresLogin } from '../lib/route-guard.ts';
import { RouteGuard } from '../lib/route-guard-element.tsx';

/**
 * The member routes' guard: a route whose handle (or a parent's) says `requiresLogin` goes through the
 * one route guard (`lib/route-guard-element.tsx`) asking for a member's session.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const matches = useRouteMatches();
  return <RouteGuard need={routeRequiresLogin(matches) ? { member: true } : null}>{children}</RouteGuard>;
}
