import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gramsText, taelsMaceCandareen } from '@shop/contract';
import { Link } from '../../../lib/links.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { Pager, formatTime, textIn } from '../list-tools.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { hkd } from './money.ts';
import { useWeightPricingReport } from './weight-report-api.ts';
import './weight-pricing.i18n.ts';
import './weight-report.i18n.ts';

const PAGE_SIZE = 50;
/** A change in cents, signed: "+HK$120", "−HK$80". */
const delta = (cents: number | null) => (cents === null ? '—' : `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${hkd(Math.abs(cents))}`);

/**
 * /backOffice/goldPrice/byWeight (roles 5 and 6): which goods are priced by weight — metal, weight, making
 * charge, price now — and what each recent re-pricing did to them (count, sum, smallest and largest
 * change). Linked from the gold price desk; a product links to its form for the merchant admin only.
 */
export function WeightPricingReportPage({ admin }: { admin: boolean }) {
  const { t } = useTranslation('boWeightReport');
  const { t: tw } = useTranslation('boWeight');
  const lang = currentLang();
  const [pageNo, setPageNo] = useState(1);
  const report = useWeightPricingReport(pageNo, PAGE_SIZE);
  const r = report.data;
  return (
    <BoPage id="bo-weight-report-title" title={t('title')}>
      <p className="bo-note">{t('intro')}</p>
      <h2 id="bo-weight-repricings-title">{t('repricings')}</h2>
      {r ? (
        r.repricings.length ? (
          // Focusable and named: in English at 1366 px the re-pricings can still scroll sideways; a keyboard reaches them (axe).
          <div className="bo-table-wrap" tabIndex={0} role="region" aria-labelledby="bo-weight-repricings-title">
            <table className="bo-table" data-testid="bo-weight-repricings">
              <thead>
                <tr>
                  <th>{t('at')}</th>
                  <th>{t('cause')}</th>
                  <th>{t('rate')}</th>
                  <th>{t('looked')}</th>
                  <th>{t('changed')}</th>
                  <th>{t('total')}</th>
                  <th>{t('min')}</th>
                  <th>{t('max')}</th>
                </tr>
              </thead>
              <tbody>
                {r.repricings.map((x) => (
                  <tr key={x.id} data-testid="bo-weight-repricing">
                    <td>{formatTime(x.at, lang)}</td>
                    <td>{t(`cause_${x.cause}`)}</td>
                    <td>{x.sellCents === null ? '—' : hkd(x.sellCents)}</td>
                    <td>{x.skus}</td>
                    <td data-testid="bo-weight-repricing-changed">{x.changed}</td>
                    <td data-testid="bo-weight-repricing-total">{delta(x.totalDelta)}</td>
                    <td>{delta(x.minDelta)}</td>
                    <td>{delta(x.maxDelta)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="bo-note">{t('noRepricing')}</p>
        )
      ) : null}
      <h2 id="bo-weight-goods-title">{r ? t('goods', { total: r.total }) : null}</h2>
      {r ? (
        r.goods.length ? (
          <div className="bo-table-wrap" tabIndex={0} role="region" aria-labelledby="bo-weight-goods-title">
            <table className="bo-table" data-testid="bo-weight-goods">
              <thead>
                <tr>
                  <th>{t('product')}</th>
                  <th>{t('sku')}</th>
                  <th>{t('metal')}</th>
                  <th>{t('weight')}</th>
                  <th>{t('making')}</th>
                  <th>{t('priceNow')}</th>
                </tr>
              </thead>
              <tbody>
                {r.goods.map((g) => {
                  const tmc = taelsMaceCandareen(g.weightMg);
                  return (
                    <tr key={g.skuId} data-testid="bo-weight-sku">
                      <td>
                        {admin ? <Link to={`/backOffice/goods/${g.spuId}`}>{textIn(g.title, lang)}</Link> : textIn(g.title, lang)}
                        {g.status !== 'on' ? ` (${t('off')})` : null}
                      </td>
                      <td>{g.skuCode}</td>
                      <td>{tw(`metal_${g.metal}`)}</td>
                      <td>
                        {gramsText(g.weightMg)} g ({tmc.taels}.{tmc.mace}
                        {String(Math.round(tmc.candareen * 10)).padStart(2, '0')} {t('tael')})
                      </td>
                      <td>
                        {hkd(g.makingCents)}
                        {g.makingMode === 'perGram' ? t('perGram') : t('perPiece')}
                      </td>
                      <td data-testid="bo-weight-sku-price">
                        {hkd(g.price)}
                        {g.rateId === null ? ` (${t('noRate')})` : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={r.total} onPage={setPageNo} />
          </div>
        ) : (
          <p className="bo-note">{t('none')}</p>
        )
      ) : null}
    </BoPage>
  );
}
