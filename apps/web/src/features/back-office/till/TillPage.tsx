import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boTillSale, wireText, type CallRequest, type TillReceipt, type TillSku } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { Form, useForm, type FormState } from '../../../lib/use-form.tsx';
import { BoFormError } from '../parts/bo-form.tsx';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillMemberCall, tillQuoteCall, tillReceiptCall, tillSaleCall } from '../api/till.ts';
import { boCounterCatalogue } from '../counter/counter.i18n.ts';
import { amountText } from './money-input.ts';
import { newPay, paidCents, paymentsOf, PayRows, type Pay } from './PayRows.tsx';
import { GiftOffers, giftsOffered, type TillGift } from './GiftOffers.tsx';
import { PieceFinder } from './PieceFinder.tsx';
import { TillDayPanel } from './TillDayPanel.tsx';
import { TillReceiptView } from './TillReceiptView.tsx';
import { TillExchangePanel } from './TillExchangePanel.tsx';
import { TillReturnPanel } from './TillReturnPanel.tsx';
import { boTillCatalogue } from './till.i18n.ts';

addCatalogue(boTillCatalogue);
addCatalogue(boCounterCatalogue);

interface Line {
  sku: TillSku;
  num: number;
}
interface Sale {
  lines: Line[];
  memberQr: string;
  pays: Pay[];
  gifts: TillGift[];
}
const newSale = (): Sale => ({ lines: [], memberQr: '', pays: [newPay()], gifts: [] });
const newKey = () => `till-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The till (issue 43, role 2 at its shop; role 6 at the shop its account names): find pieces by code or
 * words, the member by the QR they show (or none), take one or several payments, complete the sale; the
 * receipt prints and is mailed; a sale is taken back from its receipt. One column at 390 px.
 */
export function TillPage() {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  const money = useMoney();
  const client = useQueryClient();
  const [key, setKey] = useState(newKey);
  const [receipt, setReceipt] = useState<TillReceipt | null>(null);
  const [reprintNo, setReprintNo] = useState('');
  const [mode, setMode] = useState<'return' | 'exchange'>('return');

  const member = useMutation({ mutationFn: tillMemberCall });
  const quote = useMutation({ mutationFn: tillQuoteCall });
  const reprint = useMutation({ mutationFn: tillReceiptCall, onSuccess: setReceipt });
  // The sale: the pieces, the member (or none), the payments — checked by the sale call's schema, confirmed, then sent.
  const form: FormState<Sale> = useForm<Sale, TillReceipt | null>({
    schema: boTillSale.request,
    initial: newSale,
    request: (v) => ({
      idempotencyKey: key,
      ...(v.memberQr.trim() ? { memberQr: v.memberQr.trim() } : {}),
      lines: v.lines.map((l) => ({ skuId: l.sku.skuId, num: l.num })),
      gifts: giftsOffered(v.gifts, quote.data?.giftOffers),
      totalPayPrice: total,
      payments: paymentsOf(v.pays),
    }),
    send: async (input: CallRequest<typeof boTillSale>) => {
      if (total === undefined || paid !== total) return null;
      if (!(await dialogs.confirm(t('confirmSell', { total: money(total) })))) return null;
      return tillSaleCall(input);
    },
    done: (r) => {
      if (!r) return;
      setReceipt(r);
      void client.invalidateQueries({ queryKey: boKeys.orders() });
    },
    t,
  });
  const { lines, memberQr, pays, gifts } = form.values;
  const setLines = (next: (ls: Line[]) => Line[]) => form.setValues((v) => ({ ...v, lines: next(v.lines) }));
  const setPays = (next: (ps: Pay[]) => Pay[]) => form.setValues((v) => ({ ...v, pays: next(v.pays) }));
  const methods = pays.map((p) => p.method);
  const linesKey = JSON.stringify([lines.map((l) => [l.sku.skuId, l.num]), gifts]);
  // The price follows the pieces, the gifts chosen and the ways to pay (a promotion may ask for one kind of payment).
  useEffect(() => {
    if (lines.length) quote.mutate({ lines: lines.map((l) => ({ skuId: l.sku.skuId, num: l.num })), methods, gifts });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, methods.join()]);
  const total: number | undefined = lines.length ? quote.data?.totalPayPrice : undefined;
  const paid: number = paidCents(pays);

  function add(sku: TillSku) {
    setLines((ls) =>
      ls.some((l) => l.sku.skuId === sku.skuId) ? ls.map((l) => (l.sku.skuId === sku.skuId ? { ...l, num: l.num + 1 } : l)) : [...ls, { sku, num: 1 }],
    );
  }
  const setPay = (i: number, patch: Partial<Pay>) => form.setRow('pays', i, patch);
  function halfAndHalf() {
    if (total === undefined) return;
    const cash = Math.floor(total / 2);
    setPays(() => [newPay('cash', amountText(cash)), newPay('card_terminal', amountText(total - cash))]);
  }
  function next() {
    form.setValues(newSale());
    form.clear();
    member.reset();
    setKey(newKey());
    setReceipt(null);
    setMode('return');
  }

  return (
    <section className="bo-page bo-till" aria-labelledby="till-title" data-testid="till-page">
      <header className="bo-page__head">
        <h1 id="till-title">{t('title')}</h1>
      </header>
      <TillDayPanel />
      {receipt ? (
        <>
          <TillReceiptView receipt={receipt} onNext={next} />
          {/* What comes back of this sale: a return (money back), or an exchange for other pieces in one step. */}
          <div className="bo-filters" role="group" aria-label={t('afterSale')}>
            {(['return', 'exchange'] as const).map((m) => (
              <button
                key={m}
                type="button"
                className={`bo-button${mode === m ? '' : ' bo-button--ghost'}`}
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                data-testid={`till-mode-${m}`}
              >
                {t(m === 'return' ? 'returnTitle' : 'exchangeTitle')}
              </button>
            ))}
          </div>
          {mode === 'return' ? (
            <TillReturnPanel receipt={receipt} onReturned={setReceipt} />
          ) : (
            <TillExchangePanel
              key={receipt.orderNo}
              receipt={receipt}
              onDone={(sale) => {
                setReceipt(sale);
                setMode('return');
              }}
            />
          )}
        </>
      ) : (
        <Form form={form} className="bo-till" data-testid="till-sale">
          <fieldset className="bo-field">
            <legend>{t('basket')}</legend>
            <PieceFinder onAdd={add} />
            {lines.length ? (
              <ul className="bo-till__lines" data-testid="till-basket">
                {lines.map((l) => {
                  const priced = quote.data?.lines.find((x) => x.skuId === l.sku.skuId);
                  return (
                    <li key={l.sku.skuId} className="bo-till__line">
                      <span>
                        {wireText(l.sku, 'title', lang)} · {l.sku.skuCode}
                      </span>
                      <label>
                        <span className="visually-hidden">{t('qty')}</span>
                        <input
                          type="number"
                          min={1}
                          max={99}
                          value={l.num}
                          onChange={(e) => setLines((ls) => ls.map((x) => (x === l ? { ...x, num: Math.max(1, Number(e.target.value) || 1) } : x)))}
                        />
                      </label>
                      <span>{priced ? money(priced.totalPayPrice) : ''}</span>
                      <button type="button" className="bo-button bo-button--ghost" onClick={() => setLines((ls) => ls.filter((x) => x !== l))}>
                        {t('remove')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p>{t('basketEmpty')}</p>
            )}
          </fieldset>
          {lines.length && quote.data ? <GiftOffers offers={quote.data.giftOffers} gifts={gifts} onChange={form.set('gifts')} /> : null}

          <div className="bo-filters">
            <label className="bo-field">
              <span>{t('member')}</span>
              <input
                name="memberQr"
                value={memberQr}
                onChange={(e) => form.set('memberQr')(e.target.value)}
                aria-describedby="till-member-hint"
                data-testid="till-member"
              />
              <small id="till-member-hint">{t('memberHint')}</small>
            </label>
            <button
              type="button"
              className="bo-button bo-button--ghost"
              onClick={() => memberQr.trim() && member.mutate({ memberQr: memberQr.trim() })}
              data-testid="till-member-find"
            >
              {t('memberFind')}
            </button>
          </div>
          <p role="status" data-testid="till-member-found">
            {member.data
              ? t('memberFound', { name: member.data.memberName, no: member.data.memberNo, phone: member.data.phoneMasked, points: member.data.pointsBalance })
              : member.isError
                ? errorMessage(member.error, t)
                : memberQr.trim()
                  ? ''
                  : t('memberNone')}
          </p>

          <fieldset className="bo-field">
            <legend>{t('payments')}</legend>
            <p data-testid="till-total">
              {t('total')}: {total !== undefined ? money(total) : '—'}
              {quote.data && quote.data.totalDiscountValue > 0 ? ` · ${t('discount')} −${money(quote.data.totalDiscountValue)}` : ''}
              {total !== undefined && paid !== total ? ` · ${t('left', { amount: money(total - paid) })}` : ''}
            </p>
            <PayRows pays={pays} onChange={setPay} />
            <div className="bo-filters">
              <button type="button" className="bo-button bo-button--ghost" onClick={() => setPays((ps) => [...ps, newPay('card_terminal')])}>
                {t('addPayment')}
              </button>
              <button type="button" className="bo-button bo-button--ghost" onClick={halfAndHalf} disabled={total === undefined} data-testid="till-half">
                {t('splitHalf')}
              </button>
            </div>
          </fieldset>
          <BoFormError
            form={{ invalid: form.invalid, problems: form.problems, failure: form.failure ?? (quote.isError ? quote.error : null) }}
            t={t}
            labels={{ lines: t('basket'), memberQr: t('member'), totalPayPrice: t('total'), payments: t('payments') }}
            testId="till-error"
          />
          <button type="submit" className="bo-button" disabled={!lines.length || total === undefined || paid !== total || form.pending} data-testid="till-sell">
            {t('sell')}
          </button>
        </Form>
      )}
      {/* A lookup of a past sale's receipt by its number, not a form of a call's request (decision 460). */}
      <form
        role="search"
        className="bo-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (reprintNo.trim()) reprint.mutate({ orderNo: reprintNo.trim() });
        }}
      >
        <label className="bo-field">
          <span>{t('reprintNo')}</span>
          <input value={reprintNo} onChange={(e) => setReprintNo(e.target.value)} data-testid="till-reprint-no" />
        </label>
        <button type="submit" className="bo-button bo-button--ghost" data-testid="till-reprint">
          {t('reprint')}
        </button>
        {reprint.isError ? (
          <p className="bo-error" role="alert">
            {errorMessage(reprint.error, t)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
