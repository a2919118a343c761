import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wireText, type TillReceipt } from '@shop/contract';
import { formatHk } from '../../../lib/dates.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useMoney } from '../OrderView.tsx';

/**
 * A counter sale's receipt (issue 43, decision 486): the shop, the lines with each by-weight line's
 * breakdown, the payments and change, the points. Printable at 80 mm (a thermal printer) or A4: the
 * print style prints only the receipt, at the width chosen.
 */
export function TillReceiptView({ receipt, onNext }: { receipt: TillReceipt; onNext?: () => void }) {
  const { t } = useTranslation('boTill');
  const { t: tc } = useTranslation('boCounter');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const [paper, setPaper] = useState<'80mm' | 'a4'>('80mm');
  const print = (p: '80mm' | 'a4') => {
    setPaper(p);
    // The width class is on the page before the browser lays the print out.
    requestAnimationFrame(() => window.print());
  };
  return (
    <section className={`bo-till-receipt bo-till-receipt--${paper}`} aria-labelledby="till-receipt-title" data-testid="till-receipt">
      <h2 id="till-receipt-title">
        {t('receipt')} · {wireText(receipt, 'shopName', lang)}
      </h2>
      {wireText(receipt, 'shopAddress', lang) || receipt.shopPhone ? (
        <p data-testid="till-receipt-shop">
          {[wireText(receipt, 'shopAddress', lang), receipt.shopPhone ? t('shopPhone', { phone: receipt.shopPhone }) : ''].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <p>
        {t('orderNo')} <strong data-testid="till-receipt-no">{receipt.orderNo}</strong> · {formatHk(receipt.at, 'dateTime', lang)} · {receipt.staffUsername}
      </p>
      {receipt.memberNo ? (
        <p>
          {receipt.memberName} ({receipt.memberNo})
        </p>
      ) : null}
      <ul className="bo-till-receipt__lines">
        {receipt.lines.map((l) => (
          <li key={l.lineId}>
            <span>
              {wireText(l, 'title', lang)} · {l.skuCode} × {l.num}
            </span>{' '}
            <span>{money(l.totalPayPrice)}</span>
            {l.weightPrice ? (
              <small className="bo-till-receipt__weight" data-testid="till-receipt-weight">
                {tc('weightLine', {
                  metal: tc(`metal_${l.weightPrice.metal}`),
                  grams: (l.weightPrice.weightMg / 1000).toFixed(3),
                  rate: money(l.weightPrice.rateCents),
                  metalPrice: money(l.weightPrice.metalCents),
                  making: money(l.weightPrice.makingChargeCents),
                })}
              </small>
            ) : null}
            {l.refundedNum > 0 ? (
              <small>
                {t('refunded')} × {l.refundedNum}
              </small>
            ) : null}
          </li>
        ))}
      </ul>
      {receipt.exchange ? (
        <div data-testid="till-receipt-exchange">
          <p>{t('receiptExchange', { no: receipt.exchange.fromOrderNo })}</p>
          <ul className="bo-till-receipt__lines">
            {receipt.exchange.lines.map((l, i) => (
              <li key={i}>
                <span>
                  {wireText(l, 'title', lang)} · {l.skuCode} × {l.num}
                </span>{' '}
                <span>−{money(l.amount)}</span>
              </li>
            ))}
          </ul>
          <p data-testid="till-receipt-settle">
            {t('receiptCredit', { method: tb(`pay_${receipt.exchange.method}`) })}: −{money(receipt.exchange.credit)} ·{' '}
            {receipt.exchange.difference > 0
              ? t('exchangeDue', { amount: money(receipt.exchange.difference) })
              : receipt.exchange.difference < 0
                ? t('exchangeGiveBack', { amount: money(-receipt.exchange.difference), method: tb(`pay_${receipt.exchange.method}`) })
                : t('exchangeEven')}
          </p>
        </div>
      ) : null}
      <dl className="bo-dl">
        {receipt.totalDiscountValue > 0 ? (
          <>
            <dt>{t('discount')}</dt>
            <dd>−{money(receipt.totalDiscountValue)}</dd>
          </>
        ) : null}
        <dt>{t('total')}</dt>
        <dd data-testid="till-receipt-total">{money(receipt.totalPayPrice)}</dd>
        {receipt.payments.map((p, i) => (
          <div key={i} className="bo-till-receipt__pay">
            <dt>{p.method === 'stripe' || p.method === 'sandbox_card' ? tb(`provider_${p.method}`) : tb(`pay_${p.method}`)}</dt>
            <dd>
              {money(p.amount)}
              {p.reference ? ` · ${p.reference}` : ''}
              {p.refunded > 0 ? ` · ${t('refunded')} ${money(p.refunded)}` : ''}
            </dd>
          </div>
        ))}
        {receipt.change > 0 ? (
          <>
            <dt>{t('change')}</dt>
            <dd data-testid="till-receipt-change">{money(receipt.change)}</dd>
          </>
        ) : null}
        {receipt.pointsEarned > 0 ? (
          <>
            <dt>{t('pointsEarned')}</dt>
            <dd data-testid="till-receipt-points">{receipt.pointsEarned.toLocaleString('en')}</dd>
          </>
        ) : null}
      </dl>
      <p className="bo-note" role="status" data-testid="till-receipt-mail">
        {receipt.emailed ? t('emailed') : t('notEmailed')}
      </p>
      <div className="bo-counter-receipt__actions">
        <button type="button" className="bo-button" onClick={() => print('80mm')} data-testid="till-print-80">
          {t('print80')}
        </button>
        <button type="button" className="bo-button bo-button--ghost" onClick={() => print('a4')} data-testid="till-print-a4">
          {t('printA4')}
        </button>
        {onNext ? (
          <button type="button" className="bo-button bo-button--ghost" onClick={onNext} data-testid="till-next">
            {t('newSale')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
