import { Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_RECORD_KINDS, ROLE, type BoRecordKind } from '@shop/contract';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordFormPage } from './RecordFormPage.tsx';
import { GoldPricePage } from './GoldPricePage.tsx';
import { StaffAccountsPage } from './StaffAccountsPage.tsx';
import { AuditPage } from './AuditPage.tsx';
import { GoodsRoutes } from './goods/GoodsRoutes.tsx';
import './back-office.css';
import './strings.ts';

const isKind = (k: string | undefined): k is BoRecordKind => (BO_RECORD_KINDS as string[]).includes(k ?? '');

/** The sections a staff member sees: by the roles the account holds (the server checks each call). */
function useSections() {
  const { user } = useStaffSession();
  const roles = user?.userRoleList ?? [];
  return { content: roles.includes(ROLE.EDITOR), admin: roles.includes(ROLE.MERCHANT_ADMIN) };
}

/**
 * /backOffice: its own lazy chunk inside the staff area (whose bar and guard frame it). A side menu on
 * a desktop, a scrolling strip of sections on a phone at the counter.
 */
export function BackOfficeApp() {
  const { t } = useTranslation('backOffice');
  const sections = useSections();
  const home = sections.content ? '/backOffice/articles' : sections.admin ? '/backOffice/staff' : '/staffLogin';

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
          </div>
        ) : null}
        {sections.admin ? (
          <div className="bo-nav__group">
            <p className="bo-nav__group-title">{t('sectionAdmin')}</p>
            <NavLink to="/backOffice/goods" className="bo-nav__link" data-testid="bo-nav-goods">
              {t('navGoods')}
            </NavLink>
            <NavLink to="/backOffice/staff" className="bo-nav__link">
              {t('navStaff')}
            </NavLink>
            <NavLink to="/backOffice/audit" className="bo-nav__link">
              {t('navAudit')}
            </NavLink>
            <p className="bo-nav__later">{t('laterNote')}</p>
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
              <Route path="staff" element={<StaffAccountsPage />} />
              <Route path="audit" element={<AuditPage />} />
            </>
          ) : null}
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
