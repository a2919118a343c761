import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_ORDERS, ORDER_STATUSES, type OrderStatus as Status } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { useBoOrders, useBoPickupShops } from './api/orders.ts';
import { usePagedList } from './list-tools.tsx';
import { DateFilter } from './parts/list-filters.tsx';
import { OrderListRow } from './OrderView.tsx';
import { BoListPage, FilterSelects, listFilter } from './parts/BoPage.tsx';
import { codeChoices, shopChoices } from './parts/fields.tsx';

/** Orders (role 6): by status, pick-up shop, Hong Kong dates and number, newest first, paged on the server. */
export function OrdersPage() {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const paged = usePagedList(BO_ORDERS.PAGE_SIZE_DEFAULT);
  const { pageNo, pageSize } = paged;
  const [status, setStatus] = useState<Status | ''>('');
  const [shop, setShop] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const shops = useBoPickupShops();
  const list = useBoOrders({
    pageNo,
    pageSize,
    search: paged.debounced,
    ...(status ? { status } : {}),
    ...(shop ? { pickupStoreCode: shop } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
  });

  return (
    <BoListPage
      id="bo-orders-title"
      title={t('ordersTitle')}
      paged={paged}
      search={false}
      filters={
        <>
          <FilterSelects
            paged={paged}
            filters={[
              listFilter(t('ordersStatus'), status, setStatus, codeChoices(ORDER_STATUSES, t, 'ostatus_'), t('ordersAll'), 'bo-orders-status'),
              listFilter(t('ordersShop'), shop, setShop, shopChoices(shops.data?.list, lang), t('ordersAll')),
            ]}
          />
          <DateFilter label={t('ordersFrom')} value={dateFrom} set={setDateFrom} paged={paged} />
          <DateFilter label={t('ordersTo')} value={dateTo} set={setDateTo} paged={paged} />
          <label className="bo-field">
            <span>{t('search')}</span>
            <input
              type="search"
              value={paged.search}
              maxLength={BO_ORDERS.ORDER_NO_MAX}
              placeholder={t('ordersSearch')}
              onChange={(e) => paged.setSearch(e.target.value)}
              data-testid="bo-orders-search"
            />
          </label>
        </>
      }
      query={list}
      testId="bo-orders-list"
    >
      {(o) => <OrderListRow key={o.orderNo} order={o} who={o.memberNo} more={`${t('orderItems')} ${o.itemCount}`} />}
    </BoListPage>
  );
}
