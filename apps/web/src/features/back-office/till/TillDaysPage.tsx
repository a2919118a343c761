import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { useMoney } from '../OrderView.tsx';
import { tillDaysExportCall, useTillDays } from '../api/till.ts';
import { downloadCsv } from '../parts/download-csv.ts';
import { DifferenceText } from './TillDayPanel.tsx';
import { boTillCatalogue } from './till.i18n.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

addCatalogue(boTillCatalogue);

/** Every shop's counter days for the merchant (issue 43, decision 488): takings, expected and counted cash, the difference; CSV. */
export function TillDaysPage() {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  const money = useMoney();
  const [shopCode, setShopCode] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filters = { ...(shopCode.trim() ? { shopCode: shopCode.trim() } : {}) };
  const days = useTillDays({ ...filters, pageNo, pageSize: 20 });
  const exported = useMutation({ mutationFn: tillDaysExportCall, onSuccess: (r) => downloadCsv(r.fileName, r.csv) });
  const list = days.data?.list ?? [];
  return (
    <section className="bo-page" aria-labelledby="till-days-title" data-testid="till-days">
      <header className="bo-page__head">
        <h1 id="till-days-title">{t('daysTitle')}</h1>
      </header>
      <div className="bo-filters">
        <label className="bo-field">
          <span>{t('shop')}</span>
          <input
            value={shopCode}
            placeholder={t('allShops')}
            onChange={(e) => {
              setShopCode(e.target.value);
              setPageNo(1);
            }}
            data-testid="till-days-shop"
          />
        </label>
        <button type="button" className="bo-button bo-button--ghost" onClick={() => exported.mutate(filters)} data-testid="till-days-export">
          {t('exportCsv')}
        </button>
      </div>
      {exported.isError || days.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(exported.error ?? days.error, t)}
        </p>
      ) : null}
      {list.length === 0 && days.isSuccess ? <p>{t('noDays')}</p> : null}
      {list.length ? (
        <table className="bo-table" data-testid="till-days-table">
          <ColumnHeads labels={[t('shop'), t('openedAt'), t('closedAt'), t('sales'), t('returns'), t('expected'), t('countedCash'), t('difference')]} />
          <tbody>
            {list.map((d) => (
              <tr key={d.id} data-testid={`till-day-row-${d.shopCode}`}>
                <td>{d.shopCode}</td>
                <td>
                  {formatHk(d.openedAt, 'dateTime', lang)} · {d.openedBy}
                </td>
                <td>{d.closedAt ? `${formatHk(d.closedAt, 'dateTime', lang)} · ${d.closedBy ?? ''}` : t('stillOpen')}</td>
                <td>
                  {d.salesCount} · {money(d.salesTotal)}
                </td>
                <td>
                  {d.returnsCount} · {money(d.returnsTotal)}
                </td>
                <td>{money(d.expectedCash)}</td>
                <td>{d.countedCash === null ? '—' : money(d.countedCash)}</td>
                <td data-testid="till-day-difference">
                  <DifferenceText cents={d.difference} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {(days.data?.total ?? 0) > pageNo * 20 ? (
        <button type="button" className="bo-button bo-button--ghost" onClick={() => setPageNo((n) => n + 1)}>
          →
        </button>
      ) : null}
    </section>
  );
}
