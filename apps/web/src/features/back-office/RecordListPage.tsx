import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_LIMITS, type BoRecordKind } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRecordList } from './api/records.ts';
import { Pager, SearchBox, textIn, useDebounced } from './list-tools.tsx';

/** One kind's records, searched and paged on the server; a row opens its form. */
export function RecordListPage({ kind }: { kind: BoRecordKind }) {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_LIMITS.PAGE_SIZE_DEFAULT;
  const list = useRecordList({ kind, pageNo, pageSize, search: debounced });

  return (
    <section className="bo-page" aria-labelledby="bo-list-title">
      <header className="bo-page__head">
        <h1 id="bo-list-title">{t(`kind_${kind}`)}</h1>
        <Link className="bo-button" to={`/backOffice/${kind}/new`} data-testid="bo-new">
          {t('newRecord')}
        </Link>
      </header>
      <SearchBox
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPageNo(1);
        }}
      />
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      {list.data ? (
        list.data.list.length ? (
          <ul className="bo-rows-list" data-testid="bo-record-list" aria-busy={list.isFetching}>
            {list.data.list.map((row) => (
              <li key={row.id}>
                <Link to={`/backOffice/${kind}/${row.id}`} className={`bo-row${row.active ? '' : ' bo-row--inactive'}`}>
                  <span className="bo-row__title">{textIn(row.title, lang) || `#${row.id}`}</span>
                  <span className="bo-row__detail">
                    #{row.id}
                    {row.detail ? ` · ${row.detail}` : ''}
                    {row.active ? '' : ` · ${t('inactive')}`}
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
