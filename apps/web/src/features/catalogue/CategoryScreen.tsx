import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { categoryPageInput, pickText, readId, readListParams, readTags, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { currentLang } from '../../lib/i18n.ts';
import { SITE } from '../../lib/config.ts';
import { errorMessage } from '../../lib/errors.ts';
import { goodsCategoryPageQuery } from './api/get-goods-category-page.ts';
import { Results, resultsOf, SortSelect } from './ListParts.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './catalogue.css';
import './strings.ts';

/** /onlineProductCategory?categoryId= or ?tag=: goods of a category (with its sub-categories) or labels. */
export function CategoryScreen() {
  const { t } = useTranslation('catalogue');
  const { app } = useAppData();
  const lang = currentLang();
  const [params] = useSearchParams();
  const categoryId = readId(params.get('categoryId'));
  const tag = readTags(params.get('tag'));
  const { sort, pageNo, pageSize } = readListParams(params);
  const query = useQuery({
    ...goodsCategoryPageQuery(categoryPageInput(params, SITE)),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const activeTags = (tag ?? '').split(',').filter(Boolean);
  const tagNames = data?.labels.filter((l) => activeTags.includes(l.code)).map((l) => wireText(l, 'name', lang)) ?? [];
  const heading = data?.category ? wireText(data.category, 'title', lang) : tagNames.length ? tagNames.join(' · ') : data ? t('allProducts') : '';
  useDocumentTitle(heading ? `${heading} | ${pickText(app.appInfo.appProps.siteName, lang)}` : undefined);

  // A label chip toggles that label on top of the category (or of the labels already chosen).
  const chipHref = (code: string) => {
    const next = new URLSearchParams(params);
    const codes = activeTags.includes(code) ? activeTags.filter((c) => c !== code) : [...activeTags, code];
    if (codes.length) next.set('tag', codes.join(','));
    else next.delete('tag');
    next.delete('pageNo');
    return `/onlineProductCategory?${next.toString()}`;
  };
  return (
    <div className="catalogue container">
      {/* Space kept for the breadcrumb while a category loads, so the heading does not jump. */}
      {!data && categoryId !== undefined && <div className="breadcrumb--pending" />}
      {data && data.categoryPath.length > 0 && (
        <nav className="breadcrumb" aria-label={t('breadcrumb')}>
          <ol>
            {data.categoryPath.map((c, i) => (
              <li key={c.id}>
                {i < data.categoryPath.length - 1 ? (
                  <Link to={`/onlineProductCategory?categoryId=${c.id}`}>{wireText(c, 'title', lang)}</Link>
                ) : (
                  <span aria-current="page">{wireText(c, 'title', lang)}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <header className="catalogue__head">
        <h1 className="catalogue__title">{heading || '\u00a0'}</h1>
        <div className="catalogue__tools">
          <p className="catalogue__count">{data ? t(data.totalIsEstimate ? 'countAbout' : 'count', { count: data.total }) : '\u00a0'}</p>
          <SortSelect value={sort} />
        </div>
      </header>
      {data?.category && data.category.childrenList.length > 0 && (
        <ul className="catalogue__subcats">
          {data.category.childrenList.map((c) => (
            <li key={c.id}>
              <Link to={`/onlineProductCategory?categoryId=${c.id}`}>{wireText(c, 'title', lang)}</Link>
            </li>
          ))}
        </ul>
      )}
      {/* Always rendered, one scrolling row: the goods below do not move when the labels arrive. */}
      {(!data || data.labels.length > 0) && (
        <ul className="catalogue__chips catalogue__chips--bar" aria-label={t('labels')}>
          {data?.labels.map((l) => (
            <li key={l.id}>
              <Link to={chipHref(l.code)} className="chip" aria-current={activeTags.includes(l.code) ? 'true' : undefined}>
                {wireText(l, 'name', lang)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Results {...resultsOf(query, (e) => errorMessage(e, t))} pageNo={pageNo} pageSize={pageSize} />
    </div>
  );
}
