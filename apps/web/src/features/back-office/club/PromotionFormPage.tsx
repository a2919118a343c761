import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_CLUB_LIMITS as L, BO_PROMOTION_KINDS, BO_PROMOTION_SCOPES, LANGS, type BoPromotionValues, type I18nText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldOfError, textIn } from '../list-tools.tsx';
import { useGoodsOptions } from '../goods/goods-api.ts';
import { toCents, toDollars } from '../goods/money.ts';
import { useClubWrites, usePromotion } from './club-api.ts';
import { fromHkInput, toHkInput } from './hk-datetime.ts';

const empty = (): I18nText => ({ zh_HK: '', zh_CN: '', en: '' });
const blank = (): BoPromotionValues => {
  const start = new Date();
  start.setSeconds(0, 0);
  return {
    code: '',
    title: empty(),
    description: empty(),
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
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
  };
};
const lines = (s: string) => s.split(/[\n,]/).map((x) => x.trim()).filter(Boolean);

/**
 * Create or edit a promotion: three-language name and description, the period in Hong Kong time, and the
 * rules `priceOrder` applies (kind, scope, threshold, amount or percent, gifts), each within the contract's bounds.
 */
export function PromotionFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const navigate = useNavigate();
  const existing = usePromotion(id);
  const options = useGoodsOptions();
  const { savePromotion: save } = useClubWrites();
  const [v, setV] = useState<BoPromotionValues>(blank);
  const [loaded, setLoaded] = useState(id === null);
  const [saved, setSaved] = useState(Boolean((useLocation().state as { saved?: boolean } | null)?.saved));

  useEffect(() => {
    if (loaded || !existing.data) return;
    setV(existing.data.values);
    setLoaded(true);
  }, [existing.data, loaded]);

  const set = <K extends keyof BoPromotionValues>(k: K, value: BoPromotionValues[K]) => setV((old) => ({ ...old, [k]: value }));
  const errorField = fieldOfError(save.error);
  const bad = (k: string) => errorField?.startsWith(`values.${k}`) || errorField?.startsWith(k) || undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { ...(id !== null ? { id } : {}), values: v },
      {
        onSuccess: (r) => {
          setSaved(true);
          if (id === null) navigate(`/backOffice/promotions/${r.id}`, { replace: true, state: { saved: true } });
        },
      },
    );
  };

  if (id !== null && !loaded) return existing.isError ? <p className="bo-error">{errorMessage(existing.error, t)}</p> : <p className="bo-note">…</p>;
  const i18nInputs = (k: 'title' | 'description', max: number, required: boolean) => (
    <fieldset className="bo-field" data-field={k}>
      <legend>{t(`f_${k}`)}</legend>
      {LANGS.map((l) => (
        <label key={l} className="bo-field">
          <span>
            {t(`lang_${l}`)} ({v[k][l].length}/{max})
          </span>
          <input
            maxLength={max}
            required={required}
            aria-invalid={bad(k)}
            value={v[k][l]}
            onChange={(e) => set(k, { ...v[k], [l]: e.target.value })}
            data-testid={`bo-promotion-${k}-${l}`}
          />
        </label>
      ))}
    </fieldset>
  );
  const money = (k: 'threshold' | 'amountOff', required: boolean) => (
    <label className="bo-field">
      <span>{t(`f_${k}`)}</span>
      <input
        type="number"
        min={required ? 0.01 : 0}
        max={L.AMOUNT_MAX / 100}
        step={0.01}
        required={required}
        aria-invalid={bad(k)}
        value={toDollars(v[k])}
        onChange={(e) => set(k, toCents(e.target.value))}
        data-testid={`bo-promotion-${k}`}
      />
    </label>
  );
  const whole = (k: 'percentOff' | 'giftLimit' | 'giftQty' | 'priority', min: number, max: number) => (
    <label className="bo-field">
      <span>{t(`f_${k}`)}</span>
      <input type="number" min={min} max={max} step={1} required aria-invalid={bad(k)} value={v[k]} onChange={(e) => set(k, Number(e.target.value))} data-testid={`bo-promotion-${k}`} />
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
    <form className="bo-page bo-form" onSubmit={submit} aria-labelledby="bo-promotion-form-title">
      <header className="bo-page__head">
        <h1 id="bo-promotion-form-title">{id === null ? t('newPromotion') : t('editPromotion')}</h1>
        <Link to="/backOffice/promotions" className="bo-button bo-button--ghost">
          {t('back')}
        </Link>
      </header>
      <div className="bo-form__grid">
        <div className="bo-field">
          <label className="bo-field">
            <span>{t('f_code')}</span>
            <input
              required
              minLength={2}
              maxLength={L.CODE_MAX}
              pattern="[A-Za-z0-9][A-Za-z0-9_\-]*"
              aria-invalid={bad('code')}
              value={v.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
              data-testid="bo-promotion-code"
            />
          </label>
          <label className="bo-field">
            <span>{t('f_kind')}</span>
            <select value={v.kind} onChange={(e) => set('kind', e.target.value as BoPromotionValues['kind'])} data-testid="bo-promotion-kind">
              {BO_PROMOTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind_${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('f_scope')}</span>
            <select value={v.scope} onChange={(e) => set('scope', e.target.value as BoPromotionValues['scope'])} data-testid="bo-promotion-scope">
              {BO_PROMOTION_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`scope_${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('f_startsAt')}</span>
            <input type="datetime-local" required aria-invalid={bad('startsAt')} value={toHkInput(v.startsAt)} onChange={(e) => set('startsAt', fromHkInput(e.target.value) || v.startsAt)} />
          </label>
          <label className="bo-field">
            <span>{t('f_endsAt')}</span>
            <input type="datetime-local" required aria-invalid={bad('endsAt')} value={toHkInput(v.endsAt)} onChange={(e) => set('endsAt', fromHkInput(e.target.value) || v.endsAt)} data-testid="bo-promotion-ends" />
          </label>
        </div>
        {i18nInputs('title', L.TITLE_MAX, true)}
        {i18nInputs('description', L.DESCRIPTION_MAX, false)}
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
          <fieldset className="bo-field" aria-invalid={bad('categoryIds')}>
            <legend>
              {t('f_categoryIds')} ({v.categoryIds.length}/{L.TARGETS_MAX})
            </legend>
            {options.data?.categories.map((c) => (
              <label key={c.id} className="bo-check">
                <input
                  type="checkbox"
                  checked={v.categoryIds.includes(c.id)}
                  onChange={() => set('categoryIds', v.categoryIds.includes(c.id) ? v.categoryIds.filter((x) => x !== c.id) : [...v.categoryIds, c.id])}
                />{' '}
                {c.parentId ? '— ' : ''}
                {textIn(c.title, lang)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {save.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(save.error, t)}
        </p>
      ) : null}
      {saved ? (
        <p className="bo-note" role="status" data-testid="bo-promotion-saved">
          {t('saved')}
        </p>
      ) : null}
      <div className="bo-form__actions">
        <button type="submit" className="bo-button" disabled={save.isPending} data-testid="bo-promotion-save">
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
