import { Outlet, useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useRouteMatches } from '../../lib/route-matches.ts';
import { useTranslation } from 'react-i18next';
import { LANGS, ROLE, ROLE_LANDING, type RoleCode } from '@shop/contract';
import { currentLang, setLang } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useStaffLogout } from './api/page-staff-logout.ts';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { holdsRole, routeStaffNeed } from '../../lib/route-guard.ts';
import { RouteGuard } from '../../lib/route-guard-element.tsx';
import './staff-area.css';
import './strings.ts';

const BACK_OFFICE_ROLES: number[] = [ROLE.EDITOR, ROLE.MERCHANT_ADMIN];

export const landingOf = (role: number | null) => (role && role in ROLE_LANDING ? ROLE_LANDING[role as RoleCode] : '/staffLogin');

/**
 * The frame of every staff screen: a staff bar (who, which role, language, logout) and the route
 * guard (the one `RouteGuard`). The guard mirrors the server: a route's roleCodeList must hold the
 * current role, otherwise the screen says so; the API refuses the calls either way.
 */
export function StaffArea() {
  const { t } = useTranslation('staff');
  const matches = useRouteMatches();
  const { role } = useStaffSession();
  const refused = (
    <section className="staff-card staff-refused" data-testid="staff-refused" aria-labelledby="staff-refused-title">
      <h1 id="staff-refused-title">{t('refusedTitle')}</h1>
      <p>{t('refusedText', { role: t(`role${role}`) })}</p>
      <div className="staff-actions">
        <Link className="staff-button" to={landingOf(role)}>
          {t('goToMyPage')}
        </Link>
        <Link className="staff-button staff-button--ghost" to="/staffLogin">
          {t('switchAccount')}
        </Link>
      </div>
    </section>
  );
  return (
    <RouteGuard
      need={routeStaffNeed(matches)}
      refused={refused}
      frame={(body) => (
        <div className="staff-area">
          <StaffBar />
          {/* The page shell already provides <main id="main">. */}
          <div className="staff-main">{body}</div>
        </div>
      )}
    >
      <Outlet />
    </RouteGuard>
  );
}

function StaffBar() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { user, role } = useStaffSession();
  const logout = useStaffLogout();
  const lang = currentLang();

  async function onLogout() {
    if (!(await dialogs.confirm(t('logoutConfirm')))) return;
    try {
      await logout.mutateAsync({});
      dialogs.toast(t('logoutDone'));
    } catch (err) {
      // A session the server no longer knows is over anyway.
      if (!(err instanceof ApiError && err.status === 401)) {
        void dialogs.alert(t('logoutFailed'), { kind: 'error' });
        return;
      }
    }
    session.setStaffUser(null);
    navigate('/staffLogin');
  }

  return (
    <header className="staff-bar">
      <div className="staff-bar__brand">
        <span className="staff-bar__logo">{t('brand')}</span>
        <span className="staff-bar__area">{t('areaTitle')}</span>
      </div>
      <div className="staff-bar__tools">
        {user && role !== null ? (
          <>
            {user.userRoleList.length > 1 ? (
              <label className="staff-bar__role">
                <span className="visually-hidden">{t('currentRole')}</span>
                <select
                  value={role}
                  onChange={(e) => {
                    const next = Number(e.target.value);
                    session.setStaffRole(next);
                    navigate(landingOf(next));
                  }}
                >
                  {user.userRoleList.map((r) => (
                    <option key={r} value={r}>
                      {t(`role${r}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <Link className="staff-bar__role-name" to={landingOf(role)}>
                {t(`role${role}`)}
              </Link>
            )}
            {/* The back office serves the editor (content) and the merchant admin (accounts, audit). */}
            {holdsRole(user.userRoleList, BACK_OFFICE_ROLES) ? (
              <Link className="staff-bar__role-name" to="/backOffice" data-testid="staff-back-office-link">
                {t('backOffice')}
              </Link>
            ) : null}
            {/* Counter staff hand over their shop's pick-up orders in the back office's counter screen. */}
            {user.userRoleList.includes(ROLE.STAFF_NORMAL) && !holdsRole(user.userRoleList, BACK_OFFICE_ROLES) ? (
              <Link className="staff-bar__role-name" to="/backOffice/counter" data-testid="staff-counter-orders-link">
                {t('counterOrders')}
              </Link>
            ) : null}
            {/* The CRM admin finds members and adjusts their points in the back office's customers desk (issue 28). */}
            {user.userRoleList.includes(ROLE.STAFF_CRM_ADMIN) && !holdsRole(user.userRoleList, BACK_OFFICE_ROLES) ? (
              <Link className="staff-bar__role-name" to="/backOffice/customers" data-testid="staff-customers-link">
                {t('customers')}
              </Link>
            ) : null}
            <Link className="staff-bar__role-name" to="/staffDevices" data-testid="staff-devices-link">
              {t('devices')}
            </Link>
            <span className="staff-bar__user" data-testid="staff-user">
              {t('signedInAs', { name: user.displayName ?? '' })}
            </span>
            <button type="button" className="staff-bar__button" onClick={() => void onLogout()} disabled={logout.isPending}>
              {t('logout')}
            </button>
          </>
        ) : null}
        <div className="staff-bar__langs" role="group" aria-label={t('common:language')}>
          {LANGS.filter((l) => l !== lang).map((l) => (
            // Each button names its language in that language, so a screen reader speaks it so (issue 27).
            <button
              key={l}
              type="button"
              lang={l === 'zh_HK' ? 'zh-HK' : l === 'zh_CN' ? 'zh-CN' : 'en'}
              className="staff-bar__button staff-bar__button--lang"
              onClick={() => void setLang(l)}
            >
              {t(`langName_${l}`)}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
