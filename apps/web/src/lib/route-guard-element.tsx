import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../components/ui/dialogs.tsx';
import { useMemberToken } from './session.ts';
import { useStaffSession } from './use-staff-session.ts';
import { guardVerdict, loginPathFor, type GuardNeed } from './route-guard.ts';

/**
 * The one route guard (issue 26), used by the member routes (`app/LoginGuard.tsx`), the staff area, the
 * page editor and, through `holdsRole`, the back office's sections. Without the session `need` asks for,
 * a member route shows nothing, says "Please login first" and goes to /login with the way back (core §8);
 * a staff route goes to /staffLogin. A staff role the route does not allow shows `refused`. `frame` wraps
 * what is shown (the screen or the refusal), never the redirect. Screens do not check again.
 */
export function RouteGuard({
  need,
  refused = null,
  frame = (body) => body,
  children,
}: {
  need: GuardNeed | null;
  refused?: ReactNode;
  frame?: (body: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const memberToken = useMemberToken();
  const { role } = useStaffSession();
  const verdict = guardVerdict(need, { memberToken, staffRole: role });
  const memberLogin = verdict === 'login' && need !== null && 'member' in need;
  useMemberLoginRedirect(memberLogin);
  if (verdict === 'login') return memberLogin ? null : <Navigate to="/staffLogin" replace />;
  return <>{frame(verdict === 'pass' ? children : refused)}</>;
}

function useMemberLoginRedirect(blocked: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (!blocked) return;
    dialogs.toast(t('common:pleaseLogin'), 'warning');
    navigate(loginPathFor(pathname, search), { replace: true });
  }, [blocked, navigate, pathname, search, t]);
}
