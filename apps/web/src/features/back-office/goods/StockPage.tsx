import { useState } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { boAdjustStock, boTransferStock, BO_GOODS_LIMITS as L, STOCK_ADJUST_REASONS, type CallRequest } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime, Pager, textIn } from '../list-tools.tsx';
import { DeltaField, SelectField, codeChoices, titledChoices, NumberField, TextField } from '../parts/fields.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { BoFormError, boField } from '../parts/bo-form.tsx';
import { useGoods, useGoodsOptions, useGoodsWrites, useStock, useStockLedger } from './goods-api.ts';
import { SkuLowStockForm } from './SkuLowStockForm.tsx';

type Reason = (typeof STOCK_ADJUST_REASONS)[number];

/** Stock of one product per sku and shop: adjust with a reason, transfer between shops, the ledger. */
export function StockPage({ spuId }: { spuId: number }) {
  const { t } = useTranslation('boGoods');
  const lang = currentLang();
  const goods = useGoods(spuId);
  const options = useGoodsOptions();
  const stock = useStock(spuId);
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledger = useStockLedger(spuId, ledgerPage);
  const { adjust, transfer } = useGoodsWrites();
  const skus = goods.data?.values.skus ?? [];
  const shops = options.data?.shops ?? [];
  const shopName = (code: string) => textIn(shops.find((s) => s.code === code)?.title, lang) || code;

  const skuOr = (id: number) => id || skus[0]?.id || 0;
  const shopOr = (code: string, i = 0) => code || shops[i]?.code || '';
  const adjustForm = useForm({
    schema: boAdjustStock.request,
    initial: { skuId: 0, storeCode: '', delta: '', reason: 'received' as Reason, note: '' },
    request: (a) => ({ skuId: skuOr(a.skuId), storeCode: shopOr(a.storeCode), delta: Number(a.delta), reason: a.reason, note: a.note }),
    send: (input: CallRequest<typeof boAdjustStock>) => adjust.mutateAsync(input),
    t,
  });
  const transferForm = useForm({
    schema: boTransferStock.request,
    initial: { skuId: 0, fromStoreCode: '', toStoreCode: '', qty: '', note: '' },
    request: (m) => ({
      skuId: skuOr(m.skuId),
      fromStoreCode: shopOr(m.fromStoreCode),
      toStoreCode: shopOr(m.toStoreCode, 1),
      qty: Number(m.qty),
      note: m.note,
    }),
    send: (input: CallRequest<typeof boTransferStock>) => transfer.mutateAsync(input),
    t,
  });
  const { values: a, patch: setA } = adjustForm;
  const { values: m, patch: setM } = transferForm;
  const adjustLabels = { delta: t('delta'), note: t('note'), skuId: t('skuCode'), storeCode: t('shop') };
  const transferLabels = { qty: t('qty'), note: t('note'), skuId: t('skuCode'), fromStoreCode: t('fromShop'), toStoreCode: t('toShop') };
  const skuSelect = (value: number, onChange: (id: number) => void, testId: string) => (
    <SelectField label={t('skuCode')} value={skuOr(value)} onChange={onChange} choices={skus.map((k) => ({ value: k.id, label: k.skuCode }))} testId={testId} />
  );
  const shopSelect = (label: string, value: string, onChange: (c: string) => void, testId: string) => (
    <SelectField label={label} value={value} onChange={onChange} choices={titledChoices(shops, lang)} testId={testId} />
  );
  /** Both stock forms end alike: the refusal, "done" once the call went through, the apply button. */
  const formEnd = (form: typeof adjustForm | typeof transferForm, succeeded: boolean, labels: Record<string, string>, testId?: string) => (
    <>
      <BoFormError form={form} t={t} labels={labels} />
      {succeeded && !form.invalid.length ? (
        <p className="bo-note" role="status">
          {t('done')}
        </p>
      ) : null}
      <button type="submit" className="bo-button" disabled={form.pending} data-testid={testId}>
        {t('apply')}
      </button>
    </>
  );

  return (
    <section className="bo-page" aria-labelledby="bo-stock-title">
      <header className="bo-page__head">
        <h1 id="bo-stock-title">{t('stockTitle', { title: textIn(goods.data?.values.title, lang) })}</h1>
        <Link to={`/backOffice/goods/${spuId}`} className="bo-button bo-button--ghost">
          {t('editTitle')}
        </Link>
      </header>
      {stock.isError ? <p className="bo-error">{errorMessage(stock.error, t)}</p> : null}
      <ul className="bo-rows-list" data-testid="bo-stock-list">
        {(stock.data?.list ?? [])
          .filter((r) => r.qty > 0 || r.held > 0)
          .map((r) => (
            <li key={`${r.skuId}@${r.storeCode}`} className="bo-row" data-testid={`bo-stock-${r.skuCode}-${r.storeCode}`}>
              <strong>
                {r.skuCode} · {shopName(r.storeCode)}
              </strong>
              <span className="bo-row__detail">
                {t('free')}: <span data-testid="bo-stock-qty">{r.qty}</span> · {t('held')}: {r.held}
              </span>
            </li>
          ))}
      </ul>

      <SkuLowStockForm
        spuId={spuId}
        skus={[...new Map((stock.data?.list ?? []).map((r) => [r.skuId, { id: r.skuId, skuCode: r.skuCode, level: r.lowStockThreshold }])).values()]}
      />
      <Form form={adjustForm} className="bo-form" aria-labelledby="bo-adjust-title">
        <h2 id="bo-adjust-title">{t('adjust')}</h2>
        <div className="bo-form__grid">
          {skuSelect(a.skuId, (skuId) => setA({ skuId }), 'bo-adjust-sku')}
          {shopSelect(t('shop'), shopOr(a.storeCode), (storeCode) => setA({ storeCode }), 'bo-adjust-shop')}
          <DeltaField label={t('delta')} limit={L.STOCK_DELTA_MAX} {...boField(adjustForm, 'delta')} testId="bo-adjust-delta" />
          <SelectField label={t('reason')} value={a.reason} onChange={(reason) => setA({ reason })} choices={codeChoices(STOCK_ADJUST_REASONS, t, 'reason_')} />
          <TextField label={t('note')} maxLength={L.NOTE_MAX} value={a.note} onChange={(x) => setA({ note: x })} />
        </div>
        {formEnd(adjustForm, adjust.isSuccess, adjustLabels, 'bo-adjust-apply')}
      </Form>

      <Form form={transferForm} className="bo-form" aria-labelledby="bo-transfer-title">
        <h2 id="bo-transfer-title">{t('transfer')}</h2>
        <div className="bo-form__grid">
          {skuSelect(m.skuId, (skuId) => setM({ skuId }), 'bo-transfer-sku')}
          {shopSelect(t('fromShop'), shopOr(m.fromStoreCode), (fromStoreCode) => setM({ fromStoreCode }), 'bo-transfer-from')}
          {shopSelect(t('toShop'), shopOr(m.toStoreCode, 1), (toStoreCode) => setM({ toStoreCode }), 'bo-transfer-to')}
          <NumberField label={t('qty')} required step={1} min={1} max={L.STOCK_DELTA_MAX} {...boField(transferForm, 'qty')} />
          <TextField label={t('note')} maxLength={L.NOTE_MAX} value={m.note} onChange={(x) => setM({ note: x })} />
        </div>
        {formEnd(transferForm, transfer.isSuccess, transferLabels)}
      </Form>

      <h2>{t('ledger')}</h2>
      <ul className="bo-rows-list bo-audit" data-testid="bo-stock-ledger">
        {(ledger.data?.list ?? []).map((r) => (
          <li key={r.id} className="bo-audit__row">
            <span className="bo-audit__when">{formatTime(r.at, lang)}</span>
            <span className="bo-audit__who">{r.staffUsername}</span>
            <span className="bo-audit__what">
              {r.skuCode} · {shopName(r.storeCode)} · {r.delta > 0 ? `+${r.delta}` : r.delta} → {r.qtyAfter} · {t(`reason_${r.reason}`)}
              {r.note ? ` · ${r.note}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {ledger.data ? <Pager pageNo={ledgerPage} pageSize={20} total={ledger.data.total} onPage={setLedgerPage} /> : null}
    </section>
  );
}
