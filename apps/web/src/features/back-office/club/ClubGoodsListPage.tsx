import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_LIMITS } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, SearchBox, textIn, useDebounced } from '../list-tools.tsx';
import { useClubCategories, useClubGoodsList } from './club-api.ts';

/** Club goods (role 6): searched by title in any language, by category and status, paged on the server. */
export function ClubGoodsListPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(0);
  const [status, setStatus] = useState<'' | 'on' | 'off'>('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_LIMITS.PAGE_SIZE_DEFAULT;
  const categories = useClubCategories();
  const list = useClubGoodsList({ pageNo, pageSize, search: debounced, ...(categoryId ? { categoryId } : {}), ...(status ? { status } : {}) });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPageNo(1);
  };

  return (
    <section className="bo-page" aria-labelledby="bo-club-goods-title">
      <header className="bo-page__head">
        <h1 id="bo-club-goods-title">{t('clubGoodsTitle')}</h1>
        <Link to="/backOffice/club/goods/new" className="bo-button" data-testid="bo-club-goods-new">
          {t('newClubGoods')}
        </Link>
      </header>
      <div className="bo-filters">
        <SearchBox value={search} onChange={reset(setSearch)} />
        <label className="bo-field">
          <span>{t('category')}</span>
          <select value={categoryId} onChange={(e) => reset(setCategoryId)(Number(e.target.value))}>
            <option value={0}>{t('allCategories')}</option>
            {categories.data?.list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentId ? '— ' : ''}
                {textIn(c.title, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('status')}</span>
          <select value={status} onChange={(e) => reset(setStatus)(e.target.value as '' | 'on' | 'off')}>
            <option value="">{t('anyStatus')}</option>
            <option value="on">{t('status_on')}</option>
            <option value="off">{t('status_off')}</option>
          </select>
        </label>
      </div>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      <ul className="bo-rows-list" data-testid="bo-club-goods-list">
        {(list.data?.list ?? []).map((g) => (
          <li key={g.id} className={g.status === 'on' ? 'bo-row' : 'bo-row bo-row--inactive'}>
            <Link to={`/backOffice/club/goods/${g.id}`}>
              <strong>{textIn(g.title, lang)}</strong>
            </Link>
            <span className="bo-row__detail">
              #{g.id} · {t(`status_${g.status}`)} · {t('points', { count: g.minPoint })} · {t('skuCount', { count: g.skuCount })} · {t('stockUnits', { count: g.stock })}
            </span>
          </li>
        ))}
      </ul>
      {list.data ? <Pager pageNo={pageNo} pageSize={pageSize} total={list.data.total} onPage={setPageNo} /> : null}
    </section>
  );
}
