import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { NavLink } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_RECORD_KINDS, ROLE } from '@shop/contract';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { holdsRole } from '../../lib/route-guard.ts';
import './goods/weight-report.i18n.ts';
import { backOfficeRoutes } from './back-office-routes.tsx';
import './back-office.css';
import './strings.ts';
import './viewings/strings.ts';

/**
 * The sections a staff member sees: by the roles the account holds (the one guard rule's `holdsRole`;
 * the staff area's `RouteGuard` has already let a back-office role in; the server checks each call).
 */
function useSections() {
  const { user } = useStaffSession();
  const roles = user?.userRoleList ?? [];
  return {
    content: holdsRole(roles, [ROLE.EDITOR]),
    admin: holdsRole(roles, [ROLE.MERCHANT_ADMIN]),
    /** Today's gold price: the page editor and the merchant (issue 37), as the desk's calls allow. */
    goldDesk: holdsRole(roles, [ROLE.EDITOR, ROLE.MERCHANT_ADMIN]),
    /** Counter staff (role 2) hand over their shop's pick-up orders; role 6 may too. */
    counter: holdsRole(roles, [ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN]),
    /** Customers (issue 28): the CRM admin (role 3) and role 6. */
    customers: holdsRole(roles, [ROLE.STAFF_CRM_ADMIN, ROLE.MERCHANT_ADMIN]),
  };
}

/**
 * /backOffice: its own lazy chunk inside the staff area (whose bar and guard frame it). A side menu on
 * a desktop, a scrolling strip of sections on a phone at the counter.
 */
export function BackOfficeApp() {
  const { t } = useTranslation('backOffice');
  const { t: th } = useTranslation('boHome');
  const { t: tw } = useTranslation('boWeightReport');
  const sections = useSections();
  // The merchant lands on the home's figures (issue 28); counter staff on the hand-over (their shop's tiles
  // are one link away), the CRM admin on the customers.
  const home = sections.admin
    ? '/backOffice/home'
    : sections.content
      ? '/backOffice/articles'
      : sections.counter
        ? '/backOffice/counter'
        : sections.customers
          ? '/backOffice/customers'
          : '/staffLogin';
  const routed = useRoutes(backOfficeRoutes(sections, home));

  return (
    <div className="bo">
      <nav className="bo-nav" aria-label={t('menu')} data-testid="bo-nav">
        <p className="bo-nav__title">{t('title')}</p>
        {sections.counter || sections.customers ? (
          <NavGroup
            title={th('navHome')}
            links={[
              ...(sections.counter ? [{ to: '/backOffice/home', label: th('navHome'), testId: 'bo-nav-home' }] : []),
              ...(sections.customers ? [{ to: '/backOffice/customers', label: th('navCustomers'), testId: 'bo-nav-customers' }] : []),
              ...(sections.admin ? [{ to: '/backOffice/orderSearch', label: th('navOrderSearch'), testId: 'bo-nav-order-search' }] : []),
            ]}
          />
        ) : null}
        {sections.content ? (
          <NavGroup
            title={t('sectionContent')}
            links={[
              ...BO_RECORD_KINDS.map((kind) => ({ to: `/backOffice/${kind}`, label: t(`kind_${kind}`) })),
              { to: '/backOffice/goldPrice', label: t('navGoldPrice'), end: true },
            ]}
          >
            {/* Offers, store notices and timeline entries are block settings, kept in the page editor (decision 132). */}
            <a href="/wvEdit" className="bo-nav__link" data-testid="bo-nav-page-editor">
              {t('navInPageEditor')}
            </a>
          </NavGroup>
        ) : null}
        {sections.admin ? (
          <NavGroup
            title={t('sectionAdmin')}
            links={[
              { to: '/backOffice/goods', label: t('navGoods'), testId: 'bo-nav-goods' },
              // The merchant records the day's price too (the home warns when none was recorded today).
              ...(sections.content ? [] : [{ to: '/backOffice/goldPrice', label: t('navGoldPrice'), testId: 'bo-nav-gold-price', end: true }]),
              { to: '/backOffice/goldPrice/byWeight', label: tw('title'), testId: 'bo-nav-by-weight' },
              { to: '/backOffice/promotions', label: t('navPromotions'), testId: 'bo-nav-promotions' },
              { to: '/backOffice/club/goods', label: t('navClubGoods'), testId: 'bo-nav-club-goods' },
              { to: '/backOffice/club/categories', label: t('navClubCategories'), testId: 'bo-nav-club-categories' },
              { to: '/backOffice/staff', label: t('navStaff') },
              { to: '/backOffice/audit', label: t('navAudit') },
            ]}
          />
        ) : null}
        {sections.admin || sections.counter ? (
          <NavGroup
            title={t('sectionOrders')}
            links={[
              ...(sections.admin ? [{ to: '/backOffice/orders', label: t('navOrders'), testId: 'bo-nav-orders' }] : []),
              // `end`: the counter's viewings (/backOffice/counter/viewings) is a desk of its own, not the hand-over's.
              { to: '/backOffice/counter', label: t('navCounter'), testId: 'bo-nav-counter', end: true },
              { to: '/backOffice/till', label: t('navTill', { ns: 'boTill' }), testId: 'bo-nav-till' },
              { to: '/backOffice/counter/viewings', label: t('navCounter', { ns: 'boViewings' }), testId: 'bo-nav-counter-viewings' },
              ...(sections.admin
                ? [
                    { to: '/backOffice/viewings', label: t('navSettings', { ns: 'boViewings' }), testId: 'bo-nav-viewing-settings', end: true },
                    { to: '/backOffice/viewings/report', label: t('navReport', { ns: 'boViewings' }), testId: 'bo-nav-viewings-report' },
                  ]
                : []),
              ...(sections.admin
                ? [
                    { to: '/backOffice/reconciliation', label: t('navReconciliation', { ns: 'boPayments' }), testId: 'bo-nav-reconciliation' },
                    { to: '/backOffice/tillDays', label: t('navTillDays', { ns: 'boTill' }), testId: 'bo-nav-till-days' },
                  ]
                : []),
            ]}
          />
        ) : null}
      </nav>
      <div className="bo-main">{routed}</div>
    </div>
  );
}

/** One group of the menu: its title and links (a NavLink marks the section shown). */
function NavGroup({
  title,
  links,
  children,
}: {
  title: string;
  /** `end`: marked only on its own address (today's gold price, not the by-weight report under it). */
  links: { to: string; label: string; testId?: string; end?: boolean }[];
  children?: ReactNode;
}) {
  return (
    <div className="bo-nav__group">
      <p className="bo-nav__group-title">{title}</p>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.end ?? false} className="bo-nav__link" data-testid={l.testId}>
          {l.label}
        </NavLink>
      ))}
      {children}
    </div>
  );
}
