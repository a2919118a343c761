import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CLUB, formatAmount, hkMonth, pickText, POINTS_SEARCH_QUERY, POINTS_SEARCH_STORAGE_KEY, unitPoints, type PointsGoods, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useMember } from '../../lib/member.ts';
import { useScreenMode } from '../../lib/screen.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { readStorage } from '../../lib/storage.ts';
import { checkLimits, clubKeys, clubQueries, isBirthdayMonth, redemptionTotals, useRedemptionItems } from '../../lib/club.ts';
import { Img } from '../../components/ui/Img.tsx';
import { NamedOptions } from '../../components/ui/NamedOptions.tsx';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useBlockLang } from '../lang.ts';
import type { BlockRendererProps } from '../types.ts';
import { GoodsDetailDialog } from './GoodsDetailDialog.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import './points-redemption.css';
import { SearchForm } from '../../components/ui/SearchForm.tsx';
import './strings.ts';

/**
 * Points redemption (blocks §2, §4, §9): category tabs with All (a dropdown on phones), title search, a
 * paged grid of club goods with steppers, a detail dialog, and a footer with the totals and Next.
 */
export function PointsRedemptionBlock({ props }: BlockRendererProps<'pointsRedemption'>) {
  const { t } = useTranslation('pointsRedemption');
  const lang = useBlockLang();
  const mode = useScreenMode();
  const { app, amountFormat, currencySymbol } = useAppData();
  const { user, loggedIn } = useMember();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const queried = params.get(POINTS_SEARCH_QUERY);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [title, setTitle] = useState(() => queried ?? '');
  const [typed, setTyped] = useState(title);
  const [pageNo, setPageNo] = useState(1);
  const [shown, setShown] = useState<PointsGoods | null>(null);
  const selection = useRedemptionItems(app.appCode);
  const panelId = useId();
  const birthday = isBirthdayMonth(user?.birthdayMM, hkMonth());
  const money = (cents: number) => formatAmount(cents, amountFormat, 'price', currencySymbol);

  // The club menu's search lands here with ?title=…; a new word starts again from page 1.
  useEffect(() => {
    if (queried === null) return;
    const word = queried || readStorage(POINTS_SEARCH_STORAGE_KEY) || '';
    setTitle(word);
    setTyped(word);
    setPageNo(1);
  }, [queried, params]);

  const categories = useQuery(clubQueries.categories());
  const page = useQuery({
    ...clubQueries.goodsPage({ pageNo, pageSize: props.pageSize, title, filterPrincePointsMallDisplaySpu: true, ...(categoryId ? { categoryId } : {}) }),
    placeholderData: (prev) => prev,
  });
  useEffect(() => {
    const err = categories.error ?? page.error;
    if (err) void dialogs.alert(errorMessage(err, t), { kind: 'error' });
  }, [categories.error, page.error, t]);

  const totals = useMemo(() => redemptionTotals(selection.items, birthday), [selection.items, birthday]);
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / props.pageSize)) : 1;

  function pick(id: number | null) {
    setCategoryId(id);
    setPageNo(1);
  }
  function search(word: string) {
    setTyped(word);
    setTitle(word.trim());
    setPageNo(1);
  }

  async function next() {
    if (!loggedIn) {
      // Back to this page after logging in (the choice is kept meanwhile).
      const here =
        /^\/wv\/([^/]+)/.exec(location.pathname)?.[1] ?? app.appInfo.appProps.pointsRedemptionPageCode ?? app.appInfo.appProps.membershipHomePageCode;
      navigate(`/loginTips?pageCode=${encodeURIComponent(decodeURIComponent(here))}`);
      return;
    }
    if (selection.items.length === 0) {
      void dialogs.alert(t('selectProduct'), { kind: 'warning' });
      return;
    }
    if (user && totals.points > user.totalBonus) {
      void dialogs.alert(t('pointsNotEnough'), { kind: 'warning' });
      return;
    }
    try {
      await checkLimits(selection.items.map((i) => ({ skuId: i.skuId, num: i.num })));
      navigate('/redemptionConfirm');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        if (await dialogs.confirm(t('loginToRedeem'), { confirmText: t('confirm'), cancelText: t('cancel') })) navigate('/login');
        return;
      }
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
      await client.invalidateQueries({ queryKey: clubKeys.goods() });
    }
  }

  const top = categories.data ?? [];
  const heading = pickText(props.title, lang);
  return (
    <section
      className="points container"
      aria-label={heading || t('categories')}
      style={{ ['--points-active' as string]: props.activeColor, ['--points-columns' as string]: String(props.columns) }}
    >
      {heading && <h2 className="points__title">{heading}</h2>}
      <div className="points__bar">
        {mode === 'mobile' ? (
          <label className="points__select">
            <span className="visually-hidden">{t('categories')}</span>
            <select value={categoryId ?? ''} onChange={(e) => pick(e.target.value ? Number(e.target.value) : null)} data-testid="points-category-select">
              <option value="">{t('all')}</option>
              <NamedOptions items={top} valueOf={(c) => c.id} name="title" lang={lang} />
            </select>
          </label>
        ) : (
          <div className="points__tabs" role="tablist" aria-label={t('categories')}>
            {[{ id: null as number | null, label: t('all') }, ...top.map((c) => ({ id: c.id as number | null, label: wireText(c, 'title', lang) }))].map(
              (c) => (
                <button
                  key={c.id ?? 'all'}
                  id={`${panelId}-tab-${c.id ?? 'all'}`}
                  type="button"
                  role="tab"
                  aria-selected={categoryId === c.id}
                  aria-controls={panelId}
                  className="points__tab"
                  onClick={() => pick(c.id)}
                >
                  {c.label}
                </button>
              ),
            )}
          </div>
        )}
        {props.showSearch && (
          <SearchForm
            className="points__search"
            label={t('searchPlaceholder')}
            buttonText={t('search')}
            buttonClassName="points__search-button"
            maxLength={CLUB.TITLE_SEARCH_MAX}
            name={POINTS_SEARCH_QUERY}
            value={typed}
            onChange={setTyped}
            onSearch={search}
          />
        )}
      </div>
      {loggedIn && user && (
        <p className="points__balance" data-testid="club-balance">
          {t('balance', { n: user.totalBonus.toLocaleString('en') })}
        </p>
      )}

      {/* The tabs' panel: every tab names it, as the W3C checker and screen readers require (decision 261). */}
      <div
        id={panelId}
        role={mode === 'mobile' ? undefined : 'tabpanel'}
        aria-labelledby={mode === 'mobile' ? undefined : `${panelId}-tab-${categoryId ?? 'all'}`}
      >
        {page.data ? (
          page.data.items.length ? (
            <ul className="points__grid" aria-busy={page.isFetching}>
              {page.data.items.map((g) => {
                const sku = g.skuList[0];
                if (!sku) return null;
                const out = sku.storeStockQty <= 0;
                const pts = unitPoints(sku, birthday);
                const name = wireText(g, 'title', lang);
                return (
                  <li key={g.id} className={`points-card${out ? ' points-card--out' : ''}`} data-testid="points-card">
                    {/* Named by its picture's text and what it shows ("out of stock"): a name that contains the
                        button's visible words (issue 40, axe's label-content-name-mismatch). */}
                    <button type="button" className="points-card__open" onClick={() => setShown(g)}>
                      <Img src={g.img} alt={name} width={300} className="points-card__img" />
                      {out && <span className="points-card__out">{t('outOfStock')}</span>}
                    </button>
                    <h3 className="points-card__name">{name}</h3>
                    <p className="points-card__points">
                      <strong>{t('points', { n: pts.toLocaleString('en') })}</strong>
                      {pts !== sku.point && <s className="points-card__normal">{t('points', { n: sku.point.toLocaleString('en') })}</s>}
                    </p>
                    {sku.price > 0 && <p className="points-card__cash">{t('cash', { amount: money(sku.price) })}</p>}
                    {g.skuList.length > 1 ? (
                      // Several skus (sizes): chosen in the detail, where each has its points and stock.
                      <button type="button" className="points-card__choose" onClick={() => setShown(g)} data-testid="points-choose">
                        {t('chooseOption')}
                        {g.skuList.some((k) => selection.numOf(k.id) > 0)
                          ? ` (${t('chosenNum', { n: g.skuList.reduce((a, k) => a + selection.numOf(k.id), 0) })})`
                          : ''}
                      </button>
                    ) : (
                      <QuantityStepper
                        name={name}
                        value={selection.numOf(sku.id)}
                        max={Math.min(sku.storeStockQty, sku.limitNum ?? CLUB.LINE_QTY_MAX, CLUB.LINE_QTY_MAX)}
                        disabled={out}
                        onChange={(n) => selection.set(g, n)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="points__empty" data-testid="points-empty">
              {t('empty')}
            </p>
          )
        ) : (
          <div className="points__loading" aria-busy="true" />
        )}
      </div>

      {pages > 1 && (
        <nav className="points__pager" aria-label={t('page', { n: pageNo })}>
          <button type="button" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('prev')}
          </button>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" aria-current={n === pageNo ? 'page' : undefined} onClick={() => setPageNo(n)}>
              {n}
            </button>
          ))}
          <button type="button" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
            {t('nextPage')}
          </button>
        </nav>
      )}

      <div className="points__footer" data-testid="points-footer">
        <span data-testid="points-total-qty">{t('totalQty', { n: totals.num })}</span>
        <span data-testid="points-total-points">
          <strong>{t('totalPoints', { n: totals.points.toLocaleString('en') })}</strong>
          {totals.differs && <s className="points__normal-total">{t('normalTotal', { n: totals.normalPoints.toLocaleString('en') })}</s>}
        </span>
        <span data-testid="points-total-price">{t('totalPrice', { amount: money(totals.price) })}</span>
        <button type="button" className="points__next" onClick={() => void next()}>
          {t('next')}
        </button>
      </div>

      {shown && (
        <GoodsDetailDialog
          goods={shown}
          lang={lang}
          birthday={birthday}
          money={money}
          value={selection.numOf}
          onChange={(skuId, n) => selection.set(shown, n, skuId)}
          onClose={() => setShown(null)}
        />
      )}
    </section>
  );
}
