import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { LIST_SORTS, type Goods, type ListSortKey } from '@shop/contract';
import { ProductGrid } from '../../components/ui/product-card/ProductCard.tsx';
import './strings.ts';

/** Sort choice; changing it goes back to page 1. */
export function SortSelect({ value }: { value: ListSortKey }) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  return (
    <label className="catalogue__sort">
      <span>{t('sortBy')}</span>
      <select
        value={value}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          next.set('sort', e.target.value);
          next.delete('pageNo');
          setParams(next);
        }}
      >
        {(Object.keys(LIST_SORTS) as ListSortKey[]).map((k) => (
          <option key={k} value={k}>
            {t(`sort_${k}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Page links (crawlable anchors) around the current page; hidden for a single page. */
export function Pager({ total, pageNo, pageSize }: { total: number; pageNo: number; pageSize: number }) {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('pageNo');
    else next.set('pageNo', String(n));
    return `?${next.toString()}`;
  };
  const from = Math.max(1, Math.min(pageNo - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav className="pager" aria-label={t('pagination')}>
      {pageNo > 1 ? (
        <Link to={href(pageNo - 1)} className="pager__step" rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t('previous')}</span>
      )}
      {numbers.map((n) =>
        n === pageNo ? (
          <span key={n} className="pager__num pager__num--on" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className="pager__num">
            <span className="visually-hidden">{t('pageN', { n })}</span>
            <span aria-hidden="true">{n}</span>
          </Link>
        ),
      )}
      {pageNo < pages ? (
        <Link to={href(pageNo + 1)} className="pager__step" rel="next">
          {t('next')}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t('next')}</span>
      )}
    </nav>
  );
}

/** The result grid with its count, pager and empty and loading states. */
/** The Results props of a list query (the category and goods list screens). */
export function resultsOf(
  query: { data?: { items: Goods[]; total: number } | undefined; isPending: boolean; isPlaceholderData: boolean; isError: boolean; error: unknown },
  failedText: (error: unknown) => string,
) {
  return {
    goods: query.data?.items,
    total: query.data?.total ?? 0,
    loading: query.isPending,
    stale: query.isPlaceholderData,
    failed: query.isError ? failedText(query.error) : null,
  };
}

export function Results({
  goods,
  total,
  pageNo,
  pageSize,
  loading,
  stale = false,
  failed,
}: {
  goods: Goods[] | undefined;
  total: number;
  pageNo: number;
  pageSize: number;
  loading: boolean;
  /** Showing the previous page's goods while the next page loads. */
  stale?: boolean;
  failed: string | null;
}) {
  const { t } = useTranslation('catalogue');
  if (failed)
    return (
      <p className="catalogue__empty" role="alert">
        {failed}
      </p>
    );
  if (loading && !goods) return <div className="catalogue__skeleton" aria-busy="true" aria-label={t('loading')} />;
  if (!goods?.length) return <p className="catalogue__empty">{t('noProducts')}</p>;
  return (
    <div className="catalogue__results" aria-busy={stale}>
      <ProductGrid goods={goods} eagerCount={2} headingLevel={2} />
      <Pager total={total} pageNo={pageNo} pageSize={pageSize} />
    </div>
  );
}
