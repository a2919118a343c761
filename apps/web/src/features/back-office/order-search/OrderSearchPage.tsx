import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_SEARCH, ORDER_STATUSES, type OrderStatus as Status } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { useBoPickupShops } from '../api/orders.ts';
import { usePagedList } from '../list-tools.tsx';
import { OrderListRow } from '../OrderView.tsx';
import { BoListPage, FilterSelects, listFilter } from '../parts/BoPage.tsx';
import { codeChoices, shopChoices } from '../parts/fields.tsx';
import { CsvExportButton, DateFilter, PagedSearch } from '../parts/list-filters.tsx';
import { exportOrdersCall, useOrderSearch } from './order-search-api.ts';

/**
 * Find orders (role 6): one box for the order number, the member's phone, name, e-mail or number, a
 * product's title or SKU code; with status, shop, take way and Hong Kong dates. The home's tiles open it
 * with their filters in the address (`?status=&shop=&from=&to=&dateField=`).
 */
export function OrderSearchPage() {
  const { t } = useTranslation('boHome');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const [params] = useSearchParams();
  const paged = usePagedList(ORDER_SEARCH.PAGE_SIZE_DEFAULT);
  const { pageNo, pageSize } = paged;
  const initialStatus = params.get('status');
  const [status, setStatus] = useState<Status | ''>((ORDER_STATUSES as readonly string[]).includes(initialStatus ?? '') ? (initialStatus as Status) : '');
  const [shop, setShop] = useState(params.get('shop') ?? '');
  const [takeWay, setTakeWay] = useState<'' | 'pickup' | 'delivery' | 'counter'>('');
  const [dateFrom, setDateFrom] = useState(params.get('from') ?? '');
  const [dateTo, setDateTo] = useState(params.get('to') ?? '');
  const [dateField, setDateField] = useState<'created' | 'paid'>(params.get('dateField') === 'paid' ? 'paid' : 'created');
  const shops = useBoPickupShops();
  const filters = {
    search: paged.debounced,
    dateField,
    ...(status ? { status } : {}),
    ...(shop ? { storeCode: shop } : {}),
    ...(takeWay ? { takeWay } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
  };
  const list = useOrderSearch({ ...filters, pageNo, pageSize });

  return (
    <BoListPage
      id="bo-order-search-title"
      title={t('orderSearchTitle')}
      paged={paged}
      search={false}
      filters={
        <>
          <PagedSearch paged={paged} maxLength={ORDER_SEARCH.SEARCH_MAX} placeholder={t('orderSearchBox')} testId="bo-order-search" />
          <FilterSelects
            paged={paged}
            filters={[
              listFilter(t('status'), status, setStatus, codeChoices(ORDER_STATUSES, tb, 'ostatus_'), tb('ordersAll'), 'bo-order-search-status'),
              listFilter(t('shop'), shop, setShop, shopChoices(shops.data?.list, lang), tb('ordersAll')),
              listFilter(t('takeWay'), takeWay, setTakeWay, codeChoices(['pickup', 'delivery', 'counter'] as const, tb, 'takeWay_'), tb('ordersAll')),
              listFilter(t('dateField'), dateField, (v: string) => setDateField(v === 'paid' ? 'paid' : 'created'), [
                { value: 'created', label: t('dateCreated') },
                { value: 'paid', label: t('datePaid') },
              ]),
            ]}
          />
          <DateFilter label={tb('ordersFrom')} value={dateFrom} set={setDateFrom} paged={paged} testId="bo-order-search-from" />
          <DateFilter label={tb('ordersTo')} value={dateTo} set={setDateTo} paged={paged} testId="bo-order-search-to" />
          <CsvExportButton t={t} fetchFile={() => exportOrdersCall(filters)} testId="bo-order-search-export" />
        </>
      }
      query={list}
      testId="bo-order-search-list"
    >
      {(o) => <OrderListRow key={o.orderNo} order={o} who={o.memberNo ? `${o.memberName} (${o.memberNo})` : tb('ordersNoMember')} />}
    </BoListPage>
  );
}
