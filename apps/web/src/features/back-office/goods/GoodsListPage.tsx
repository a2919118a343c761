import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_BULK_MAX, BO_CSV_LIMITS, BO_LIMITS, GOODS_STATUSES, STOCK_FILTERS } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, SearchBox, textIn, useDebounced } from '../list-tools.tsx';
import { downloadText, exportGoodsCsv, exportStockCsv, useGoodsList, useGoodsOptions, useGoodsWrites } from './goods-api.ts';
import { hkd } from './money.ts';

/** Goods (role 6): searched with the catalogue's search keys, filtered and paged on the server. */
export function GoodsListPage() {
  const { t } = useTranslation('boGoods');
  const lang = currentLang();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(0);
  const [labelId, setLabelId] = useState(0);
  const [status, setStatus] = useState<'' | 'on' | 'off'>('');
  const [stock, setStock] = useState<'' | 'in' | 'out'>('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_LIMITS.PAGE_SIZE_DEFAULT;
  const options = useGoodsOptions();
  const filters = {
    search: debounced,
    ...(categoryId ? { categoryId } : {}),
    ...(labelId ? { labelId } : {}),
    ...(status ? { status } : {}),
    ...(stock ? { stock } : {}),
  };
  const list = useGoodsList({ pageNo, pageSize, ...filters });
  const [csvShop, setCsvShop] = useState('');
  const [csvNote, setCsvNote] = useState<{ error: boolean; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const runExport = async (what: 'goods' | 'stock') => {
    setExporting(true);
    setCsvNote(null);
    try {
      const file = what === 'goods' ? await exportGoodsCsv(filters) : await exportStockCsv({ ...filters, ...(csvShop ? { storeCode: csvShop } : {}) });
      downloadText(file.fileName, file.csv);
      setCsvNote({ error: false, text: `${t('csvExported', { file: file.fileName, rows: file.rows })}${file.truncated ? ` ${t('csvTruncated', { rows: file.rows })}` : ''}` });
    } catch (err) {
      setCsvNote({ error: true, text: errorMessage(err, t) });
    } finally {
      setExporting(false);
    }
  };
  const { setStatus: flip, bulk } = useGoodsWrites();
  const [picked, setPicked] = useState<number[]>([]);
  const [percent, setPercent] = useState('');
  const runBulk = (change: { status?: 'on' | 'off'; pricePercent?: number }) =>
    bulk.mutate({ ids: picked, ...change }, { onSuccess: () => setPicked([]) });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPageNo(1);
  };

  return (
    <section className="bo-page" aria-labelledby="bo-goods-title">
      <header className="bo-page__head">
        <h1 id="bo-goods-title">{t('goodsTitle')}</h1>
        <span className="bo-form__actions">
          <Link to="/backOffice/goods/csv" className="bo-button bo-button--ghost" data-testid="bo-goods-csv">
            {t('csvLink')}
          </Link>
          <Link to="/backOffice/goods/new" className="bo-button" data-testid="bo-goods-new">
            {t('newGoods')}
          </Link>
        </span>
      </header>
      <div className="bo-filters">
        <SearchBox value={search} onChange={reset(setSearch)} />
        <label className="bo-field">
          <span>{t('category')}</span>
          <select value={categoryId} onChange={(e) => reset(setCategoryId)(Number(e.target.value))}>
            <option value={0}>{t('allCategories')}</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {textIn(c.title, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('label')}</span>
          <select value={labelId} onChange={(e) => reset(setLabelId)(Number(e.target.value))}>
            <option value={0}>{t('allLabels')}</option>
            {options.data?.labels.map((l) => (
              <option key={l.id} value={l.id}>
                {textIn(l.title, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('status')}</span>
          <select value={status} onChange={(e) => reset(setStatus)(e.target.value as '' | 'on' | 'off')}>
            <option value="">{t('anyStatus')}</option>
            {GOODS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('stockFilter')}</span>
          <select value={stock} onChange={(e) => reset(setStock)(e.target.value as '' | 'in' | 'out')}>
            <option value="">{t('anyStock')}</option>
            {STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`stock_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <details className="bo-card">
        <summary className="bo-card__summary" data-testid="bo-goods-export">
          {t('csvExportGoods')} / {t('csvExportStock')}
        </summary>
        <p className="bo-note">{t('csvExportHint', { max: BO_CSV_LIMITS.EXPORT_MAX_ROWS.toLocaleString() })}</p>
        <div className="bo-filters">
          <button type="button" className="bo-button bo-button--ghost" disabled={exporting} onClick={() => void runExport('goods')} data-testid="bo-export-goods">
            {t('csvExportGoods')}
          </button>
          <label className="bo-field">
            <span>{t('csvShop')}</span>
            <select value={csvShop} onChange={(e) => setCsvShop(e.target.value)}>
              <option value="">{t('csvAllShops')}</option>
              {options.data?.shops.map((s) => (
                <option key={s.code} value={s.code}>
                  {textIn(s.title, lang)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="bo-button bo-button--ghost" disabled={exporting} onClick={() => void runExport('stock')} data-testid="bo-export-stock">
            {t('csvExportStock')}
          </button>
        </div>
        {csvNote ? (
          <p className={csvNote.error ? 'bo-error' : 'bo-note'} role={csvNote.error ? 'alert' : 'status'} data-testid="bo-export-note">
            {csvNote.text}
          </p>
        ) : null}
      </details>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      {flip.isError ? <p className="bo-error">{errorMessage(flip.error, t)}</p> : null}
      {picked.length ? (
        <div className="bo-filters" data-testid="bo-goods-bulk">
          <span>{t('picked', { count: picked.length })}</span>
          <button type="button" className="bo-button bo-button--ghost" disabled={bulk.isPending} onClick={() => runBulk({ status: 'off' })}>
            {t('takeOff')}
          </button>
          <button type="button" className="bo-button bo-button--ghost" disabled={bulk.isPending} onClick={() => runBulk({ status: 'on' })}>
            {t('putBack')}
          </button>
          <label className="bo-field">
            <span>{t('pricePercent')}</span>
            <input type="number" min={-90} max={500} step={1} value={percent} onChange={(e) => setPercent(e.target.value)} />
          </label>
          <button
            type="button"
            className="bo-button"
            disabled={bulk.isPending || !Number(percent)}
            onClick={() => runBulk({ pricePercent: Number(percent) })}
          >
            {t('apply')}
          </button>
          {bulk.isError ? <p className="bo-error">{errorMessage(bulk.error, t)}</p> : null}
        </div>
      ) : null}
      <ul className="bo-rows-list" data-testid="bo-goods-list">
        {(list.data?.list ?? []).map((g) => (
          <li key={g.id} className={g.status === 'on' ? 'bo-row' : 'bo-row bo-row--inactive'}>
            <label className="bo-check">
              <input
                type="checkbox"
                checked={picked.includes(g.id)}
                disabled={!picked.includes(g.id) && picked.length >= BO_BULK_MAX}
                onChange={() => setPicked(picked.includes(g.id) ? picked.filter((x) => x !== g.id) : [...picked, g.id])}
              />{' '}
              {t('pick')}
            </label>
            <Link to={`/backOffice/goods/${g.id}`}>
              <strong>{textIn(g.title, lang)}</strong>
            </Link>
            <span className="bo-row__detail">
              #{g.id} · {t(`status_${g.status}`)} · {hkd(g.minPrice)}
              {g.maxPrice !== g.minPrice ? ` – ${hkd(g.maxPrice)}` : ''} · {t('skuCount', { count: g.skuCount })} · {t('stockUnits', { count: g.stock })}
            </span>
            <span className="bo-form__actions">
              <Link to={`/backOffice/goods/${g.id}/stock`} className="bo-button bo-button--ghost">
                {t('stock')}
              </Link>
              <button
                type="button"
                className="bo-button bo-button--ghost"
                disabled={flip.isPending}
                onClick={() => flip.mutate({ id: g.id, status: g.status === 'on' ? 'off' : 'on' })}
              >
                {g.status === 'on' ? t('takeOff') : t('putBack')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {list.data ? (
        <Pager pageNo={pageNo} pageSize={pageSize} total={list.data.total} capped={list.data.totalCapped} full={list.data.list.length === pageSize} onPage={setPageNo} />
      ) : null}
    </section>
  );
}
