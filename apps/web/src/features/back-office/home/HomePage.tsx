import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { HOME, ROLE, type HomeFigures, type HomePeriod } from '@shop/contract';
import { holdsRole } from '../../../lib/route-guard.ts';
import { useStaffSession } from '../../../lib/use-staff-session.ts';
import { Link } from '../../../lib/links.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime, textIn } from '../list-tools.tsx';
import { useMoney } from '../OrderView.tsx';
import { setLowStockThresholdCall, useHomeFigures } from './home-api.ts';
import { boKeys } from '../api/keys.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';
import { Tile } from '../parts/Tile.tsx';

// The chart library comes with this import only: the home's own lazy chunk (never the storefront's script).
const HomeCharts = lazy(() => import('./HomeCharts.tsx'));

/** /backOffice/home: the day's business at a glance (role 6), or the shop's tiles (role 2). Every tile links to its list. */
export function HomePage() {
  const { t } = useTranslation('boHome');
  const figures = useHomeFigures();
  const f = figures.data;
  const lang = currentLang();
  return (
    <section className="bo-page bo-home" aria-labelledby="bo-home-title" data-testid="bo-home">
      <header className="bo-page__head">
        <h1 id="bo-home-title">
          {f?.scope === 'shop' && f.storeCode
            ? `${t('homeTitle')} · ${f.storeName ? textIn(f.storeName, lang) : t('shopScope', { shop: f.storeCode })}`
            : t('homeTitle')}
        </h1>
      </header>
      {figures.isError ? <p className="bo-error">{errorMessage(figures.error, t)}</p> : null}
      {f ? <HomeBody f={f} /> : figures.isError ? null : <p className="bo-empty">…</p>}
    </section>
  );
}

