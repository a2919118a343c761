import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, boViewingPiece, wireText, type CallRequest, type Viewing } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { FieldError, Form, useForm } from '../../../lib/use-form.tsx';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { boInvalid } from '../parts/bo-form.tsx';
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
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
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
            {v.status === 'arrived' && p.outcome === 'pending' ? <PieceOutcome v={v} skuId={p.skuId} run={run} /> : null}
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

/** A piece's outcome at the counter: bought (its sale or order number, by the piece call's schema) or not. */
function PieceOutcome({ v, skuId, run }: { v: Viewing; skuId: number; run: (fn: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('boViewings');
  const desk = useViewingDesk();
  const form = useForm({
    schema: boViewingPiece.request,
    initial: { saleNo: '' },
    request: (x) => ({ code: v.code, skuId, outcome: 'bought' as const, saleNo: x.saleNo }),
    // "Bought" names the sale: the schema lets the number out (a piece not bought has none).
    check: (x) => (x.saleNo.trim() ? {} : { saleNo: 'err_required' }),
    send: (input: CallRequest<typeof boViewingPiece>) => desk.piece.mutateAsync(input),
    failed: (err) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
    t,
  });
  const problem = form.err('saleNo');
  const id = `sale-${v.code}-${skuId}`;
  return (
    <Form form={form} className="bo-form__actions">
      <label className="bo-field">
        <span>{t('saleNo')}</span>
        <input
          name="saleNo"
          value={form.values.saleNo}
          onChange={(e) => form.set('saleNo')(e.target.value)}
          aria-invalid={boInvalid(form, 'saleNo')}
          aria-describedby={problem ? id : undefined}
          data-testid="bo-viewing-sale-no"
        />
      </label>
      <FieldError id={id} text={problem} className="bo-error" />
      <button type="submit" className="bo-button" disabled={form.pending} data-testid="bo-viewing-bought">
        {t('bought')}
      </button>
      <button
        type="button"
        className="bo-button bo-button--ghost"
        onClick={() => void run(() => desk.piece.mutateAsync({ code: v.code, skuId, outcome: 'not_bought' }))}
        data-testid="bo-viewing-not-bought"
      >
        {t('notBought')}
      </button>
    </Form>
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
