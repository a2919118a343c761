import i18next from 'i18next';
import { TIMING } from '@shop/contract';
import { session } from '../lib/session.ts';
import { dialogs } from '../components/ui/dialogs.tsx';
import type { ApiError } from '../lib/api-client.ts';

/** Paths where a 401 does not send the visitor to the login page (core §8). */
const NO_REDIRECT = [/^\/login/, /^\/register/, /^\/wv\/(TERMS|PRIVACY)/, /^\/staffLogin/];

/**
 * A 401: the session of the route's kind is cleared and the visitor told for 2.5 s; members go to
 * /login?isBeFrom=<path>, staff to /staffLogin.
 */
export function handleUnauthenticated(_error: ApiError, staff: boolean) {
  const { pathname, search } = window.location;
  if (staff) {
    session.setStaffUser(null);
  } else {
    if (!session.memberToken()) return;
    session.setMemberToken(null);
  }
  void dialogs.alert(i18next.t('common:noAuth'), { kind: 'warning', durationMs: TIMING.UNAUTHENTICATED_NOTICE_MS });
  if (staff) {
    if (pathname !== '/staffLogin') window.setTimeout(() => window.location.assign('/staffLogin'), TIMING.UNAUTHENTICATED_NOTICE_MS);
    return;
  }
  if (NO_REDIRECT.some((re) => re.test(pathname))) return;
  const from = `${pathname.replace(/^\//, '')}${search}`;
  window.setTimeout(() => window.location.assign(`/login?isBeFrom=${encodeURIComponent(from)}`), TIMING.UNAUTHENTICATED_NOTICE_MS);
}
