import { useTranslation } from 'react-i18next';
import { BO_CLUB_LIMITS as L, BO_PROMOTION_KINDS, BO_PROMOTION_SCOPES, PAYMENT_CONDITIONS, type BoPromotionValues, boSavePromotion } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { CheckList, I18nTextFields, MoneyField, NumberField, SelectField, codeChoices, emptyText, titledChoices, TextField } from '../parts/fields.tsx';
import { RecordScreen, useRecordForm } from '../parts/record-form.tsx';
import { useGoodsOptions } from '../goods/goods-api.ts';
import { usePromotion, usePromotionRivals, usePromotionWrites } from './promotions-api.ts';
import { textIn, useDebounced } from '../list-tools.tsx';
import { fromHkInput, toHkInput } from '../../../lib/dates.ts';

/** "Saved" in the promotion's own time (issue 40): live now, live from a later date, or already over. */
function promotionSavedText(v: Pick<BoPromotionValues, 'startsAt' | 'endsAt'>, t: (key: string, o?: Record<string, string>) => string): string {
  const now = Date.now();
  if (Date.parse(v.startsAt) > now) return t('savedFrom', { when: formatHk(v.startsAt, 'dateTime', currentLang()) });
  if (Date.parse(v.endsAt) <= now) return t('savedEnded', { when: formatHk(v.endsAt, 'dateTime', currentLang()) });
  return t('saved');
}

const blank = (): BoPromotionValues => {
  const start = new Date();
  start.setSeconds(0, 0);
  return {
    code: '',
    title: emptyText(),
    description: emptyText(),
    kind: 'amount_off',
    scope: 'order',
    categoryIds: [],
    skuCodes: [],
    threshold: 0,
    amountOff: 0,
    percentOff: 0,
    giftSkuCodes: [],
    giftLimit: 1,
    giftQty: 1,
    priority: 0,
    stackable: false,
    paymentCondition: 'any',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
  };
};
const lines = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Create or edit a promotion: three-language name and description, the period in Hong Kong time, and the
 * rules `priceOrder` applies (kind, scope, threshold, amount or percent, gifts), each within the contract's bounds.
 */
/**
 * Said before saving (issue 27): the promotions that compete with this one for the same carts, and which
 * of them the pricing applies instead — a higher priority, or at equal priority the older one.
 */
