import { Outlet } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useRouteMatches } from '../../lib/route-matches.ts';
import { useTranslation } from 'react-i18next';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { routeStaffNeed } from '../../lib/route-guard.ts';
import { RouteGuard } from '../../lib/route-guard-element.tsx';
import { landingOf } from './landing.ts';
import { StaffBar } from './StaffBar.tsx';
import './staff-area.css';
import './strings.ts';

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
