import { Link } from '../../lib/links.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMember, MEMBER_QUERY_KEY } from '../../lib/member.ts';
import { session } from '../../lib/session.ts';
import { useGo } from '../../lib/navigation.tsx';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { logoutCall } from './api/logout.ts';
import './member-entry.css';

/**
 * Login entry of the navigation (blocks §2): "Login" when logged out; the greeting with the nickname,
 * "My Account" and "Logout" when logged in. Logout asks first, then calls logout, says so and goes to
 * the official home (the online home where the online menu is shown); cancel and failure have their own messages (core §4, §8).
 */
export function MemberEntry({ homeAfterLogout = 'official' }: { homeAfterLogout?: 'official' | 'online' }) {
  const { t } = useTranslation('members');
  const { user, loggedIn } = useMember();
  const logout = useLogout(homeAfterLogout);
  if (!loggedIn) {
    return (
      <div className="member-entry">
        <Link to="/login" className="member-entry__link">
          {t('login')}
        </Link>
        <span aria-hidden="true" className="member-entry__sep">
          |
        </span>
        <Link to="/register" className="member-entry__link">
          {t('register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="member-entry">
      <span className="member-entry__greeting" data-testid="member-greeting">
        {user ? t('greeting', { name: user.nickname || user.firstName }) : '\u00a0'}
      </span>
      <Link to="/onlineMyAccount" className="member-entry__link">
        {t('myAccount')}
      </Link>
      <span aria-hidden="true" className="member-entry__sep">
        |
      </span>
      <button type="button" className="member-entry__link member-entry__button" onClick={() => void logout()}>
        {t('logout')}
      </button>
    </div>
  );
}

/** Logout from the online menu goes to the online home; from the official header and the club, the official home (core §4). */
export function useLogout(homeAfterLogout: 'official' | 'online' = 'official') {
  const { t } = useTranslation('members');
  const client = useQueryClient();
  const { go } = useGo();
  return async () => {
    const ok = await dialogs.confirm(t('logoutConfirm'));
    if (!ok) {
      dialogs.toast(t('logoutCancelled'), 'info');
      return;
    }
    try {
      await logoutCall({});
    } catch {
      dialogs.toast(t('logoutFailed'), 'error');
      return;
    }
    session.setMemberToken(null);
    client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    dialogs.toast(t('logoutSuccess'), 'success');
    go({ kind: 'home', site: homeAfterLogout });
  };
}
