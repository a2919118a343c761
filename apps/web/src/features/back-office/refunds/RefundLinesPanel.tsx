import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitsDue } from '@shop/contract';
import { ReturnShopSelect } from '../ReturnShopSelect.tsx';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { textIn } from '../list-tools.tsx';
import { UnitsBackInput } from '../parts/units-back.tsx';
import { hkd } from '../goods/money.ts';
import { boClubCatalogue } from '../club/club.i18n.ts';
import { useOrderRefunds, useRefundWrites } from './refunds-api.ts';
import { ProviderRefundList } from '../payments/ProviderRefundList.tsx';

addCatalogue(boClubCatalogue);

const newKey = () => `rl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Refund per line (role 6, decision 170): units of each line to refund and whether the goods came back
 * (they return to stock). One request key per refund shown, so a double click or a retry refunds once.
 */
export function RefundLinesPanel({ orderNo, canRefund }: { orderNo: string; canRefund: boolean }) {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const refunds = useOrderRefunds(orderNo);
  const { refundLines } = useRefundWrites();
  const [nums, setNums] = useState<Record<number, number>>({});
  const [returned, setReturned] = useState<Record<number, boolean>>({});
  const [requestKey, setRequestKey] = useState(newKey);
  const [returnStore, setReturnStore] = useState('');
  const data = refunds.data;
  const chosen = Object.entries(nums).filter(([, n]) => n > 0);
  const count = chosen.reduce((a, [, n]) => a + n, 0);

  async function run() {
    if (!(await dialogs.confirm(t('confirmRefundLines', { count }), { kind: 'warning' }))) return;
    try {
      const done = await refundLines.mutateAsync({
        orderNo,
        requestKey,
        reason: '',
        ...(returnStore ? { returnStoreCode: returnStore } : {}),
        lines: chosen.map(([lineId, num]) => ({ lineId: Number(lineId), num, goodsReturned: returned[Number(lineId)] ?? true })),
      });
      setNums({});
      setRequestKey(newKey());
      await refunds.refetch();
      if (done.alreadyRefunded) await dialogs.alert(t('refundReplayed'));
      else dialogs.toast(t('refundDone', { amount: hkd(done.refunds.refundedAmount) }));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  if (!data) return refunds.isError ? <p className="bo-error">{errorMessage(refunds.error, t)}</p> : null;
  const left = data.lines.filter((l) => l.refundedNum < l.num);
  return (
    <section className="bo-form" aria-labelledby="bo-refund-lines-title" data-testid="bo-refund-lines">
      <h2 id="bo-refund-lines-title">{t('refundsTitle')}</h2>
      <p className="bo-note" data-testid="bo-refund-summary">
        {t('refundedTotal', { amount: hkd(data.refundedAmount) })} · {t('orderPoints', { earned: data.pointsEarned, net: data.pointsNet })}
      </p>
      <ul className="bo-rows-list">
        {data.lines.map((l) => (
          <li key={l.lineId} className="bo-row" data-testid="bo-refund-line">
            <strong>{textIn(l.title, lang)}</strong>
            <span className="bo-row__detail">
              {t('refundLine', { code: l.skuCode, refunded: l.refundedNum, num: l.num, returned: l.returnedNum })} ·{' '}
              {t('refundLineHandedOver', { n: l.handedOverNum })} · {hkd(l.totalPayPrice)}
            </span>
            {/* Past the units not handed over, a refund takes back handed-over ones: a return (decision 350). */}
            {(nums[l.lineId] ?? 0) > unitsDue(l) ? (
              <span className="bo-note" data-testid="bo-refund-is-return">
                {t('refundIsReturn')}
              </span>
            ) : null}
            {canRefund && l.refundedNum < l.num ? (
              <span className="bo-form__actions">
                <label className="bo-field">
                  <span>{t('refundNum')}</span>
                  <UnitsBackInput line={l} nums={nums} onChange={setNums} testId="bo-refund-num" />
                </label>
                <label className="bo-check">
                  <input
                    type="checkbox"
                    checked={returned[l.lineId] ?? true}
                    onChange={(e) => setReturned({ ...returned, [l.lineId]: e.target.checked })}
                    data-testid="bo-refund-returned"
                  />{' '}
                  {t('goodsReturned')}
                </label>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ProviderRefundList refunds={data.refunds} />
      {canRefund && left.length ? <ReturnShopSelect value={returnStore} onChange={setReturnStore} /> : null}
      {canRefund && left.length ? (
        <button
          type="button"
          className="bo-button bo-button--danger"
          disabled={count === 0 || refundLines.isPending}
          onClick={() => void run()}
          data-testid="bo-refund-lines-go"
        >
          {t('refundSelected')}
        </button>
      ) : (
        <p className="bo-note">{t('nothingLeft')}</p>
      )}
    </section>
  );
}
