import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import { usePointsHistory } from './api/get-points-history.ts';
import './member-points.css';
import './strings.ts';

const PAGE_SIZE = 10;

/**
 * The member's points: balance and ledger, newest first. Shown in my account's points tab through the
 * shell slot ACCOUNT_POINTS_HISTORY (app/shell/slots.tsx).
 */
export function PointsHistory() {
  const { t } = useTranslation('memberPoints');
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);

  if (history.isPending) return <section className="points-history" aria-busy="true" aria-label={t('history')} />;
  if (history.isError) {
    return (
      <section className="points-history">
        <p role="alert">{errorMessage(history.error, t)}</p>
      </section>
    );
  }
  const { totalBonus, total, list } = history.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section className="points-history" aria-labelledby="points-history-title">
      <div className="points-history__balance">
        <p className="points-history__label">{t('balance')}</p>
        <p className="points-history__total" data-testid="points-balance">
          {totalBonus.toLocaleString('en')}
        </p>
      </div>
      <h2 id="points-history-title">{t('history')}</h2>
      {list.length === 0 ? (
        <p className="points-history__empty">{t('empty')}</p>
      ) : (
        <table className="points-history__table">
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('reason')}</th>
              <th scope="col" className="points-history__source-col">
                {t('source')}
              </th>
              <th scope="col" className="points-history__num">
                {t('change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((e) => (
              <tr key={e.id}>
                <td>{formatHk(e.createdAt, 'date', currentLang())}</td>
                <td>
                  {t(`reason_${e.reason}`)}
                  {e.note ? (
                    <span className="points-history__note" translate="no">
                      {e.note}
                    </span>
                  ) : null}
                </td>
                <td className="points-history__source-col">{e.source === 'back-office' ? t('source_back_office') : e.source || '—'}</td>
                <td className={`points-history__num ${e.delta < 0 ? 'points-history__num--minus' : 'points-history__num--plus'}`}>
                  {e.delta > 0 ? '+' : '−'}
                  {Math.abs(e.delta).toLocaleString('en')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="points-history__pager" aria-label={t('history')}>
          <button type="button" className="ui-button ui-button--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </button>
          <span>{t('page', { page, pages })}</span>
          <button type="button" className="ui-button ui-button--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
