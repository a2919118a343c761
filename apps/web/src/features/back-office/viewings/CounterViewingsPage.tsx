import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, boViewingPiece, wireText, type Viewing } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { useBoPickupShops } from '../api/orders.ts';
import { useCounterViewings, useViewingDesk } from '../api/viewings.ts';
import { ShopSelect } from './ShopSelect.tsx';
import './strings.ts';

/**
 * /backOffice/counter/viewings (roles 2 and 6, issue 44): today's and tomorrow's viewings at the counter's
 * shop with the pieces to pull and where each is now; arrived / no-show; each piece bought (the sale or
 * order number) or not (a piece from another shop goes back). The transfer requests in and out below.
 */
export function CounterViewingsPage({ admin: isAdmin }: { admin: boolean }) {
  const { t } = useTranslation('boViewings');
  const lang = currentLang();
  const shops = useBoPickupShops();
  const [shop, setShop] = useState<string | null>(null);
  const day = useCounterViewings(isAdmin ? shop : null);
  const name = (code: string) => {
    const s = shops.data?.list.find((x) => x.storeCode === code);
    return s ? wireText(s, 'name', lang) || code : code;
  };
  return (
    <BoPage id="bo-viewings-counter-title" title={t('counterTitle')}>
      {isAdmin ? <ShopSelect value={shop ?? ''} onChange={(c) => setShop(c || null)} all={t('ownShop')} label={t('shop')} testId="bo-viewings-shop" /> : null}
      {day.isError ? <p className="bo-error">{errorMessage(day.error, t)}</p> : null}
      {day.data ? (
        <>
          <p className="bo-note" data-testid="bo-viewings-store">
            {t('atShop', { shop: name(day.data.storeCode) })}
          </p>
          {day.data.list.length === 0 ? <p className="bo-empty">{t('noneToday')}</p> : null}
          <ol className="bo-rows-list" data-testid="bo-viewings-list">
            {day.data.list.map((v) => (
              <CounterViewing key={v.code} v={v} name={name} />
            ))}
          </ol>
          <Transfers title={t('transfersIn')} rows={day.data.transfersIn} testId="bo-transfers-in" name={name} />
          <Transfers title={t('transfersOut')} rows={day.data.transfersOut} testId="bo-transfers-out" name={name} />
        </>
      ) : null}
    </BoPage>
  );
}

function CounterViewing({ v, name }: { v: Viewing; name: (code: string) => string }) {
  const { t } = useTranslation('boViewings');
  const lang = currentLang();
  const desk = useViewingDesk();
  const [saleNo, setSaleNo] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  const bought = (skuId: number) => {
    const input = { code: v.code, skuId, outcome: 'bought' as const, saleNo: saleNo[skuId] ?? '' };
    const problem = input.saleNo.trim() ? fieldErrors(boViewingPiece.request, input).saleNo : 'err_required';
    setErrors({ ...errors, [skuId]: problem ?? '' });
    if (!problem) void run(() => desk.piece.mutateAsync(input));
  };
  return (
    <li className="bo-row" data-testid="bo-viewing" data-code={v.code} data-status={v.status}>
      <span className="bo-row__title">
        <time dateTime={v.startsAt}>{formatHk(v.startsAt, 'dateTime', lang)}</time> · {v.code} · {v.name} · {v.phone} ·{' '}
        <strong>{t(`status_${v.status}`)}</strong>
      </span>
      <ul className="bo-viewing-pieces">
        {v.pieces.map((p) => (
          <li key={p.skuId} data-testid="bo-viewing-piece" data-sku={p.skuCode} data-outcome={p.outcome}>
            {pickText(p.title, lang)} ({p.skuCode}) —{' '}
            {p.transfer && p.transfer.status === 'requested'
              ? t('comingFrom', { shop: name(p.transfer.fromStoreCode) })
              : p.transfer?.status === 'returned'
                ? t('wentBack', { shop: name(p.transfer.fromStoreCode) })
                : t('hereAt', { shop: name(v.storeCode) })}{' '}
            · {t(`outcome_${p.outcome}`)}
            {p.saleNo ? ` · ${p.saleNo}` : ''}
            {v.status === 'arrived' && p.outcome === 'pending' ? (
              <span className="bo-form__actions">
                <label className="bo-field">
                  <span>{t('saleNo')}</span>
                  <input
                    value={saleNo[p.skuId] ?? ''}
                    onChange={(e) => setSaleNo({ ...saleNo, [p.skuId]: e.target.value })}
                    aria-invalid={errors[p.skuId] ? true : undefined}
                    aria-describedby={errors[p.skuId] ? `sale-${v.code}-${p.skuId}` : undefined}
                    data-testid="bo-viewing-sale-no"
                  />
                </label>
                {errors[p.skuId] ? (
                  <span id={`sale-${v.code}-${p.skuId}`} className="bo-error" role="alert">
                    {t(errors[p.skuId]!)}
                  </span>
                ) : null}
                <button type="button" className="bo-button" onClick={() => bought(p.skuId)} data-testid="bo-viewing-bought">
                  {t('bought')}
                </button>
                <button
                  type="button"
                  className="bo-button bo-button--ghost"
                  onClick={() => void run(() => desk.piece.mutateAsync({ code: v.code, skuId: p.skuId, outcome: 'not_bought' }))}
                  data-testid="bo-viewing-not-bought"
                >
                  {t('notBought')}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {v.status === 'booked' ? (
        <span className="bo-form__actions">
          <button
            type="button"
            className="bo-button"
            onClick={() => void run(() => desk.mark.mutateAsync({ code: v.code, status: 'arrived' }))}
            data-testid="bo-viewing-arrived"
          >
            {t('arrived')}
          </button>
          <button
            type="button"
            className="bo-button bo-button--ghost"
            onClick={() => void run(() => desk.mark.mutateAsync({ code: v.code, status: 'no_show' }))}
            data-testid="bo-viewing-no-show"
          >
            {t('noShow')}
          </button>
        </span>
      ) : null}
    </li>
  );
}

function Transfers({
  title,
  rows,
  testId,
  name,
}: {
  title: string;
  rows: { id: number; skuCode: string; fromStoreCode: string; toStoreCode: string; ref: string; neededBy: string | null }[];
  testId: string;
  name: (code: string) => string;
}) {
  const { t } = useTranslation('boViewings');
  const lang = currentLang();
  return (
    <section aria-label={title}>
      <h2 className="bo-order__h">{title}</h2>
      {rows.length === 0 ? <p className="bo-note">{t('noTransfers')}</p> : null}
      <ul className="bo-rows-list" data-testid={testId}>
        {rows.map((r) => (
          <li key={r.id} className="bo-row" data-ref={r.ref}>
            {r.skuCode}: {name(r.fromStoreCode)} → {name(r.toStoreCode)} · {r.ref}
            {r.neededBy ? ` · ${t('neededBy', { at: formatHk(r.neededBy, 'dateTime', lang) })}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
