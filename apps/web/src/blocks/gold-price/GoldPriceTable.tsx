import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatHk } from '../../lib/dates.ts';
import { currentLangOf } from '../lang.ts';
import { goldPriceQuery } from './gold-price.api.ts';
import './gold-price.css';

/**
 * The gold price table: sell, purchase and exchange per tael (and per gram), HKD, with the time of the
 * last change. A failed load shows the spec's warning instead (blocks §8).
 */
export function GoldPriceTable({
  title,
  showGram = true,
  headerBgColor = '#00053e',
  compact = false,
}: {
  title?: string;
  showGram?: boolean;
  headerBgColor?: string;
  compact?: boolean;
}) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { data, isError, isPending } = useQuery(goldPriceQuery);
  if (isError) {
    return (
      <p className="gold-price__failed" role="alert">
        {t('goldPriceFailed')}
      </p>
    );
  }
  const rows = [
    ['sell', data?.goldSellPrice, data?.goldSellPriceGram],
    ['purchase', data?.goldPurPrice, data?.goldPurPriceGram],
    ['exchange', data?.goldExchPrice, data?.goldExchPriceGram],
  ] as const;
  const time = data ? formatHk(data.lastModTime, 'dateTime', lang) : '';
  return (
    <div className={`gold-price${compact ? ' gold-price--compact' : ''}`} aria-busy={isPending} data-testid="gold-price">
      <table className="gold-price__table">
        <caption className="gold-price__caption">
          {title || t('goldPriceTitle')} <span className="gold-price__unit">({t('currencyNote')})</span>
        </caption>
        <thead style={{ background: headerBgColor }}>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('goldPriceTitle')}</span>
            </th>
            <th scope="col">{t('perTael')}</th>
            {showGram && <th scope="col">{t('perGram')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, tael, gram]) => (
            <tr key={key} data-row={key}>
              <th scope="row">{t(key)}</th>
              <td>{tael ? `HK$ ${tael}` : '—'}</td>
              {showGram && <td>{gram ? `HK$ ${gram}` : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gold-price__time">{time && t('lastModTime', { time })}</p>
    </div>
  );
}
