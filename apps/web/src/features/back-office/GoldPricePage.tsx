import { useState } from 'react';
import './goods/weight-report.i18n.ts';
import { useTranslation } from 'react-i18next';
import { boPreviewGoldPrice, GOLD_PRICE_CENTS, type BoGoldPricePreview, type GoldPriceRecordInput } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { previewGoldPrice, useGoldPriceHistory, useRecordGoldPrice } from './api/gold-price.ts';
import { GoldPriceConfirm } from './GoldPriceConfirm.tsx';
import { Pager, formatTime } from './list-tools.tsx';
import { Form, useForm } from '../../lib/use-form.tsx';
import { BoFormError, boInvalid } from './parts/bo-form.tsx';
import { BoPage } from './parts/BoPage.tsx';
import { SubmitRow } from './parts/record-form.tsx';
import { OtherMetalRates, otherRatesInput, TaelPriceInput } from './goods/OtherMetalRates.tsx';

const FIELDS = [
  ['sellCents', 'goldSell'],
  ['purchaseCents', 'goldPurchase'],
  ['exchangeCents', 'goldExchange'],
] as const;
type Key = (typeof FIELDS)[number][0];
const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PAGE_SIZE = 10;

/** Today's gold price, typed at the counter in HKD per tael; every price stays in the history. */
export function GoldPricePage() {
  const { t } = useTranslation('backOffice');
  const { t: tr } = useTranslation('boWeightReport');
  const lang = currentLang();
  const [pageNo, setPageNo] = useState(1);
  const history = useGoldPriceHistory(pageNo, PAGE_SIZE);
  const record = useRecordGoldPrice();
  const [far, setFar] = useState<{ input: GoldPriceRecordInput; preview: BoGoldPricePreview } | null>(null);
  const latest = pageNo === 1 ? history.data?.list[0] : undefined;
  const blank = { sellCents: '', purchaseCents: '', exchangeCents: '', k18: '', pt950: '' };

  /** A price far from the last one is shown with its effect first and recorded only when confirmed (decision 370). */
  const form = useForm({
    schema: boPreviewGoldPrice.request,
    initial: blank,
    request: (v): GoldPriceRecordInput => {
      const cents = (k: Key) => Math.round(Number(v[k].replace(/,/g, '')) * 100);
      return { sellCents: cents('sellCents'), purchaseCents: cents('purchaseCents'), exchangeCents: cents('exchangeCents'), ...otherRatesInput(v) };
    },
    send: async (input: GoldPriceRecordInput) => {
      const preview = await previewGoldPrice(input);
      if (preview.needsConfirmation) return setFar({ input, preview });
      await save(input);
    },
    t,
  });
  const confirmFar = useForm({
    initial: {},
    send: () => save({ ...far!.input, confirmFarChange: true }),
    failed: () => setFar(null),
    t,
  });

  async function save(input: GoldPriceRecordInput) {
    await record.mutateAsync(input);
    setFar(null);
    dialogs.toast(t('goldRecorded'));
    form.setValues(blank);
    setPageNo(1);
  }
  const set = (part: Partial<typeof blank>) => {
    // A changed price is previewed again: the effect shown was this one's.
    setFar(null);
    form.patch(part);
  };
  const labels = Object.fromEntries(FIELDS.map(([key, label]) => [key, t(label)]));

  return (
    <BoPage
      id="bo-gold-title"
      title={t('goldTitle')}
      // What a new rate did to the goods priced by weight (decision 317).
      links={[{ to: '/backOffice/goldPrice/byWeight', label: tr('link'), testId: 'bo-gold-by-weight', ghost: true }]}
    >
      <p className="bo-note">{t('goldIntro')}</p>
      {latest ? (
        <p className="bo-gold-current" data-testid="bo-gold-current">
          {t('goldCurrent')}: HK${dollars(latest.sellCents)} / HK${dollars(latest.purchaseCents)} / HK${dollars(latest.exchangeCents)} ·{' '}
          {formatTime(latest.recordedAt, lang)}
        </p>
      ) : null}
      <Form form={form} className="bo-form bo-card" data-testid="bo-gold-form">
        <BoFormError form={form.failure || !confirmFar.failure ? form : confirmFar} t={t} labels={labels} />
        <div className="bo-form__grid">
          {FIELDS.map(([key, label]) => (
            <TaelPriceInput
              key={key}
              name={key}
              label={t(label)}
              value={form.values[key]}
              onChange={(x) => set({ [key]: x })}
              required
              invalid={boInvalid(form, key)}
            >
              <small className="bo-field__hint">HK$ {t('range', { min: dollars(GOLD_PRICE_CENTS.min), max: dollars(GOLD_PRICE_CENTS.max) })}</small>
            </TaelPriceInput>
          ))}
        </div>
        <OtherMetalRates value={{ k18: form.values.k18, pt950: form.values.pt950 }} onChange={set} />
        {far ? (
          <GoldPriceConfirm preview={far.preview} busy={confirmFar.pending} onConfirm={() => void confirmFar.submit()} onBack={() => setFar(null)} />
        ) : (
          <SubmitRow busy={form.pending} label={t('goldRecord')} testId="bo-gold-save" />
        )}
      </Form>
      <h2>{t('goldHistory')}</h2>
      {history.data ? (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="bo-gold-history">
            <thead>
              <tr>
                <th>{t('goldAt')}</th>
                <th>{t('goldSell')}</th>
                <th>{t('goldPurchase')}</th>
                <th>{t('goldExchange')}</th>
                <th>{t('goldBy')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((row) => (
                <tr key={row.id}>
                  <td>{formatTime(row.recordedAt, lang)}</td>
                  <td>{dollars(row.sellCents)}</td>
                  <td>{dollars(row.purchaseCents)}</td>
                  <td>{dollars(row.exchangeCents)}</td>
                  {/* 'seed' and 'cli' are how a rate came in, named; a staff account is its username. */}
                  <td>{row.recordedBy === 'seed' || row.recordedBy === 'cli' ? t(`recordedBy_${row.recordedBy}`) : row.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={history.data.total} onPage={setPageNo} />
        </div>
      ) : null}
    </BoPage>
  );
}
