import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, ROLE } from '@shop/contract';
import { Link } from '../../lib/links.tsx';
import { currentLang, setLang } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { holdsRole } from '../../lib/route-guard.ts';
import { useStaffLogout } from './api/page-staff-logout.ts';
import { landingOf } from './landing.ts';
import { CodeOptions } from '../../components/ui/CodeOptions.tsx';

const BACK_OFFICE_ROLES: number[] = [ROLE.EDITOR, ROLE.MERCHANT_ADMIN];

/**
 * The staff bar: who is signed in, the role's screens, log-out and the languages. On a phone (≤ 600 px)
 * it is one row — the brand and a menu button that opens the rest below it (issue 40: four rows before);
 * on a wider window the menu button is hidden and everything stands in the bar.
 */
export function StaffBar() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { user, role } = useStaffSession();
  const logout = useStaffLogout();
  const lang = currentLang();
  const [open, setOpen] = useState(false);
  const toolsId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Signed out (the sign-in page) the bar holds only the languages: no menu to fold them into.
  const folds = Boolean(user && role !== null);

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
    <header className={folds ? 'staff-bar staff-bar--folds' : 'staff-bar'} data-open={open ? 'true' : undefined}>
      <div className="staff-bar__brand">
        <span className="staff-bar__logo">{t('brand')}</span>
        <span className="staff-bar__area">{t('areaTitle')}</span>
      </div>
      {folds ? (
        <button
          ref={menuButton}
          type="button"
          className="staff-bar__button staff-bar__menu"
          aria-expanded={open}
          aria-controls={toolsId}
          data-testid="staff-bar-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="staff-bar__menu-icon" />
          {t('menu')}
        </button>
      ) : null}
      <div
        className="staff-bar__tools"
        id={toolsId}
        // A link followed from the open menu folds it (the next screen starts with one row); Escape folds it too.
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            menuButton.current?.focus();
          }
        }}
      >
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
                  <CodeOptions codes={user.userRoleList} t={t} prefix="role" />
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
