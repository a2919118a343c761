import { useTranslation } from 'react-i18next';
import { formatAmount, type Redemption, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import { Img } from '../../components/ui/Img.tsx';
import './strings.ts';

export function useMoney() {
  const { amountFormat, currencySymbol } = useAppData();
  return (cents: number) => formatAmount(cents, amountFormat, 'price', currencySymbol);
}

/** A redemption's date and time, in Hong Kong time and the interface language (lib/dates.ts). */
export const formatDate = (iso: string) => formatHk(iso, 'dateTime', currentLang());

/** One redemption: number, status, shop, lines and totals. */
export function RedemptionCard({ redemption: r, children }: { redemption: Redemption; children?: React.ReactNode }) {
  const { t } = useTranslation('club');
  const money = useMoney();
  const lang = currentLang();
  return (
    <article className="club-card" data-testid="redemption-card" aria-label={`${t('redemptionNo')} ${r.redemptionNo}`}>
      <header className="club-card__head">
        <strong data-testid="redemption-no">{r.redemptionNo}</strong>
        <span className={`club-status club-status--${r.status}`} data-testid="redemption-status">
          {t(`status_${r.status}`)}
        </span>
      </header>
      <dl className="club-facts">
        <dt>{t('pickupShop')}</dt>
        <dd data-testid="redemption-shop">{wireText(r, 'pickupStoreName', lang)}</dd>
        <dt>{t('createdAt')}</dt>
        <dd>{formatDate(r.createdAt)}</dd>
        {r.collectedAt && (
          <>
            <dt>{t('collectedAt')}</dt>
            <dd>{formatDate(r.collectedAt)}</dd>
          </>
        )}
      </dl>
      <ul className="club-lines">
        {r.lines.map((l) => (
          <li key={l.skuId} className="club-line">
            <Img src={l.img} alt="" width={80} className="club-line__img" />
            <span className="club-line__name">{wireText(l, 'title', lang)}</span>
            <span>× {l.num}</span>
            <span>{t('points', { n: l.totalPoints.toLocaleString('en') })}</span>
          </li>
        ))}
      </ul>
      <p className="club-card__totals">
        <strong data-testid="redemption-points">{t('points', { n: r.totalPoints.toLocaleString('en') })}</strong>
        {r.birthdayMonth && r.totalNormalPoints !== r.totalPoints && <s>{t('normalTotal', { n: r.totalNormalPoints.toLocaleString('en') })}</s>}
        <span>{r.cashDue > 0 ? `${t('cashDue')}: ${money(r.cashDue)}` : t('noCash')}</span>
      </p>
      {children}
    </article>
  );
}
