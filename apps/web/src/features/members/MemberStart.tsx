import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../lib/member.ts';
import { isStaffPath, session } from '../../lib/session.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';

/** Tokens already asked about during this page load: the question comes once, at start or login. */
const askedFor = new Set<string>();
const PASSWORD_PAGES = ['/modifyPasswordToUpgrade', '/modifyPasswordFirstLogin', '/login', '/register'];

/**
 * On start (and after login) with a member token: reads the member (lib/member.ts) and, when the
 * account is marked systemUpgrade '1', asks in a forced confirm to change the password, leading to
 * /modifyPasswordToUpgrade; cancelling continues (core §4). A counter-registered member who must
 * change the default password is sent to /modifyPasswordFirstLogin. Staff paths are exempt.
 */
export function MemberStart() {
  const { t } = useTranslation('members');
  const { user } = useMember();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const token = session.memberToken();
    if (!user || !token || isStaffPath(pathname) || PASSWORD_PAGES.includes(pathname)) return;
    const from = encodeURIComponent(`${pathname.replace(/^\//, '')}${search}`);
    if (user.mustChangePassword) {
      navigate(`/modifyPasswordFirstLogin?isBeFrom=${from}`, { replace: true });
      return;
    }
    if (user.systemUpgrade !== '1' || askedFor.has(token)) return;
    askedFor.add(token);
    void dialogs.confirm(t('upgradeConfirm'), { confirmText: t('upgradeGo'), cancelText: t('later') }).then((ok) => {
      if (ok) navigate(`/modifyPasswordToUpgrade?isBeFrom=${from}`);
    });
  }, [user, pathname, search, navigate, t]);
  return null;
}
