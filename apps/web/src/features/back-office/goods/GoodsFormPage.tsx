import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_GOODS_LIMITS as L, BO_LIMITS, GOODS_STATUSES, LANGS, type BoGoodsValues, type I18nText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldOfError, textIn } from '../list-tools.tsx';
import { useGoods, useGoodsOptions, useGoodsWrites } from './goods-api.ts';
import { toCents, toDollars } from './money.ts';
import { skuGrid } from './sku-grid.ts';
import { MediaPicker } from '../../../components/media-picker/MediaPicker.tsx';

const empty = (): I18nText => ({ zh_HK: '', zh_CN: '', en: '' });
const blank = (): BoGoodsValues => ({
  title: empty(),
  name: empty(),
  introduction: empty(),
  brand: '',
  categoryId: 0,
  labelIds: [],
  img: '',
  imgList: [],
  status: 'on',
  skus: [],
});

/** Create or edit a product: three-language texts, images, category, labels, attributes and the sku grid. */
export function GoodsFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation('boGoods');
  const lang = currentLang();
  const navigate = useNavigate();
  const options = useGoodsOptions();
  const existing = useGoods(id);
  const { save } = useGoodsWrites();
  const [v, setV] = useState<BoGoodsValues>(blank);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [loaded, setLoaded] = useState(id === null);
  /** Which image field the media picker fills: the main image or one more gallery image. */
  const [picking, setPicking] = useState<'img' | 'imgList' | null>(null);
  // A new product opens its own form after saving: the notice travels with the navigation.
  const [saved, setSaved] = useState(Boolean((useLocation().state as { saved?: boolean } | null)?.saved));

  useEffect(() => {
    if (loaded || !existing.data || !options.data) return;
    const values = existing.data.values;
    setV(values);
    const picks: Record<number, number[]> = {};
    for (const a of options.data.attributes)
      picks[a.id] = a.selections.filter((s) => values.skus.some((k) => k.selectionIds.includes(s.id))).map((s) => s.id);
    setChosen(picks);
    setLoaded(true);
  }, [existing.data, options.data, loaded]);

  const set = <K extends keyof BoGoodsValues>(k: K, value: BoGoodsValues[K]) => setV((old) => ({ ...old, [k]: value }));
  const toggle = (attrId: number, selId: number) => {
    const next = { ...chosen, [attrId]: (chosen[attrId] ?? []).includes(selId) ? chosen[attrId]!.filter((x) => x !== selId) : [...(chosen[attrId] ?? []), selId] };
    setChosen(next);
    const order = options.data?.attributes.map((a) => a.selections.map((s) => s.id).filter((s) => next[a.id]?.includes(s))) ?? [];
    const base = (v.title.en || 'SKU').toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 20) || 'SKU';
    set('skus', skuGrid(order, v.skus, base, v.skus[0]?.price ?? 0));
  };
  const setSku = (i: number, patch: Partial<BoGoodsValues['skus'][number]>) => set('skus', v.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const errorField = fieldOfError(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { ...(id !== null ? { id } : {}), values: v },
      {
        onSuccess: (r) => {
          setSaved(true);
          if (id === null) navigate(`/backOffice/goods/${r.id}`, { replace: true, state: { saved: true } });
        },
      },
    );
  };

  if (id !== null && !loaded) return <p className="bo-note">…</p>;
  const i18nInputs = (k: 'title' | 'name' | 'introduction', max: number, required: boolean) => (
    <fieldset className="bo-field" data-field={k}>
      <legend>{t(`f_${k}`)}</legend>
      {LANGS.map((l) => (
        <label key={l} className="bo-field">
          <span>
            {t(`lang_${l}`)} ({v[k][l].length}/{max})
          </span>
          {k === 'introduction' ? (
            <textarea maxLength={max} value={v[k][l]} onChange={(e) => set(k, { ...v[k], [l]: e.target.value })} data-testid={`bo-goods-${k}-${l}`} />
          ) : (
            <input
              maxLength={max}
              required={required}
              aria-invalid={errorField?.startsWith(k) || undefined}
              value={v[k][l]}
              onChange={(e) => set(k, { ...v[k], [l]: e.target.value })}
              data-testid={`bo-goods-${k}-${l}`}
            />
          )}
        </label>
      ))}
    </fieldset>
  );

  return (
    <form className="bo-page bo-form" onSubmit={submit} aria-labelledby="bo-goods-form-title" noValidate={false}>
      <header className="bo-page__head">
        <h1 id="bo-goods-form-title">{id === null ? t('createTitle') : t('editTitle')}</h1>
        <Link to="/backOffice/goods" className="bo-button bo-button--ghost">
          {t('back')}
        </Link>
      </header>
      <div className="bo-form__grid">
        {i18nInputs('title', L.TITLE_MAX, true)}
        {i18nInputs('name', L.TITLE_MAX, true)}
        {i18nInputs('introduction', L.INTRO_MAX, false)}
        <div className="bo-field">
          <label className="bo-field">
            <span>{t('f_brand')}</span>
            <input maxLength={L.BRAND_MAX} value={v.brand} onChange={(e) => set('brand', e.target.value)} />
          </label>
          <label className="bo-field">
            <span>{t('category')}</span>
            <select required value={v.categoryId || ''} onChange={(e) => set('categoryId', Number(e.target.value))} data-testid="bo-goods-category">
              <option value="">—</option>
              {options.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {textIn(c.title, lang)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('f_img')}</span>
            <input required maxLength={BO_LIMITS.URL_MAX} value={v.img} placeholder="/media/…" onChange={(e) => set('img', e.target.value)} data-testid="bo-goods-img" />
          </label>
          <div className="bo-form__actions">
            {v.img ? <img src={v.img.startsWith('/media/') ? `${v.img}?w=200` : v.img} alt="" width={80} height={80} style={{ objectFit: 'contain' }} /> : null}
            <button type="button" className="bo-button bo-button--ghost" onClick={() => setPicking('img')} data-testid="bo-goods-pick-img">
              {t('pickImage')}
            </button>
          </div>
          <fieldset className="bo-field">
            <legend>
              {t('f_imgList')} ({v.imgList.length}/{L.IMAGES_MAX})
            </legend>
            <ul className="bo-rows-list" data-testid="bo-goods-imglist">
              {v.imgList.map((src, i) => (
                <li key={`${src}:${i}`} className="bo-form__actions">
                  <img src={src.startsWith('/media/') ? `${src}?w=200` : src} alt="" width={56} height={56} style={{ objectFit: 'contain' }} />
                  <input
                    aria-label={`${t('f_imgList')} ${i + 1}`}
                    maxLength={BO_LIMITS.URL_MAX}
                    value={src}
                    onChange={(e) => set('imgList', v.imgList.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                  <button type="button" className="bo-button bo-button--ghost" onClick={() => set('imgList', v.imgList.filter((_, j) => j !== i))}>
                    {t('removeImage')}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="bo-button bo-button--ghost" disabled={v.imgList.length >= L.IMAGES_MAX} onClick={() => setPicking('imgList')} data-testid="bo-goods-add-image">
              {t('addImage')}
            </button>
          </fieldset>
          <label className="bo-field">
            <span>{t('status')}</span>
            <select value={v.status} onChange={(e) => set('status', e.target.value as 'on' | 'off')}>
              {GOODS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="bo-field">
          <legend>
            {t('label')} ({v.labelIds.length}/{L.LABELS_MAX})
          </legend>
          {options.data?.labels.map((l) => (
            <label key={l.id} className="bo-check">
              <input
                type="checkbox"
                checked={v.labelIds.includes(l.id)}
                disabled={!v.labelIds.includes(l.id) && v.labelIds.length >= L.LABELS_MAX}
                onChange={() => set('labelIds', v.labelIds.includes(l.id) ? v.labelIds.filter((x) => x !== l.id) : [...v.labelIds, l.id])}
              />{' '}
              {textIn(l.title, lang)}
            </label>
          ))}
        </fieldset>
        <fieldset className="bo-field">
          <legend>{t('attributes')}</legend>
          {options.data?.attributes.map((a) => (
            <div key={a.id}>
              <strong>{textIn(a.title, lang)}</strong>
              {a.selections.map((s) => (
                <label key={s.id} className="bo-check">
                  <input
                    type="checkbox"
                    checked={chosen[a.id]?.includes(s.id) ?? false}
                    onChange={() => toggle(a.id, s.id)}
                    data-testid={`bo-goods-sel-${a.code}-${s.id}`}
                  />{' '}
                  {textIn(s.title, lang)}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      </div>
      <h2>
        {t('skuGrid')} ({v.skus.length}/{L.SKUS_MAX})
      </h2>
      {v.skus.length === 0 ? <p className="bo-note">{t('noAttributes')}</p> : null}
      <ul className="bo-rows-list" data-testid="bo-goods-skus">
        {v.skus.map((s, i) => (
          <li key={s.selectionIds.join(',')} className="bo-row">
            <strong>
              {s.selectionIds
                .map((sid) => options.data?.attributes.flatMap((a) => a.selections).find((x) => x.id === sid))
                .map((x) => (x ? textIn(x.title, lang) : '?'))
                .join(' × ')}
            </strong>
            <div className="bo-form__grid">
              <label className="bo-field">
                <span>{t('skuCode')}</span>
                <input required maxLength={L.SKU_CODE_MAX} pattern="[A-Za-z0-9][A-Za-z0-9._\-]*" value={s.skuCode} onChange={(e) => setSku(i, { skuCode: e.target.value })} data-testid="bo-sku-code" />
              </label>
              <label className="bo-field">
                <span>{t('price')}</span>
                <input type="number" required min={0} max={L.PRICE_MAX / 100} step={0.01} value={toDollars(s.price)} onChange={(e) => setSku(i, { price: toCents(e.target.value) })} data-testid="bo-sku-price" />
              </label>
              <label className="bo-field">
                <span>{t('originalPrice')}</span>
                <input type="number" required min={0} max={L.PRICE_MAX / 100} step={0.01} value={toDollars(s.originalPrice)} onChange={(e) => setSku(i, { originalPrice: toCents(e.target.value) })} data-testid="bo-sku-original" />
              </label>
              <label className="bo-field">
                <span>{t('status')}</span>
                <select value={s.status} onChange={(e) => setSku(i, { status: e.target.value as 'on' | 'off' })}>
                  {GOODS_STATUSES.map((st) => (
                    <option key={st} value={st}>
                      {t(`status_${st}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </li>
        ))}
      </ul>
      {save.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(save.error, t)}
        </p>
      ) : null}
      {saved ? (
        <p className="bo-note" role="status" data-testid="bo-goods-saved">
          {t('saved')}
        </p>
      ) : null}
      {picking ? (
        <MediaPicker
          onClose={() => setPicking(null)}
          onPick={(url) => {
            if (picking === 'img') set('img', url);
            else set('imgList', [...v.imgList, url].slice(0, L.IMAGES_MAX));
            setPicking(null);
          }}
        />
      ) : null}
      <div className="bo-form__actions">
        <button type="submit" className="bo-button" disabled={save.isPending || v.skus.length === 0} data-testid="bo-goods-save">
          {save.isPending ? t('saving') : t('save')}
        </button>
        {id !== null ? (
          <Link to={`/backOffice/goods/${id}/stock`} className="bo-button bo-button--ghost" data-testid="bo-goods-stock-link">
            {t('stock')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
