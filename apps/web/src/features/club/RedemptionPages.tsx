import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hkMonth, redeemPoints, REDEMPTION_NO_PATTERN, unitPoints, wireText, redemptionPageCode, type CallRequest } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useMember, useRefreshMember } from '../../lib/member.ts';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { clubKeys, isBirthdayMonth, redemptionTotals, useRedemptionItems } from '../../lib/club.ts';
import { dialogs, loading } from '../../components/ui/dialogs.tsx';
import { Img } from '../../components/ui/Img.tsx';
import { FieldError, Form, useForm } from '../../lib/use-form.tsx';
import { redeemFetch, useMyRedemptions, usePickupShops, useRedemptionDetail } from './api/redeem.ts';
import { RedemptionCard, useMoney } from './RedemptionParts.tsx';
import './club.css';
import './strings.ts';

function useRedemptionPagePath() {
  const { app } = useAppData();
  const code = redemptionPageCode(app);
  return code ? `/wv/${code}` : '/';
}

/** /redemptionConfirm: the chosen lines, points, cash due at the shop, the pick-up shop, and confirm. */
export function RedemptionConfirmPage() {
  const { t } = useTranslation('club');
  const { app } = useAppData();
  const { user } = useMember();
  const refreshMember = useRefreshMember();
  const client = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  const lang = currentLang();
  const back = useRedemptionPagePath();
  const selection = useRedemptionItems(app.appCode);
  const items = selection.items;
  const birthday = isBirthdayMonth(user?.birthdayMM, hkMonth());
  const totals = useMemo(() => redemptionTotals(items, birthday), [items, birthday]);
  const lines = items.map((i) => ({ skuId: i.skuId, num: i.num }));
  const shops = usePickupShops(lines);
  // One key per visit of this screen: a double click or a retry redeems once.
  const [key] = useState(() => `web-${crypto.randomUUID()}`);
  const form = useForm({
    schema: redeemPoints.request,
    initial: { shop: '' },
    request: (v) => ({ lines, pickupStoreCode: v.shop, idempotencyKey: key, expectedTotalPoints: totals.points }),
    send: (input: CallRequest<typeof redeemPoints>) => loading.around(redeemFetch(input)),
    done: async (done) => {
      selection.clear();
      await refreshMember();
      await client.invalidateQueries({ queryKey: clubKeys.all });
      navigate(`/redemptionSuccess?no=${encodeURIComponent(done.redemption.redemptionNo)}`, { replace: true });
    },
    failed: async (err) => {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
      await client.invalidateQueries({ queryKey: clubKeys.all });
    },
    t,
    // The one field the member chooses here: its problem is "choose a pick-up shop".
    word: () => t('chooseShop'),
  });
  const shop = form.values.shop;

  return (
    <div className="club container">
      <h1 className="club__title">{t('confirmTitle')}</h1>
      {items.length === 0 ? (
        <p className="club-card">
          {t('nothing')} <Link to={back}>{t('backToClub')}</Link>
        </p>
      ) : (
        <>
          <ul className="club-lines club-card">
            {items.map((i) => (
              <li key={i.skuId} className="club-line" data-testid="confirm-line">
                <Img src={i.img} alt="" width={80} className="club-line__img" />
                <span className="club-line__name">{wireText(i, 'title', lang)}</span>
                <span>× {i.num}</span>
                <span>{t('points', { n: (unitPoints(i, birthday) * i.num).toLocaleString('en') })}</span>
                {i.price > 0 && <span>{money(i.price * i.num)}</span>}
              </li>
            ))}
          </ul>
          <section className="club-card club-summary">
            <p>
              {t('totalPoints')}: <strong data-testid="confirm-points">{t('points', { n: totals.points.toLocaleString('en') })}</strong>{' '}
              {totals.differs && <s>{t('normalTotal', { n: totals.normalPoints.toLocaleString('en') })}</s>}
            </p>
            {totals.differs && <p className="club-note">{t('birthdayApplied')}</p>}
            <p>
              {t('cashDue')}: <strong data-testid="confirm-cash">{totals.price > 0 ? money(totals.price) : t('noCash')}</strong>
            </p>
            {totals.price > 0 && <p className="club-note">{t('cashNote')}</p>}
            {user && <p className="club-note">{t('balanceAfter', { n: (user.totalBonus - totals.points).toLocaleString('en') })}</p>}
          </section>
          <Form form={form}>
            <fieldset className="club-card club-shops" aria-invalid={form.err('pickupStoreCode') ? true : undefined} aria-describedby="club-shop-error">
              <legend>{t('pickupShop')}</legend>
              <p className="club-note">{t('pickupHint')}</p>
              {shops.data ? (
                shops.data.list.length ? (
                  shops.data.list.map((s) => (
                    <label key={s.storeCode} className="club-shop">
                      <input type="radio" name="pickupShop" value={s.storeCode} checked={shop === s.storeCode} onChange={() => form.set('shop')(s.storeCode)} />
                      {wireText(s, 'name', lang)}
                    </label>
                  ))
                ) : (
                  <p role="alert">{t('noShop')}</p>
                )
              ) : (
                <p aria-busy="true">{t('loading')}</p>
              )}
              <FieldError id="club-shop-error" text={form.err('pickupStoreCode')} className="club-note club-error" />
            </fieldset>
            <div className="club-actions">
              <Link to={back}>{t('backToClub')}</Link>
              <button type="submit" className="ui-button" disabled={form.pending}>
                {t('confirm')}
              </button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

/** /redemptionSuccess?no=: the number, the pick-up shop, and what to bring. */
export function RedemptionSuccessPage() {
  const { t } = useTranslation('club');
  const [params] = useSearchParams();
  const no = params.get('no');
  const valid = no && REDEMPTION_NO_PATTERN.test(no) ? no : null;
  const money = useMoney();
  const { user } = useMember();
  const back = useRedemptionPagePath();
  const detail = useRedemptionDetail(valid);
  return (
    <div className="club container">
      <h1 className="club__title">{t('successTitle')}</h1>
      {detail.error ? <p role="alert">{errorMessage(detail.error, t)}</p> : null}
      {detail.data ? (
        <>
          <RedemptionCard redemption={detail.data} />
          <section className="club-card">
            <h2 className="club__subtitle">{t('bring')}</h2>
            {detail.data.collectionCode ? (
              // Issue 25: the counter takes this code (never shown to staff before the member gives it).
              <p>
                {t('collectionCode')}{' '}
                <strong className="club__code" data-testid="redemption-collection-code">
                  {detail.data.collectionCode}
                </strong>
              </p>
            ) : null}
            {detail.data.collectionQrSvg ? (
              <img
                className="club__code-qr"
                width={160}
                height={160}
                alt={t('collectionQrAlt')}
                data-testid="redemption-collection-qr"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(detail.data.collectionQrSvg)}`}
              />
            ) : null}
            <ul>
              <li>{t('bringQr')}</li>
              <li>{t('bringId')}</li>
              {detail.data.cashDue > 0 && <li>{t('bringCash', { amount: money(detail.data.cashDue) })}</li>}
            </ul>
            {user && <p data-testid="success-balance">{t('balance', { n: user.totalBonus.toLocaleString('en') })}</p>}
          </section>
          <div className="club-actions">
            <Link to={back}>{t('backToClub')}</Link>
            <Link className="ui-button" to="/account/redemptions">
              {t('viewAll')}
            </Link>
          </div>
        </>
      ) : (
        !detail.error && <div aria-busy="true" style={{ minHeight: 240 }} />
      )}
    </div>
  );
}

/** My account's redemptions tab: every redemption, newest first, with its status. */
export function MyRedemptionsTab() {
  const { t } = useTranslation('club');
  const { user } = useMember();
  const [pageNo, setPageNo] = useState(1);
  const list = useMyRedemptions(pageNo, 10);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 10)) : 1;
  return (
    <section className="club club--tab" aria-label={t('myRedemptions')}>
      {user && <p data-testid="account-balance">{t('balance', { n: user.totalBonus.toLocaleString('en') })}</p>}
      {list.error ? <p role="alert">{errorMessage(list.error, t)}</p> : null}
      {list.data ? (
        list.data.list.length ? (
          list.data.list.map((r) => (
            <RedemptionCard key={r.redemptionNo} redemption={r}>
              <Link to={`/redemptionSuccess?no=${encodeURIComponent(r.redemptionNo)}`}>{t('viewDetail')}</Link>
            </RedemptionCard>
          ))
        ) : (
          <p className="club-card">{t('none')}</p>
        )
      ) : (
        <div aria-busy="true" style={{ minHeight: 200 }} />
      )}
      {pages > 1 && (
        <div className="club-actions">
          <button type="button" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            ‹
          </button>
          <span>
            {pageNo} / {pages}
          </span>
          <button type="button" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