function PromotionRivals({ id, values: v }: { id: number | null; values: BoPromotionValues }) {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const asked = useDebounced(
    {
      ...(id !== null ? { id } : {}),
      values: {
        kind: v.kind,
        scope: v.scope,
        categoryIds: v.categoryIds,
        skuCodes: v.skuCodes,
        priority: v.priority,
        stackable: v.stackable,
        startsAt: v.startsAt,
        endsAt: v.endsAt,
        paymentCondition: v.paymentCondition,
      },
    },
    400,
  );
  const ready = Number.isInteger(asked.values.priority) && Date.parse(asked.values.endsAt) > Date.parse(asked.values.startsAt);
  const rivals = usePromotionRivals(ready ? asked : null);
  const list = rivals.data?.list ?? [];
  if (!list.length) return null;
  const winners = list.filter((r) => r.wins);
  return (
    <section className={winners.length ? 'bo-warning' : 'bo-note'} role="status" aria-labelledby="bo-promotion-rivals-title" data-testid="bo-promotion-rivals">
      <h2 id="bo-promotion-rivals-title" className="bo-card__summary">
        {winners.length ? t('rivalsWin', { count: winners.length }) : t('rivalsLose', { count: list.length })}
      </h2>
      <ul>
        {list.map((r) => (
          <li key={r.id} data-testid="bo-promotion-rival">
            <strong>
              {r.code} {textIn(r.title, lang)}
            </strong>{' '}
            ({t('f_priority')}: {r.priority}) — {t(`rival_${r.why}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PromotionFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const existing = usePromotion(id);
  const options = useGoodsOptions();
  const { savePromotion: save } = usePromotionWrites();
  const labels = {
    code: t('f_code'),
    title: t('f_title'),
    description: t('f_description'),
    kind: t('f_kind'),
    scope: t('f_scope'),
    categoryIds: t('f_categoryIds'),
    skuCodes: t('f_skuCodes'),
    threshold: t('f_threshold'),
    amountOff: t('f_amountOff'),
    percentOff: t('f_percentOff'),
    giftSkuCodes: t('f_giftSkuCodes'),
    giftLimit: t('f_giftLimit'),
    giftQty: t('f_giftQty'),
    priority: t('f_priority'),
    stackable: t('f_stackable'),
    paymentCondition: t('f_paymentCondition'),
    startsAt: t('f_startsAt'),
    endsAt: t('f_endsAt'),
  };
  const record = useRecordForm<BoPromotionValues>({
    id,
    blank,
    existing,
    save,
    schema: boSavePromotion.request,
    labels,
    path: '/backOffice/promotions',
    t,
  });
  const { v, set, bad } = record;

  const money = (k: 'threshold' | 'amountOff', required: boolean) => (
    <MoneyField
      label={t(`f_${k}`)}
      minCents={required ? 1 : 0}
      maxCents={L.AMOUNT_MAX}
      required={required}
      invalid={bad(k)}
      cents={v[k]}
      onChange={(cents) => set(k, cents ?? 0)}
      testId={`bo-promotion-${k}`}
    />
  );
  const whole = (k: 'percentOff' | 'giftLimit' | 'giftQty' | 'priority', min: number, max: number) => (
    <NumberField
      label={t(`f_${k}`)}
      min={min}
      max={max}
      step={1}
      required
      invalid={bad(k)}
      value={v[k]}
      onChange={(x) => set(k, Number(x))}
      testId={`bo-promotion-${k}`}
    />
  );
  /** One of the promotion's fixed codes (kind, scope, payment condition), each named by its prefixed key. */
  const choice = <K extends 'kind' | 'scope' | 'paymentCondition'>(k: K, codes: readonly BoPromotionValues[K][], prefix: string, testId: string) => (
    <SelectField label={t(`f_${k}`)} value={v[k]} onChange={(x) => set(k, x)} choices={codeChoices(codes, t, prefix)} testId={testId} />
  );
  /** A moment of the period, typed in Hong Kong time. */
  const when = (k: 'startsAt' | 'endsAt', testId?: string) => (
    <label className="bo-field">
      <span>{t(`f_${k}`)}</span>
      <input
        type="datetime-local"
        required
        aria-invalid={bad(k)}
        value={toHkInput(v[k])}
        onChange={(e) => set(k, fromHkInput(e.target.value) || v[k])}
        data-testid={testId}
      />
    </label>
  );
  const codes = (k: 'skuCodes' | 'giftSkuCodes', max: number) => (
    <label className="bo-field">
      <span>
        {t(`f_${k}`)} ({v[k].length}/{max})
      </span>
      <textarea aria-invalid={bad(k)} value={v[k].join('\n')} onChange={(e) => set(k, lines(e.target.value).slice(0, max))} data-testid={`bo-promotion-${k}`} />
    </label>
  );

  return (
    <RecordScreen
      record={record}
      titleId="bo-promotion-form-title"
      title={id === null ? t('newPromotion') : t('editPromotion')}
      back={{ to: '/backOffice/promotions', label: t('back') }}
      testId="bo-promotion"
      t={t}
      savedText={promotionSavedText(v, t)}
    >
      <div className="bo-form__grid">
        <div className="bo-field">
          <TextField
            label={t('f_code')}
            required
            minLength={2}
            maxLength={L.CODE_MAX}
            pattern="[A-Za-z0-9][A-Za-z0-9_\-]*"
            invalid={bad('code')}
            value={v.code}
            onChange={(x) => set('code', x.toUpperCase())}
            testId="bo-promotion-code"
          />
          {choice('kind', BO_PROMOTION_KINDS, 'kind_', 'bo-promotion-kind')}
          {choice('scope', BO_PROMOTION_SCOPES, 'scope_', 'bo-promotion-scope')}
          {choice('paymentCondition', PAYMENT_CONDITIONS, 'pay_', 'bo-promotion-payment-condition')}
          {when('startsAt')}
          {when('endsAt', 'bo-promotion-ends')}
        </div>
        <I18nTextFields
          form={{ v, set, bad }}
          fields={[
            { key: 'title', max: L.TITLE_MAX, required: true },
            { key: 'description', max: L.DESCRIPTION_MAX },
          ]}
          testPrefix="bo-promotion"
          t={t}
        />
        <div className="bo-field">
          {money('threshold', false)}
          {v.kind === 'amount_off' ? money('amountOff', true) : null}
          {v.kind === 'percent_off' ? whole('percentOff', 1, 99) : null}
          {v.kind === 'gift' ? (
            <>
              {codes('giftSkuCodes', L.GIFTS_MAX)}
              {whole('giftLimit', 1, L.GIFT_LIMIT_MAX)}
              {whole('giftQty', 1, L.GIFT_QTY_MAX)}
            </>
          ) : null}
          {whole('priority', -L.PRIORITY_MAX, L.PRIORITY_MAX)}
          <label className="bo-check">
            <input type="checkbox" checked={v.stackable} onChange={(e) => set('stackable', e.target.checked)} /> {t('f_stackable')}
          </label>
        </div>
        {v.scope === 'sku' ? codes('skuCodes', L.TARGETS_MAX) : null}
        {v.scope === 'category' ? (
          <CheckList
            legend={t('f_categoryIds')}
            picked={v.categoryIds}
            onChange={(x) => set('categoryIds', x)}
            choices={titledChoices<number>(options.data?.categories, lang)}
            max={L.TARGETS_MAX}
            invalid={bad('categoryIds')}
          />
        ) : null}
      </div>
      <PromotionRivals id={id} values={v} />
    </RecordScreen>
  );
}