function HomeBody({ f }: { f: HomeFigures }) {
  const { t } = useTranslation('boHome');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  return (
    <>
      {f.periods ? (
        <div className="bo-home__tiles" data-testid="bo-home-periods">
          {(['today', 'week', 'month'] as const).map((k) => (
            <PeriodTile key={k} name={k} p={f.periods![k]} money={money} />
          ))}
        </div>
      ) : null}
      <div className="bo-home__tiles">
        <WaitingTile
          testId="bo-home-pickups"
          title={t('pickupsWaiting')}
          rows={f.pickupsWaiting}
          link={(code) => (f.scope === 'merchant' ? `/backOffice/orderSearch?status=ready_for_pickup&shop=${encodeURIComponent(code)}` : '/backOffice/counter')}
        />
        <WaitingTile testId="bo-home-redemptions" title={t('redemptionsWaiting')} rows={f.redemptionsWaiting} link={() => '/backOffice/counter'} />
        <GoldTile f={f} />
      </div>
      {f.dailySales && f.ordersByStatus ? (
        <Tile title={t('salesChart')}>
          {/* Nothing sold and no orders yet: say so, never a blank chart (issue 40). */}
          {f.dailySales.every((d) => d.orders === 0 && d.sales === 0) ? (
            <p className="bo-empty" data-testid="bo-home-sales-none">
              {t('nothingYetSales')}
            </p>
          ) : null}
          {f.ordersByStatus.every((s) => s.count === 0) ? (
            <p className="bo-empty" data-testid="bo-home-status-none">
              {t('nothingYetStatus')}
            </p>
          ) : null}
          <Suspense fallback={<div className="bo-home__chart-space" />}>
            <HomeCharts
              daily={f.dailySales}
              byStatus={f.ordersByStatus}
              money={money}
              statusLabel={(s) => tb(`ostatus_${s}`)}
              names={{ sales: t('sales'), gross: t('grossSales') }}
            />
          </Suspense>
          <p className="bo-home__sub" data-testid="bo-home-sales-basis">
            {t('salesBasis')}
          </p>
          <details className="bo-home__table">
            <summary>{t('salesChartTable')}</summary>
            <table>
              <ColumnHeads labels={[t('date'), t('sales'), t('grossSales'), t('refunds'), t('orders')]} />
              <tbody>
                {f.dailySales.map((d) => (
                  <tr key={d.date}>
                    <td>{d.date}</td>
                    <td>
                      <Link to={`/backOffice/orderSearch?dateField=paid&from=${d.date}&to=${d.date}`}>{money(d.sales)}</Link>
                    </td>
                    <td>{money(d.grossSales)}</td>
                    <td>{money(d.refunds)}</td>
                    <td>{d.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <details className="bo-home__table">
            <summary>{t('ordersByStatusTable')}</summary>
            <table>
              <ColumnHeads labels={[t('status'), t('count')]} />
              <tbody>
                {f.ordersByStatus.map((s) => (
                  <tr key={s.status}>
                    <td>
                      <Link to={`/backOffice/orderSearch?status=${s.status}`}>{tb(`ostatus_${s.status}`)}</Link>
                    </td>
                    <td>{s.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </Tile>
      ) : null}
      <LowStockTile f={f} />
      {f.bestSellers ? (
        <Tile title={t('bestSellers')} testId="bo-home-best-sellers">
          {f.bestSellers.length === 0 ? (
            <p className="bo-empty" data-testid="bo-home-best-sellers-none">
              {t('nothingYetBestSellers')}
            </p>
          ) : null}
          <table className="bo-home__list" hidden={f.bestSellers.length === 0}>
            <ColumnHeads labels={[t('product'), t('units'), t('sales')]} />
            <tbody>
              {f.bestSellers.map((b) => (
                <tr key={b.spuId}>
                  <td>
                    <Link to={`/backOffice/goods/${b.spuId}`}>{textIn(b.title, lang)}</Link>
                  </td>
                  <td data-label={t('units')}>{b.units}</td>
                  <td data-label={t('sales')}>{money(b.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Tile>
      ) : null}
    </>
  );
}

function change(now: number, before: number): string | null {
  if (before === 0) return null;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

function PeriodTile({ name, p, money }: { name: 'today' | 'week' | 'month'; p: HomePeriod; money: (c: number) => string }) {
  const { t } = useTranslation('boHome');
  const salesChange = change(p.sales, p.previousSales);
  const ordersChange = change(p.orders, p.previousOrders);
  return (
    <article className="bo-home__tile" data-testid={`bo-home-${name}`}>
      <h2 className="bo-home__tile-title">
        <Link to={`/backOffice/orderSearch?dateField=paid&from=${p.from}&to=${p.to}`}>{t(name)}</Link>
      </h2>
      <p className="bo-home__figure">
        <span className="bo-home__label">{t('sales')}</span> <strong data-testid={`bo-home-${name}-sales`}>{money(p.sales)}</strong>
      </p>
      <p className="bo-home__sub" data-testid={`bo-home-${name}-gross`}>
        {t('grossLine', { gross: money(p.grossSales), refunds: money(p.refunds) })}
      </p>
      <p className="bo-home__sub">{salesChange ? t('vsPrevious', { value: `${salesChange} (${money(p.previousSales)})` }) : t('noPrevious')}</p>
      <p className="bo-home__figure">
        <span className="bo-home__label">{t('orders')}</span> <strong data-testid={`bo-home-${name}-orders`}>{p.orders}</strong>
      </p>
      <p className="bo-home__sub">{ordersChange ? t('vsPrevious', { value: `${ordersChange} (${p.previousOrders})` }) : null}</p>
    </article>
  );
}

export function useWaitText() {
  const { t } = useTranslation('boHome');
  return (min: number) =>
    min < 60
      ? t('minutes', { count: min })
      : min < 1440
        ? t('hours', { h: Math.floor(min / 60), m: min % 60 })
        : t('days', { d: Math.floor(min / 1440), h: Math.floor((min % 1440) / 60) });
}

function WaitingTile({
  title,
  rows,
  link,
  testId,
}: {
  title: string;
  rows: HomeFigures['pickupsWaiting'];
  link: (storeCode: string) => string;
  testId: string;
}) {
  const { t } = useTranslation('boHome');
  const lang = currentLang();
  const wait = useWaitText();
  return (
    <Tile title={title} testId={testId}>
      {rows.length === 0 ? <p className="bo-empty">{t('noneWaiting')}</p> : null}
      <ul className="bo-home__waiting">
        {rows.map((r) => (
          <li key={r.storeCode}>
            <Link to={link(r.storeCode)} data-testid={`${testId}-${r.storeCode}`}>
              <strong>{r.count}</strong> · {textIn(r.storeName, lang)}
            </Link>
            <span className="bo-home__sub"> {t('waited', { time: wait(r.longestWaitMinutes) })}</span>
          </li>
        ))}
      </ul>
    </Tile>
  );
}

function GoldTile({ f }: { f: HomeFigures }) {
  const { t } = useTranslation('boHome');
  const lang = currentLang();
  const money = useMoney();
  const g = f.goldPrice;
  const canRecord = holdsRole(useStaffSession().user?.userRoleList ?? [], [ROLE.EDITOR, ROLE.MERCHANT_ADMIN]);
  const recordedToday = g ? new Date(new Date(g.recordedAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10) === f.today : false;
  return (
    <Tile title={t('goldPrice')} testId="bo-home-gold">
      {g ? (
        <>
          <p className="bo-home__figure">
            <span className="bo-home__label">{t('goldSell')}</span> <strong>{money(g.sellTael)}</strong>
          </p>
          <p className="bo-home__figure">
            <span className="bo-home__label">{t('goldPurchase')}</span> <strong>{money(g.purchaseTael)}</strong>
          </p>
          <p className="bo-home__sub">{t('goldRecordedAt', { time: formatTime(g.recordedAt, lang) })}</p>
        </>
      ) : null}
      {!recordedToday ? (
        <p className="bo-home__warn">
          {/* The merchant records it at the desk (issue 37); counter staff only read the warning. */}
          {canRecord ? (
            <Link to="/backOffice/goldPrice" data-testid="bo-home-gold-record">
              {t('goldNotToday')}
            </Link>
          ) : (
            t('goldNotToday')
          )}
        </p>
      ) : null}
    </Tile>
  );
}

function LowStockTile({ f }: { f: HomeFigures }) {
  const { t } = useTranslation('boHome');
  const lang = currentLang();
  const client = useQueryClient();
  const [threshold, setThreshold] = useState(String(f.lowStockThreshold));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await setLowStockThresholdCall({ threshold: Number(threshold) });
      await client.invalidateQueries({ queryKey: boKeys.homeFigures() });
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };
  return (
    <Tile title={t('lowStock', { threshold: f.lowStockThreshold })} testId="bo-home-low-stock">
      {f.lowStock.perShop.length === 0 ? (
        <p className="bo-empty" data-testid="bo-home-low-stock-none">
          {t('nothingLow')}
        </p>
      ) : null}
      <ul className="bo-home__waiting">
        {f.lowStock.perShop.map((s) => (
          <li key={s.storeCode}>
            <Link to={`/backOffice/lowStock/${encodeURIComponent(s.storeCode)}`} data-testid={`bo-home-low-stock-${s.storeCode}`}>
              <strong>{s.count}</strong> · {textIn(s.storeName, lang)}
            </Link>
          </li>
        ))}
      </ul>
      <table className="bo-home__list">
        {/* A shop's own home (role 2) lists one shop: its code on every card said nothing. */}
        <ColumnHeads labels={[...(f.scope === 'merchant' ? [t('shop')] : []), 'SKU', t('product'), t('qty')]} />
        <tbody>
          {f.lowStock.rows.map((r) => (
            <tr key={`${r.storeCode}:${r.skuCode}`}>
              {f.scope === 'merchant' ? <td data-label={t('shop')}>{r.storeCode}</td> : null}
              <td>{r.skuCode}</td>
              <td>{f.scope === 'merchant' ? <Link to={`/backOffice/goods/${r.spuId}/stock`}>{textIn(r.title, lang)}</Link> : textIn(r.title, lang)}</td>
              <td data-label={t('qty')}>{r.qty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {f.scope === 'merchant' ? (
        <div className="bo-filters">
          <label className="bo-field">
            <span>{t('lowStockThreshold')}</span>
            <input
              type="number"
              min={HOME.LOW_STOCK_THRESHOLD.min}
              max={HOME.LOW_STOCK_THRESHOLD.max}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </label>
          <button type="button" className="bo-button bo-button--ghost" onClick={() => void save()}>
            {t('saveThreshold')}
          </button>
          {error ? <p className="bo-error">{error}</p> : null}
        </div>
      ) : null}
    </Tile>
  );
}
