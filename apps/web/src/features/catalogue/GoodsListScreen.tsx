import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { goodsListInput, pickText, readListParams, readSearchCode } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { currentLang } from '../../lib/i18n.ts';
import { SITE } from '../../lib/config.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Results, resultsOf, SortSelect } from './ListParts.tsx';
import { SearchFacets } from './SearchFacets.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './catalogue.css';
import './strings.ts';

/** Searches offered when nothing is found (the trade's common words, in the shopper's language). */
const POPULAR: Record<'zh_HK' | 'zh_CN' | 'en', string[]> = {
  zh_HK: ['鑽石戒指', '足金', '翡翠手鐲', '珍珠項鏈', '手錶'],
  zh_CN: ['钻石戒指', '足金', '翡翠手镯', '珍珠项链', '手表'],
  en: ['diamond ring', '24K gold', 'jade bangle', 'pearl necklace', 'watch'],
};
const searchUrl = (q: string) => `/goodsList?${new URLSearchParams({ searchCode: q }).toString()}`;

/** /goodsList?searchCode=&metal=…: goods matching the words (ranked), narrowed by facets (issue 42). */
export function GoodsListScreen() {
  const { t } = useTranslation('catalogue');
  const { app } = useAppData();
  const [params] = useSearchParams();
  const searchCode = readSearchCode(params);
  const { sort, pageNo, pageSize } = readListParams(params);
  // merchantCode and storeCode are the goodsPage query's own.
  const { merchantCode: _m, storeCode: _s, ...input } = goodsListInput(params, SITE);
  const query = useQuery({
    ...catalogueQueries.goodsPage(input),
    placeholderData: keepPreviousData,
  });
  const heading = searchCode.trim() ? t('resultsFor', { q: searchCode.trim() }) : t('allProducts');
  useDocumentTitle(`${heading} | ${pickText(app.appInfo.appProps.siteName, currentLang())}`);
  return (
    <div className="catalogue container">
      <header className="catalogue__head">
        <h1 className="catalogue__title">{heading}</h1>
        <div className="catalogue__tools">
          <p className="catalogue__count">{query.data ? t(query.data.totalIsEstimate ? 'countAbout' : 'count', { count: query.data.total }) : '\u00a0'}</p>
          <SortSelect value={sort} />
        </div>
      </header>
      {query.data?.didYouMean && (
        <p className="catalogue__didyoumean">
          {t('didYouMean')}
          <Link to={searchUrl(query.data.didYouMean)}>{query.data.didYouMean}</Link>
        </p>
      )}
      {query.data && query.data.total === 0 && searchCode.trim() && (
        <nav className="catalogue__popular" aria-label={t('popularSearches')}>
          <p>{t('noResults')}</p>
          <ul>
            {POPULAR[currentLang()].map((q) => (
              <li key={q}>
                <Link to={searchUrl(q)}>{q}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="catalogue__with-facets">
        <SearchFacets facets={query.data?.facets} />
        <Results {...resultsOf(query, (e) => errorMessage(e, t))} pageNo={pageNo} pageSize={pageSize} />
      </div>
    </div>
  );
}
