import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_ORDERS, ORDER_STATUSES, wireText, type OrderStatus as Status } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useBoOrders, useBoPickupShops } from './api/orders.ts';
import { Pager, formatTime, useDebounced } from './list-tools.tsx';
import { OrderStatus, useMoney } from './OrderView.tsx';

/** Orders (role 6): by status, pick-up shop, Hong Kong dates and number, newest first, paged on the server. */
export function OrdersPage() {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const [status, setStatus] = useState<Status | ''>('');
  const [shop, setShop] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_ORDERS.PAGE_SIZE_DEFAULT;
  const shops = useBoPickupShops();
  const list = useBoOrders({
    pageNo,
    pageSize,
    search: debounced,
    ...(status ? { status } : {}),
    ...(shop ? { pickupStoreCode: shop } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
  });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPageNo(1);
  };

  return (
    <section className="bo-page" aria-labelledby="bo-orders-title">
      <header className="bo-page__head">
        <h1 id="bo-orders-title">{t('ordersTitle')}</h1>
      </header>
      <div className="bo-filters">
        <label className="bo-field">
          <span>{t('ordersStatus')}</span>
          <select value={status} onChange={(e) => reset(setStatus)(e.target.value as Status | '')} data-testid="bo-orders-status">
            <option value="">{t('ordersAll')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`ostatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('ordersShop')}</span>
          <select value={shop} onChange={(e) => reset(setShop)(e.target.value)}>
            <option value="">{t('ordersAll')}</option>
            {(shops.data?.list ?? []).map((s) => (
              <option key={s.storeCode} value={s.storeCode}>
                {wireText(s, 'name', lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('ordersFrom')}</span>
          <input type="date" value={dateFrom} onChange={(e) => reset(setDateFrom)(e.target.value)} />
        </label>
        <label className="bo-field">
          <span>{t('ordersTo')}</span>
          <input type="date" value={dateTo} onChange={(e) => reset(setDateTo)(e.target.value)} />
        </label>
        <label className="bo-field">
          <span>{t('search')}</span>
          <input
            type="search"
            value={search}
            maxLength={BO_ORDERS.ORDER_NO_MAX}
            placeholder={t('ordersSearch')}
            onChange={(e) => reset(setSearch)(e.target.value)}
            data-testid="bo-orders-search"
          />
        </label>
      </div>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      {list.data ? (
        list.data.list.length ? (
          <ul className="bo-rows-list" data-testid="bo-orders-list" aria-busy={list.isFetching}>
            {list.data.list.map((o) => (
              <li key={o.orderNo}>
                <Link to={`/backOffice/orders/${encodeURIComponent(o.orderNo)}`} className="bo-row">
                  <span className="bo-row__title">
                    {o.orderNo} · <OrderStatus status={o.status} />
                  </span>
                  <span className="bo-row__detail">
                    {formatTime(o.createdAt, lang)} · {o.memberNo} · {t(`takeWay_${o.takeWay}`)}
                    {o.pickupStoreCode ? ` ${o.pickupStoreCode}` : ''} · {t('orderItems')} {o.itemCount} · {money(o.totalPayPrice)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bo-empty">{t('empty')}</p>
        )
      ) : (
        <p className="bo-empty">{t('loading')}</p>
      )}
      {list.data ? <Pager pageNo={pageNo} pageSize={pageSize} total={list.data.total} onPage={setPageNo} /> : null}
    </section>
  );
}
