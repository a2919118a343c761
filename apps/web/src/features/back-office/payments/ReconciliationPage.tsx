import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hkIsoDate } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime } from '../list-tools.tsx';
import { useMoney } from '../OrderView.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { CsvExportButton } from '../parts/list-filters.tsx';
import './strings.ts';
import { reconciliationCsvCall, useReconciliation } from './payments-api.ts';
import { reconciliationMethodLabel } from './method-label.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

/**
 * /backOffice/reconciliation (role 6): one Hong Kong day's payments and refunds per method, each matched
 * against the payment provider's balance transactions, with the mismatches first to the eye.
 */
export function ReconciliationPage() {
  const { t, i18n } = useTranslation('boPayments');
  const lang = currentLang();
  const money = useMoney();
  const [date, setDate] = useState(() => hkIsoDate(new Date()));
  const day = useReconciliation(date);
  const r = day.data;
  const csvFile = async () => {
    const file = await reconciliationCsvCall(date);
    return { ...file, rows: file.rowCount };
  };
  const method = (m: string) => reconciliationMethodLabel(m, t, (k) => i18n.exists(k));
  return (
    <BoPage id="bo-reconciliation-title" title={t('title')}>
      <div className="bo-form__actions">
        <label className="bo-field">
          <span>{t('date')}</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="bo-reconciliation-date" />
        </label>
        <CsvExportButton t={t} fetchFile={csvFile} testId="bo-reconciliation-csv" />
      </div>
      {day.isError ? <p className="bo-error">{errorMessage(day.error, t)}</p> : null}
      {r ? (
        <>
          {!r.providerChecked ? <p className="bo-note">{t('notChecked')}</p> : null}
          <p className={r.mismatchCount ? 'bo-error' : 'bo-note'} data-testid="bo-reconciliation-summary" role="status">
            {/* "All matched" only when every row matched its counterpart (decision 353); rows not yet confirmed say so. */}
            {r.mismatchCount ? t('mismatches', { count: r.mismatchCount }) : r.allMatched ? t('allMatched') : t('notAllConfirmed')}
          </p>
          {/* A day without payments has no totals: the rows' "nothing this day" says so once (issue 40). */}
          <h2 className="bo-order__h" hidden={r.totals.length === 0}>
            {t('totals')}
          </h2>
          <table className="bo-table" data-testid="bo-reconciliation-totals" hidden={r.totals.length === 0}>
            <ColumnHeads labels={[t('method'), t('payments'), t('refunds'), t('net'), t('providerNet')]} />
            <tbody>
              {r.totals.map((x) => (
                <tr key={x.method} data-testid="bo-reconciliation-total" data-method={x.method}>
                  <th scope="row">{method(x.method)}</th>
                  <td data-label={t('payments')}>{money(x.payments)}</td>
                  <td data-label={t('refunds')}>{money(x.refunds)}</td>
                  <td data-label={t('net')} data-testid="bo-reconciliation-net">
                    {money(x.net)}
                  </td>
                  <td data-label={t('providerNet')} data-testid="bo-reconciliation-provider-net">
                    {x.providerNet === null ? '—' : money(x.providerNet)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="bo-order__h">{t('rows')}</h2>
          {r.rows.length === 0 ? <p className="bo-note">{t('empty')}</p> : null}
          <ul className="bo-rows-list" data-testid="bo-reconciliation-rows">
            {r.rows.map((x, i) => (
              <li key={i} className="bo-row" data-testid="bo-reconciliation-row" data-kind={x.kind} data-match={x.match}>
                <span className="bo-row__title">
                  {t(`kind_${x.kind}`)} · {x.orderNo} · {money(x.amount)}
                </span>
                <span className="bo-row__detail">
                  {formatTime(x.at, lang)} · {method(x.method)} ·{' '}
                  <span className={x.match === 'matched' || x.match === 'counter' || x.match === 'sandbox' ? '' : 'bo-error'}>{t(`match_${x.match}`)}</span>
                  {x.providerRef ? ` · ${x.providerRef}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {r.unknownAtProvider.length ? (
            <>
              <h2 className="bo-order__h">{t('unknown')}</h2>
              <ul className="bo-rows-list" data-testid="bo-reconciliation-unknown">
                {r.unknownAtProvider.map((u) => (
                  <li key={u.id} className="bo-row">
                    <span className="bo-row__title bo-error">
                      {u.type} · {money(u.amount)}
                    </span>
                    <span className="bo-row__detail">
                      {formatTime(u.at, lang)} · {u.source}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </BoPage>
  );
}
