import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatTime, usePagedList } from '../list-tools.tsx';
import { BoListPage, BoRow, FilterSelects, listFilter } from '../parts/BoPage.tsx';
import { CsvExportButton, PagedSearch } from '../parts/list-filters.tsx';
import { exportCustomersCall, useCustomers } from './customers-api.ts';

/** Customers (roles 3 and 6): find a member by phone, e-mail, member number or name; the list masks contact data. */
export function CustomersPage() {
  const { t } = useTranslation('boHome');
  const lang = currentLang();
  const paged = usePagedList(CUSTOMERS.PAGE_SIZE_DEFAULT);
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const filters = { search: paged.debounced, ...(status ? { status } : {}) };
  const list = useCustomers({ ...filters, pageNo: paged.pageNo, pageSize: paged.pageSize });
  return (
    <BoListPage
      id="bo-customers-title"
      title={t('customersTitle')}
      paged={paged}
      search={false}
      filters={
        <>
          <PagedSearch paged={paged} maxLength={CUSTOMERS.SEARCH_MAX} placeholder={t('customersSearch')} testId="bo-customers-search" />
          <FilterSelects
            paged={paged}
            filters={[
              listFilter(
                t('status'),
                status,
                (v: string) => setStatus(v === 'active' || v === 'disabled' ? v : ''),
                [
                  { value: 'active', label: t('memberActive') },
                  { value: 'disabled', label: t('memberDisabled') },
                ],
                t('anyMemberStatus'),
              ),
            ]}
          />
          <CsvExportButton t={t} fetchFile={() => exportCustomersCall(filters)} testId="bo-customers-export" />
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
