import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime, usePagedList } from '../list-tools.tsx';
import { BoListPage, BoRow } from '../parts/BoPage.tsx';
import { SearchField, SelectField } from '../parts/fields.tsx';
import { downloadCsv } from '../parts/download-csv.ts';
import { exportCustomersCall, useCustomers } from './customers-api.ts';

/** Customers (roles 3 and 6): find a member by phone, e-mail, member number or name; the list masks contact data. */
export function CustomersPage() {
  const { t } = useTranslation('boHome');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const paged = usePagedList(CUSTOMERS.PAGE_SIZE_DEFAULT);
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const [note, setNote] = useState<string | null>(null);
  const filters = { search: paged.debounced, ...(status ? { status } : {}) };
  const list = useCustomers({ ...filters, pageNo: paged.pageNo, pageSize: paged.pageSize });
  const exportCsv = async () => {
    setNote(null);
    try {
      const r = await exportCustomersCall(filters);
      downloadCsv(r.fileName, r.csv);
      setNote(t('exported', { count: r.rows }));
    } catch (e) {
      setNote(errorMessage(e, t));
    }
  };
  return (
    <BoListPage
      id="bo-customers-title"
      title={t('customersTitle')}
      paged={paged}
      search={false}
      filters={
        <>
          <SearchField
            label={tb('search')}
            value={paged.search}
            maxLength={CUSTOMERS.SEARCH_MAX}
            placeholder={t('customersSearch')}
            onChange={paged.setSearch}
            testId="bo-customers-search"
          />
          <SelectField
            label={t('status')}
            value={status}
            onChange={paged.resetting((v: string) => setStatus(v === 'active' || v === 'disabled' ? v : ''))}
            choices={[
              { value: 'active', label: t('memberActive') },
              { value: 'disabled', label: t('memberDisabled') },
            ]}
            blank={t('anyMemberStatus')}
          />
          <button type="button" className="bo-button bo-button--ghost" onClick={() => void exportCsv()} data-testid="bo-customers-export">
            {t('exportCsv')}
          </button>
          {note ? <p className="bo-note">{note}</p> : null}
        </>
      }
      query={list}
      testId="bo-customers-list"
    >
      {(m) => (
        <BoRow
          key={m.memberNo}
          to={`/backOffice/customers/${encodeURIComponent(m.memberNo)}`}
          inactive={m.disabled}
          title={`${m.name || m.memberNo} · ${m.memberNo}`}
          detail={`${m.phoneMasked}${m.emailMasked ? ` · ${m.emailMasked}` : ''} · ${t('points')} ${m.points} · ${t('joined')} ${formatTime(m.createdAt, lang)}${m.disabled ? ` · ${t('memberDisabled')}` : ''}`}
        />
      )}
    </BoListPage>
  );
}
