import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, wireText, type BoOrderDetail, type Lang } from '@shop/contract';
import { Link } from '../../../lib/links.tsx';
import { currentLang, stringsIn } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useBoOrder } from '../api/orders.ts';
import { formatTime } from '../list-tools.tsx';
import { useMoney } from '../OrderView.tsx';
import { WeightPriceLine } from '../parts/WeightPriceLine.tsx';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';
import { LANG_NAMES } from '../../../lib/lang-names.ts';

/**
 * A printable pick-up slip or receipt (roles 2 and 6, from the order's page). It prints in the language
 * the customer reads, chosen here apart from the screen's; the print stylesheet hides everything but the
 * paper (decision 222).
 */
export function PrintOrderPage({ orderNo, kind }: { orderNo: string; kind: 'slip' | 'receipt' }) {
  const { t: screen, i18n } = useTranslation('boHome');
  const [lang, setLang] = useState<Lang>(currentLang());
  const q = useBoOrder(orderNo);
  const t = i18n.getFixedT(lang, 'boHome');
  const tb = i18n.getFixedT(lang, 'backOffice');
  return (
    <section className="bo-page bo-print" aria-labelledby="bo-print-title" data-testid="bo-print">
      <div className="bo-print__tools">
        <Link to={`/backOffice/orders/${encodeURIComponent(orderNo)}`} className="bo-button bo-button--ghost">
          {orderNo}
        </Link>
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            className={l === lang ? 'bo-button' : 'bo-button bo-button--ghost'}
            aria-pressed={l === lang}
            onClick={() => void stringsIn(l).then(() => setLang(l))}
            lang={l.replace('_', '-')}
          >
            {LANG_NAMES[l]}
          </button>
        ))}
        <button type="button" className="bo-button" onClick={() => window.print()} data-testid="bo-print-button">
          {screen('print')}
        </button>
      </div>
      {q.isError ? <p className="bo-error">{errorMessage(q.error, screen)}</p> : null}
      {q.data ? <Paper d={q.data} kind={kind} lang={lang} t={t} tb={tb} /> : null}
    </section>
  );
}

function Paper({
  d,
  kind,
  lang,
  t,
  tb,
}: {
  d: BoOrderDetail;
  kind: 'slip' | 'receipt';
  lang: Lang;
  t: (k: string, o?: Record<string, unknown>) => string;
  tb: (k: string) => string;
}) {
  const money = useMoney();
  const o = d.order;
  const paid = d.payments.filter((p) => p.status === 'succeeded');
  return (
    <article className="bo-print__paper" lang={lang.replace('_', '-')} data-testid={`bo-print-${kind}`}>
      <h1 id="bo-print-title">{kind === 'slip' ? t('slipTitle') : t('receiptTitle')}</h1>
      <p className="bo-print__no" data-testid="bo-print-order-no">
        {o.orderNo}
      </p>
      <dl className="bo-print__facts">
        <dt>{t('slipMember')}</dt>
        <dd data-testid="bo-print-member">
          {d.memberName ? `${d.memberName} · ${d.memberPhoneMasked} · ` : ''}
          {d.memberNo}
        </dd>
        <dt>{tb('ordersStatus')}</dt>
        <dd>{tb(`ostatus_${o.status}`)}</dd>
        {o.pickupStore ? (
          <>
            <dt>{t('slipPickupAt')}</dt>
            <dd>{wireText(o.pickupStore, 'name', lang)}</dd>
          </>
        ) : null}
        <dt>{t('dateCreated')}</dt>
        <dd>{formatTime(o.createdAt, lang)}</dd>
        {o.paidAt ? (
          <>
            <dt>{t('datePaid')}</dt>
            <dd>{formatTime(o.paidAt, lang)}</dd>
          </>
        ) : null}
      </dl>
      <table className="bo-print__lines">
        <ColumnHeads labels={[t('product'), 'SKU', t('qty'), ...(kind === 'receipt' ? [t('receiptTotal')] : [])]} />
        <tbody>
          {o.lines.map((l) => (
            <tr key={`${l.skuId}-${l.isGift}`}>
              <td>
                {wireText(l, 'title', lang)}
                {l.weightPrice ? (
                  <>
                    <br />
                    <WeightPriceLine w={l.weightPrice} money={money} lang={lang} />
                  </>
                ) : null}
              </td>
              <td>{l.skuCode}</td>
              <td>{l.num}</td>
              {kind === 'receipt' ? <td>{money(l.totalPayPrice)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {kind === 'receipt' ? (
        <dl className="bo-print__facts">
          <dt>{t('receiptDiscount')}</dt>
          <dd>{money(o.totalDiscountValue)}</dd>
          <dt>{t('receiptTotal')}</dt>
          <dd>
            <strong>{money(o.totalPayPrice)}</strong>
          </dd>
          <dt>{t('receiptPaid')}</dt>
          <dd>{paid.map((p) => `${p.provider} ${money(p.amount)}`).join(', ') || '—'}</dd>
        </dl>
      ) : (
        <p className="bo-print__sign">{t('slipSignature')}: ______________________</p>
      )}
      <p className="bo-print__foot">{t('printedAt', { time: formatTime(new Date().toISOString(), lang) })}</p>
    </article>
  );
}
