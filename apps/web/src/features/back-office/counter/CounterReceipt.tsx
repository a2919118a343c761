import { useTranslation } from 'react-i18next';
import { wireText, type CounterCollection, type CounterReceipt as Receipt } from '@shop/contract';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { useMoney } from '../OrderView.tsx';
import { boCounterCatalogue } from './counter.i18n.ts';

addCatalogue(boCounterCatalogue);

/**
 * The receipt after a hand-over (issue 40, decision 458): printable as it stands (the print style shows
 * only the receipt), and e-mailed to the member by the server when they have an address.
 */
export function CounterReceipt({ done, onNext }: { done: CounterCollection & { receipt: Receipt }; onNext: () => void }) {
  const { t } = useTranslation('boCounter');
  const { t: tb } = useTranslation('backOffice');
  const lang = currentLang();
  const money = useMoney();
  const r = done.receipt;
  return (
    <section className="bo-counter-receipt" aria-labelledby="bo-counter-receipt-title" data-testid="bo-counter-receipt">
      <h2 id="bo-counter-receipt-title">
        {t('receiptTitle')} · {t(`kind_${done.kind}`)} {done.number}
      </h2>
      <dl className="bo-dl">
        <dt>{tb('counterMember')}</dt>
        <dd>
          {done.memberName} · {done.phoneMasked}
        </dd>
        <dt>{t('receiptAt')}</dt>
        <dd>{formatHk(r.at, 'dateTime', lang)}</dd>
        <dt>{t('receiptShop')}</dt>
        <dd>{wireText(r, 'shopName', lang)}</dd>
        <dt>{t('receiptStaff')}</dt>
        <dd>{r.staffUsername}</dd>
        <dt>{t('receiptItems')}</dt>
        <dd>
          <ul className="bo-counter__lines">
            {done.lines.map((l, i) => (
              <li key={`${l.skuCode}-${i}`}>
                {wireText(l, 'title', lang)} · {l.skuCode} × {l.num}
              </li>
            ))}
          </ul>
        </dd>
        {done.kind === 'redemption' ? (
          <>
            <dt>{t('receiptPoints')}</dt>
            <dd>{r.pointsSpent.toLocaleString('en')}</dd>
          </>
        ) : (
          <>
            <dt>{t('receiptTotal')}</dt>
            <dd>{money(r.total)}</dd>
          </>
        )}
        <dt>{t('receiptTaken')}</dt>
        <dd data-testid="bo-counter-receipt-taken">
          {r.amountTaken > 0 && r.method
            ? `${money(r.amountTaken)} · ${tb(`pay_${r.method}`)}${r.reference ? ` · ${r.reference}` : ''}`
            : t('receiptNothingTaken')}
        </dd>
      </dl>
      <p className="bo-note" role="status" data-testid="bo-counter-receipt-mail">
        {r.emailed ? t('receiptEmailed') : t('receiptNotEmailed')}
      </p>
      <div className="bo-counter-receipt__actions">
        <button type="button" className="bo-button" onClick={() => window.print()} data-testid="bo-counter-receipt-print">
          {t('print')}
        </button>
        <button type="button" className="bo-button bo-button--ghost" onClick={onNext} data-testid="bo-counter-next">
          {t('next')}
        </button>
      </div>
    </section>
  );
}
