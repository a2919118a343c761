import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../../lib/member.ts';
import { MemberPage } from '../components/MemberPage.tsx';
import { PersonalDataForm } from '../components/PersonalDataForm.tsx';
import { Addresses } from '../components/Addresses.tsx';
import { MemberQrCode } from '../components/MemberQrCode.tsx';
import { ContactProof } from '../components/ContactProof.tsx';
import { ModifyPasswordForm } from './ModifyPasswordPage.tsx';
import { SignedInDevices } from '../../../components/signed-in-devices/SignedInDevices.tsx';

const OPERATIONS = ['overview', 'profile', 'addresses', 'qrcode', 'points', 'orders', 'redemptions', 'viewings', 'password', 'devices'] as const;
type Operation = (typeof OPERATIONS)[number];

/**
 * /onlineMyAccount and /account/{operation}: overview, personal data, addresses, member QR code, points,
 * password and signed-in devices; the orders tab shows what the checkout feature plugs in (`ordersTab`).
 */
export function AccountPage({
  ordersTab: OrdersTab,
  pointsHistory,
  redemptionsTab: RedemptionsTab,
  viewingsTab: ViewingsTab,
}: {
  ordersTab?: ComponentType | null;
  /** My points redemptions from the club feature. */
  redemptionsTab?: ComponentType | null;
  /** My viewing appointments from the viewings feature (issue 44). */
  viewingsTab?: ComponentType | null;
  /** The points history from the points feature, shown in the points tab. */
  pointsHistory?: ComponentType | null;
}) {
  const { t } = useTranslation('memberPages');
  const { operation: raw } = useParams();
  const operation: Operation | null = raw === undefined ? 'overview' : (OPERATIONS as readonly string[]).includes(raw) ? (raw as Operation) : null;
  return (
    <>
      <MemberPage title={t('members:myAccount')}>
        <div className="macc">
          <nav className="macc__nav" aria-label={t('members:myAccount')}>
            {OPERATIONS.filter((op) => (op !== 'redemptions' || RedemptionsTab) && (op !== 'viewings' || ViewingsTab)).map((op) => (
              <Link
                key={op}
                className="macc__tab"
                to={op === 'overview' ? '/onlineMyAccount' : `/account/${op}`}
                aria-current={op === operation ? 'page' : undefined}
              >
                {t(`tab_${op}`)}
              </Link>
            ))}
          </nav>
          <section>
            {operation === 'overview' && <Overview />}
            {operation === 'profile' && <PersonalDataForm />}
            {operation === 'addresses' && <Addresses />}
            {operation === 'qrcode' && <MemberQrCode />}
            {operation === 'points' && <Points history={pointsHistory ?? null} />}
            {operation === 'password' && <ModifyPasswordForm variant="change" embedded />}
            {operation === 'devices' && <SignedInDevices kind="member" className="mcard" />}
            {operation === 'orders' && (OrdersTab ? <OrdersTab /> : <p className="mcard mform__hint">{t('ordersSoon')}</p>)}
            {operation === 'redemptions' && RedemptionsTab && <RedemptionsTab />}
            {operation === 'viewings' && ViewingsTab && <ViewingsTab />}
            {operation === null && <p className="mcard">{t('pageNotFound')}</p>}
          </section>
        </div>
      </MemberPage>
    </>
  );
}

function Overview() {
  const { t } = useTranslation('memberPages');
  const { user } = useMember();
  if (!user) return <div className="mcard" aria-busy="true" style={{ minHeight: 200 }} />;
  return (
    <>
      {user.phoneProven && user.emailProven ? null : <ContactProof user={user} />}
      <div className="mcard">
        <h2 className="mcard__title">{t('welcomeBack', { name: user.nickname || user.firstName })}</h2>
        <dl className="macc__summary">
          <div className="macc__stat">
            <dt>{t('memberNo')}</dt>
            <dd>{user.memberNo}</dd>
          </div>
          <div className="macc__stat">
            <dt>{t('pointsBalance')}</dt>
            <dd data-testid="points-balance">{user.totalBonus.toLocaleString()}</dd>
          </div>
          <div className="macc__stat">
            <dt>{t('level')}</dt>
            <dd>{user.level}</dd>
          </div>
        </dl>
        <div className="mform__actions">
          <Link className="ui-button" to="/account/qrcode">
            {t('tab_qrcode')}
          </Link>
          <Link className="ui-button ui-button--ghost" to="/account/profile">
            {t('tab_profile')}
          </Link>
        </div>
      </div>
    </>
  );
}

function Points({ history: History }: { history: ComponentType | null }) {
  const { t } = useTranslation('memberPages');
  const { user } = useMember();
  if (History) {
    return (
      <div className="mcard">
        <Suspense fallback={null}>
          <History />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="mcard">
      <h2 className="mcard__title">{t('pointsBalance')}</h2>
      <dl className="macc__summary">
        <div className="macc__stat">
          <dt>{t('points')}</dt>
          <dd>{user ? user.totalBonus.toLocaleString() : '\u00a0'}</dd>
        </div>
      </dl>
      <p className="mform__hint">{t('pointsText')}</p>
    </div>
  );
}
