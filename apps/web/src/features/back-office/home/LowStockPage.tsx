import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME } from '@shop/contract';
import { Link } from '../../../lib/links.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, textIn } from '../list-tools.tsx';
import { useLowStockList } from './home-api.ts';
import './low-stock.i18n.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

/**
 * /backOffice/lowStock/:storeCode: the list behind a shop's low-stock figure on the home (issue 40, every
 * figure links to its list). The merchant opens each product's stock; counter staff read their shop's.
 */
export function LowStockPage({ storeCode, stockLinks }: { storeCode: string; stockLinks: boolean }) {
  const { t } = useTranslation('boLowStock');
  const { t: th } = useTranslation('boHome');
  const lang = currentLang();
  const [pageNo, setPageNo] = useState(1);
  const list = useLowStockList(storeCode, pageNo);
  const d = list.data;
  return (
    <section className="bo-page" aria-labelledby="bo-low-stock-title" aria-busy={list.isPending} data-testid="bo-low-stock">
      <header className="bo-page__head">
        <h1 id="bo-low-stock-title">{t('title', { shop: d ? textIn(d.storeName, lang) || storeCode : storeCode })}</h1>
        <Link to="/backOffice/home" className="bo-button bo-button--ghost">
          {t('back')}
        </Link>
      </header>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, th)}</p> : null}
      {d ? (
        <>
          <p className="bo-note">{t('intro', { threshold: d.threshold })}</p>
          {d.rows.length === 0 ? <p className="bo-empty">{t('none')}</p> : null}
          <div className="bo-table-wrap" hidden={d.rows.length === 0}>
            <table className="bo-table">
              <ColumnHeads labels={['SKU', th('product'), th('qty'), t('level')]} />
              <tbody>
                {d.rows.map((r) => (
                  <tr key={r.skuCode}>
                    <td>{r.skuCode}</td>
                    <td>{stockLinks ? <Link to={`/backOffice/goods/${r.spuId}/stock`}>{textIn(r.title, lang)}</Link> : textIn(r.title, lang)}</td>
                    <td data-label={th('qty')} data-testid="bo-low-stock-qty">
                      {r.qty}
                    </td>
                    <td data-label={t('level')}>{r.ownLevel ?? `${d.threshold} (${t('levelDefault')})`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {d.total > HOME.LOW_STOCK_PAGE ? <Pager pageNo={pageNo} pageSize={HOME.LOW_STOCK_PAGE} total={d.total} onPage={setPageNo} /> : null}
        </>
      ) : null}
    </section>
  );
}
