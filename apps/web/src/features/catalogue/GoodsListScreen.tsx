import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goodsListInput, pickText, readListParams, readSearchCode } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { currentLang } from '../../lib/i18n.ts';
import { SITE } from '../../lib/config.ts';
import { errorMessage } from '../../lib/errors.ts';
import { Results, resultsOf, SortSelect } from './ListParts.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './catalogue.css';
import './strings.ts';

/** /goodsList?searchCode=: goods whose names, titles or item numbers contain the words. */
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
      <Results {...resultsOf(query, (e) => errorMessage(e, t))} pageNo={pageNo} pageSize={pageSize} />
    </div>
  );
}
