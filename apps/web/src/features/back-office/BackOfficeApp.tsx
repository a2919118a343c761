import { Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_RECORD_KINDS, ROLE, type BoRecordKind } from '@shop/contract';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';
import { GoldPricePage } from './GoldPricePage.tsx';
import { StaffAccountsPage } from './StaffAccountsPage.tsx';
import { AuditPage } from './AuditPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { CounterHandOverPage } from './CounterHandOverPage.tsx';
import { GoodsRoutes } from './goods/GoodsRoutes.tsx';
import { ClubRoutes, PromotionRoutes } from './club/ClubRoutes.tsx';
import './back-office.css';
import './strings.ts';

const isKind = (k: string | undefined): k is BoRecordKind => (BO_RECORD_KINDS as string[]).includes(k ?? '');

/** The sections a staff member sees: by the roles the account holds (the server checks each call). */
function useSections() {
  const { user } = useStaffSession();
  const roles = user?.userRoleList ?? [];
  return {
    content: roles.includes(ROLE.EDITOR),
    admin: roles.includes(ROLE.MERCHANT_ADMIN),
    /** Counter staff (role 2) hand over their shop's pick-up orders; role 6 may too. */
    counter: roles.includes(ROLE.STAFF_NORMAL) || roles.includes(ROLE.MERCHANT_ADMIN),
  };
}

/**
 * /backOffice: its own lazy chunk inside the staff area (whose bar and guard frame it). A side menu on
 * a desktop, a scrolling strip of sections on a phone at the counter.
 */
export function BackOfficeApp() {
  const { t } = useTranslation('backOffice');
  const sections = useSections();
  const home = sections.content ? '/backOffice/articles' : sections.admin ? '/backOffice/staff' : sections.counter ? '/backOffice/counter' : '/staffLogin';

  return (
    <div className="bo">
      <nav className="bo-nav" aria-label={t('menu')} data-testid="bo-nav">
        <p className="bo-nav__title">{t('title')}</p>
        {sections.content ? (
          <div className="bo-nav__group">
            <p className="bo-nav__group-title">{t('sectionContent')}</p>
            {BO_RECORD_KINDS.map((kind) => (
              <NavLink key={kind} to={`/backOffice/${kind}`} className="bo-nav__link">
                {t(`kind_${kind}`)}
              </NavLink>
            ))}
            <NavLink to="/backOffice/goldPrice" className="bo-nav__link">
              {t('navGoldPrice')}
            </NavLink>
            {/* Offers, store notices and timeline entries are block settings, kept in the page editor (decision 132). */}
            <a href="/wvEdit" className="bo-nav__link" data-testid="bo-nav-page-editor">
              {t('navInPageEditor')}
            </a>
          </div>
        ) : null}
        {sections.admin ? (
          <div className="bo-nav__group">
            <p className="bo-nav__group-title">{t('sectionAdmin')}</p>
            <NavLink to="/backOffice/goods" className="bo-nav__link" data-testid="bo-nav-goods">
              {t('navGoods')}
            </NavLink>
            <NavLink to="/backOffice/promotions" className="bo-nav__link" data-testid="bo-nav-promotions">
              {t('navPromotions')}
            </NavLink>
            <NavLink to="/backOffice/club/goods" className="bo-nav__link" data-testid="bo-nav-club-goods">
              {t('navClubGoods')}
            </NavLink>
            <NavLink to="/backOffice/club/categories" className="bo-nav__link" data-testid="bo-nav-club-categories">
              {t('navClubCategories')}
            </NavLink>
            <NavLink to="/backOffice/staff" className="bo-nav__link">
              {t('navStaff')}
            </NavLink>
            <NavLink to="/backOffice/audit" className="bo-nav__link">
              {t('navAudit')}
            </NavLink>
          </div>
        ) : null}
        {sections.admin || sections.counter ? (
          <div className="bo-nav__group">
            <p className="bo-nav__group-title">{t('sectionOrders')}</p>
            {sections.admin ? (
              <NavLink to="/backOffice/orders" className="bo-nav__link" data-testid="bo-nav-orders">
                {t('navOrders')}
              </NavLink>
            ) : null}
            <NavLink to="/backOffice/counter" className="bo-nav__link" data-testid="bo-nav-counter">
              {t('navCounter')}
            </NavLink>
          </div>
        ) : null}
      </nav>
      <div className="bo-main">
        <Routes>
          <Route index element={<Navigate to={home} replace />} />
          {sections.content ? (
            <>
              <Route path="goldPrice" element={<GoldPricePage />} />
              <Route path=":kind" element={<KindList />} />
              <Route path=":kind/:id" element={<KindForm />} />
            </>
          ) : null}
          {sections.admin ? (
            <>
              <Route path="goods/*" element={<GoodsRoutes />} />
              <Route path="promotions/*" element={<PromotionRoutes />} />
              <Route path="club/*" element={<ClubRoutes />} />
              <Route path="staff" element={<StaffAccountsPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="orders" element={<OrdersPage />} />
              <Route path="orders/:orderNo" element={<OrderDetail />} />
            </>
          ) : null}
          {sections.counter ? <Route path="counter" element={<CounterHandOverPage />} /> : null}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </div>
    </div>
  );
}

function KindList() {
  const { kind } = useParams();
  if (!isKind(kind)) return <Navigate to="/backOffice" replace />;
  return <RecordListPage key={kind} kind={kind} />;
}

function KindForm() {
  const { kind, id } = useParams();
  if (!isKind(kind)) return <Navigate to="/backOffice" replace />;
  const n = id === 'new' ? null : Number(id);
  if (n !== null && !(Number.isInteger(n) && n > 0)) return <Navigate to={`/backOffice/${kind}`} replace />;
  return <RecordFormPage key={`${kind}:${id}`} kind={kind} id={n} />;
}

function OrderDetail() {
  const { orderNo } = useParams();
  if (!orderNo) return <Navigate to="/backOffice/orders" replace />;
  return <OrderDetailPage key={orderNo} orderNo={orderNo} />;
}
