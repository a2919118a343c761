import { useState, type FormEvent } from 'react';
import './goods/weight-report.i18n.ts';
import { useTranslation } from 'react-i18next';
import { GOLD_PRICE_CENTS, type BoGoldPricePreview, type GoldPriceRecordInput } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { previewGoldPrice, useGoldPriceHistory, useRecordGoldPrice } from './api/gold-price.ts';
import { GoldPriceConfirm } from './GoldPriceConfirm.tsx';
import { Pager, fieldOfError, formatTime } from './list-tools.tsx';
import { BoPage } from './parts/BoPage.tsx';
import { FormError, SubmitRow } from './parts/record-form.tsx';
import { OtherMetalRates, otherRatesInput } from './goods/OtherMetalRates.tsx';

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
  const [form, setForm] = useState<Record<Key, string>>({ sellCents: '', purchaseCents: '', exchangeCents: '' });
  const [error, setError] = useState<unknown>(null);
  const [other, setOther] = useState({ k18: '', pt950: '' });
  const [far, setFar] = useState<{ input: GoldPriceRecordInput; preview: BoGoldPricePreview } | null>(null);
  const latest = pageNo === 1 ? history.data?.list[0] : undefined;
  const errorPath = fieldOfError(error);

  async function save(input: GoldPriceRecordInput) {
    try {
      await record.mutateAsync(input);
      setFar(null);
      setOther({ k18: '', pt950: '' });
      dialogs.toast(t('goldRecorded'));
      setForm({ sellCents: '', purchaseCents: '', exchangeCents: '' });
      setPageNo(1);
    } catch (err) {
      setFar(null);
      setError(err);
    }
  }

  /** A price far from the last one is shown with its effect first and recorded only when confirmed (decision 370). */
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const cents = (k: Key) => Math.round(Number(form[k].replace(/,/g, '')) * 100);
    const input = { sellCents: cents('sellCents'), purchaseCents: cents('purchaseCents'), exchangeCents: cents('exchangeCents'), ...otherRatesInput(other) };
    try {
      const preview = await previewGoldPrice(input);
      if (preview.needsConfirmation) return setFar({ input, preview });
    } catch (err) {
      return setError(err);
    }
    await save(input);
  }

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
      <form className="bo-form bo-card" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bo-gold-form">
        <FormError error={error} t={t} />
        <div className="bo-form__grid">
          {FIELDS.map(([key, label]) => (
            <div key={key} className={`bo-field${errorPath === key ? ' bo-field--invalid' : ''}`}>
              <label htmlFor={`bo-gold-${key}`}>{t(label)}</label>
              <input
                id={`bo-gold-${key}`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={GOLD_PRICE_CENTS.min / 100}
                max={GOLD_PRICE_CENTS.max / 100}
                required
                value={form[key]}
                aria-invalid={errorPath === key || undefined}
                onChange={(e) => {
                  // A changed price is previewed again: the effect shown was this one's.
                  setFar(null);
                  setForm((f) => ({ ...f, [key]: e.target.value }));
                }}
                data-testid={`bo-gold-${key}`}
              />
              <small className="bo-field__hint">HK$ {t('range', { min: dollars(GOLD_PRICE_CENTS.min), max: dollars(GOLD_PRICE_CENTS.max) })}</small>
            </div>
          ))}
        </div>
        <OtherMetalRates
          value={other}
          onChange={(v) => {
            setFar(null);
            setOther(v);
          }}
        />
        {far ? (
          <GoldPriceConfirm
            preview={far.preview}
            busy={record.isPending}
            onConfirm={() => void save({ ...far.input, confirmFarChange: true })}
            onBack={() => setFar(null)}
          />
        ) : (
          <SubmitRow busy={record.isPending} label={t('goldRecord')} testId="bo-gold-save" />
        )}
      </form>
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
