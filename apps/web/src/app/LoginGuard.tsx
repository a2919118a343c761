import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteMatches } from '../lib/route-matches.ts';
import { useTranslation } from 'react-i18next';
import { useMemberToken } from '../lib/session.ts';
import { dialogs } from '../components/ui/dialogs.tsx';
import { loginPathFor, routeRequiresLogin } from './login-guard.ts';

/**
 * The one member guard: a route whose handle says `requiresLogin` shows nothing without a member token;
 * the visitor is told "Please login first" and sent to /login with the way back (core §8). Screens do
 * not check again. The server refuses their calls anyway; this only spares a screen of errors.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const matches = useRouteMatches();
  const token = useMemberToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const blocked = !token && routeRequiresLogin(matches);
  useEffect(() => {
    if (!blocked) return;
    dialogs.toast(t('common:pleaseLogin'), 'warning');
    navigate(loginPathFor(pathname, search), { replace: true });
  }, [blocked, navigate, pathname, search, t]);
  return blocked ? null : <>{children}</>;
}
