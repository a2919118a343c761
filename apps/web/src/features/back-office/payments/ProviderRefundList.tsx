import { useTranslation } from 'react-i18next';
import { refundWayBackWireLabel, type BoOrderRefunds } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatTime } from '../list-tools.tsx';
import { useMoney } from '../OrderView.tsx';
import './strings.ts';

/**
 * An order's refunds with where the money is (decision 292): a counter record, or the provider's refund
 * pending → refunded, or failed with the provider's reason for the merchant to act on; each named by the
 * payment it went back to, in the words the member's message uses (decision 352).
 */
export function ProviderRefundList({ refunds }: { refunds: BoOrderRefunds['refunds'] }) {
  const { t } = useTranslation('boPayments');
  const lang = currentLang();
  const money = useMoney();
  if (refunds.length === 0) return null;
  return (
    <>
      <h3 className="bo-order__h">{t('refundsAtProvider')}</h3>
      <ul className="bo-rows-list" data-testid="bo-refund-records">
        {refunds.map((r, i) => (
          <li key={i} className="bo-row" data-testid="bo-refund-record" data-state={r.providerStatus ?? 'counter'}>
            <span className="bo-row__title">
              {money(r.amount)} ·{' '}
              <span data-testid="bo-refund-way-back" className={r.wayBack ? '' : 'bo-error'}>
                {r.wayBack ? t('refundTo', { way: refundWayBackWireLabel(r.wayBack, lang) }) : t('refundNoPayment')}
              </span>{' '}
              · <span className={r.providerStatus === 'failed' ? 'bo-error' : ''}>{t(`refundState_${r.providerStatus ?? 'null'}`)}</span>
            </span>
            <span className="bo-row__detail">
              {formatTime(r.at, lang)}
              {r.staffUsername ? ` · ${r.staffUsername}` : ''}
              {/* As typed, and the provider's own words (English): data, not the interface (decision 459). */}
              {r.reason ? (
                <>
                  {' · '}
                  <span translate="no">{r.reason}</span>
                </>
              ) : null}
              {r.providerFailure ? (
                <>
                  {' · '}
                  <span lang="en">{r.providerFailure}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
