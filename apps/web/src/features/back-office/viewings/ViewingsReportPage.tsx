import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hkIsoDate, pickText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { BoPage } from '../parts/BoPage.tsx';
import { CsvExportButton } from '../parts/list-filters.tsx';
import { useViewingsReport, viewingsCsvCall } from '../api/viewings.ts';
import { ShopSelect } from './ShopSelect.tsx';
import './strings.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * /backOffice/viewings/report (role 6, issue 44): the viewings between two days, a shop or all, with the
 * conversion booked → arrived → bought per shop and week, and the CSV (Hong Kong time).
 */
export function ViewingsReportPage() {
  const { t } = useTranslation('boViewings');
  const lang = currentLang();
  const today = hkIsoDate(new Date());
  const [range, setRange] = useState({ storeCode: '', from: shift(today, -7), to: shift(today, 14) });
  const input = { from: range.from, to: range.to, ...(range.storeCode ? { storeCode: range.storeCode } : {}) };
  const report = useViewingsReport(input);
  return (
    <BoPage id="bo-viewings-report-title" title={t('reportTitle')}>
      <div className="bo-form__actions">
        <ShopSelect
          value={range.storeCode}
          onChange={(storeCode) => setRange({ ...range, storeCode })}
          all={t('allShops')}
          label={t('shop')}
          testId="bo-viewings-report-shop"
        />
        <label className="bo-field">
          <span>{t('from')}</span>
          <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </label>
        <label className="bo-field">
          <span>{t('to')}</span>
          <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </label>
        <CsvExportButton t={t} fetchFile={() => viewingsCsvCall(input)} testId="bo-viewings-csv" />
      </div>
      {report.isError ? <p className="bo-error">{errorMessage(report.error, t)}</p> : null}
      {report.data ? (
        <>
          <h2 className="bo-order__h">{t('conversion')}</h2>
          {/* A period without bookings: say so under the heading rather than leave an empty table. */}
          {report.data.conversion.length === 0 ? (
            <p className="bo-empty">{t('noneInRange')}</p>
          ) : (
            <table className="bo-table" data-testid="bo-viewings-conversion">
              <ColumnHeads labels={[t('week'), t('shop'), t('booked'), t('arrivedCount'), t('boughtCount'), t('cancelledCount')]} />
              <tbody>
                {report.data.conversion.map((r) => (
                  <tr key={`${r.storeCode}-${r.week}`} data-store={r.storeCode} data-week={r.week}>
                    <td>{r.week}</td>
                    <td>{r.storeCode}</td>
                    <td data-testid="conv-booked">{r.booked}</td>
                    <td data-testid="conv-arrived">{r.arrived}</td>
                    <td data-testid="conv-bought">{r.bought}</td>
                    <td>{r.cancelled}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2 className="bo-order__h">{t('list')}</h2>
          {report.data.list.length === 0 ? <p className="bo-empty">{t('noneInRange')}</p> : null}
          <ul className="bo-rows-list" data-testid="bo-viewings-report-list">
            {report.data.list.map((v) => (
              <li key={v.code} className="bo-row" data-code={v.code}>
                <span className="bo-row__title">
                  <time dateTime={v.startsAt}>{formatHk(v.startsAt, 'dateTime', lang)}</time> · {pickText(v.storeName, lang)} · {v.code} ·{' '}
                  {t(`status_${v.status}`)}
                </span>
                <span className="bo-row__detail">
                  {v.name} · {v.pieces.map((p) => `${p.skuCode} (${t(`outcome_${p.outcome}`)})`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </BoPage>
  );
}
