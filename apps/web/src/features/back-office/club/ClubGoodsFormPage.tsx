import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_CLUB_LIMITS as L, CLUB_LIMIT_PERIODS, LANGS, POINTS_PRODUCT_TYPES, type BoClubGoodsValues, type I18nText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldOfError, textIn } from '../list-tools.tsx';
import { toCents, toDollars } from '../goods/money.ts';
import { useClubCategories, useClubGoods, useClubShops, useClubWrites } from './club-api.ts';
import { ImageField } from './ImageField.tsx';

type Sku = BoClubGoodsValues['skus'][number];
const empty = (): I18nText => ({ zh_HK: '', zh_CN: '', en: '' });
const newSku = (): Sku => ({ skuCode: '', point: 0, birthdayMonthPoints: null, price: 0, originalPrice: 0, limitNum: null, limitPeriod: 'ever', stocks: [] });
const blank = (): BoClubGoodsValues => ({
  categoryId: 0,
  title: empty(),
  detail: empty(),
  img: '',
  imgList: [],
  productType: 'gift',
  mallDisplay: true,
  status: 'on',
  sort: 0,
  skus: [newSku()],
});
const optionalInt = (s: string) => (s.trim() === '' ? null : Math.max(0, Math.round(Number(s))));

/**
 * Create or edit a club item: three-language title and details, images from the media library, type,
 * and its skus — points, birthday-month points, cash due at the counter, limit per member and period,
 * stock per physical shop (sent as the change from what the form was drawn with; decision 171).
 */
export function ClubGoodsFormPage({ id }: { id: number | null }) {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const navigate = useNavigate();
  const existing = useClubGoods(id);
  const categories = useClubCategories();
  const shops = useClubShops();
  const { saveGoods: save } = useClubWrites();
  const [v, setV] = useState<BoClubGoodsValues>(blank);
  const [loaded, setLoaded] = useState(id === null);
  const [saved, setSaved] = useState(Boolean((useLocation().state as { saved?: boolean } | null)?.saved));

  useEffect(() => {
    if (loaded || !existing.data) return;
    setV(existing.data.values);
    setLoaded(true);
  }, [existing.data, loaded]);

  const set = <K extends keyof BoClubGoodsValues>(k: K, value: BoClubGoodsValues[K]) => setV((old) => ({ ...old, [k]: value }));
  const setSku = (i: number, patch: Partial<Sku>) => set('skus', v.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const stockOf = (s: Sku, shop: string) => s.stocks.find((x) => x.storeCode === shop);
  const setStock = (i: number, shop: string, qty: number) => {
    const s = v.skus[i]!;
    const had = stockOf(s, shop);
    setSku(i, { stocks: had ? s.stocks.map((x) => (x.storeCode === shop ? { ...x, qty } : x)) : [...s.stocks, { storeCode: shop, qty }] });
  };
  const errorField = fieldOfError(save.error);
  const bad = (k: string) => errorField?.startsWith(`values.${k}`) || undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { ...(id !== null ? { id } : {}), values: v },
      {
        onSuccess: (r) => {
          setSaved(true);
          // Drawn again from the server, so the next save's stock changes start from what is there now.
          if (id === null) navigate(`/backOffice/club/goods/${r.id}`, { replace: true, state: { saved: true } });
          else void existing.refetch().then((x) => x.data && setV(x.data.values));
        },
      },
    );
  };

  if (id !== null && !loaded) return existing.isError ? <p className="bo-error">{errorMessage(existing.error, t)}</p> : <p className="bo-note">…</p>;
  const i18nInputs = (k: 'title' | 'detail', max: number, required: boolean) => (
    <fieldset className="bo-field" data-field={k}>
      <legend>{t(`f_${k}`)}</legend>
      {LANGS.map((l) => (
        <label key={l} className="bo-field">
          <span>
            {t(`lang_${l}`)} ({v[k][l].length}/{max})
          </span>
          {k === 'detail' ? (
            <textarea maxLength={max} value={v[k][l]} onChange={(e) => set(k, { ...v[k], [l]: e.target.value })} data-testid={`bo-club-${k}-${l}`} />
          ) : (
            <input required={required} maxLength={max} aria-invalid={bad(k)} value={v[k][l]} onChange={(e) => set(k, { ...v[k], [l]: e.target.value })} data-testid={`bo-club-${k}-${l}`} />
          )}
        </label>
      ))}
    </fieldset>
  );

  return (
    <form className="bo-page bo-form" onSubmit={submit} aria-labelledby="bo-club-form-title">
      <header className="bo-page__head">
        <h1 id="bo-club-form-title">{id === null ? t('newClubGoods') : t('editClubGoods')}</h1>
        <Link to="/backOffice/club/goods" className="bo-button bo-button--ghost">
          {t('back')}
        </Link>
      </header>
      <div className="bo-form__grid">
        {i18nInputs('title', L.TITLE_MAX, true)}
        {i18nInputs('detail', L.DETAIL_MAX, false)}
        <div className="bo-field">
          <label className="bo-field">
            <span>{t('category')}</span>
            <select required aria-invalid={bad('categoryId')} value={v.categoryId || ''} onChange={(e) => set('categoryId', Number(e.target.value))} data-testid="bo-club-category">
              <option value="">—</option>
              {categories.data?.list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.parentId ? '— ' : ''}
                  {textIn(c.title, lang)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('f_productType')}</span>
            <select value={v.productType} onChange={(e) => set('productType', e.target.value as BoClubGoodsValues['productType'])}>
              {POINTS_PRODUCT_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`type_${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('status')}</span>
            <select value={v.status} onChange={(e) => set('status', e.target.value as 'on' | 'off')} data-testid="bo-club-status">
              <option value="on">{t('status_on')}</option>
              <option value="off">{t('status_off')}</option>
            </select>
          </label>
          <label className="bo-check">
            <input type="checkbox" checked={v.mallDisplay} onChange={(e) => set('mallDisplay', e.target.checked)} /> {t('f_mallDisplay')}
          </label>
          <label className="bo-field">
            <span>{t('sort')}</span>
            <input type="number" min={0} max={L.SORT_MAX} value={v.sort} onChange={(e) => set('sort', Number(e.target.value))} />
          </label>
        </div>
        <div className="bo-field">
          <ImageField label={t('f_img')} value={v.img} onChange={(img) => set('img', img)} required testId="bo-club-img" />
          <p>
            {t('f_imgList')} ({v.imgList.length}/{L.IMAGES_MAX})
          </p>
          {v.imgList.map((src, i) => (
            <span key={`${src}-${i}`} className="bo-form__actions">
              <img src={src} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />
              <button type="button" className="bo-button bo-button--ghost" onClick={() => set('imgList', v.imgList.filter((_, j) => j !== i))}>
                {t('removeImage')}
              </button>
            </span>
          ))}
          {v.imgList.length < L.IMAGES_MAX ? <ImageField label="+" value="" onChange={(src) => src && set('imgList', [...v.imgList, src])} /> : null}
        </div>
      </div>
      <h2>
        {t('skus')} ({v.skus.length}/{L.SKUS_MAX})
      </h2>
      <ul className="bo-rows-list" data-testid="bo-club-skus">
        {v.skus.map((s, i) => (
          <li key={s.id ?? `new-${i}`} className="bo-row">
            <div className="bo-form__grid">
              <label className="bo-field">
                <span>{t('skuCode')}</span>
                <input required maxLength={L.SKU_CODE_MAX} pattern="[A-Za-z0-9][A-Za-z0-9._\-]*" aria-invalid={bad(`skus.${i}.skuCode`)} value={s.skuCode} onChange={(e) => setSku(i, { skuCode: e.target.value })} data-testid="bo-club-sku-code" />
              </label>
              <label className="bo-field">
                <span>{t('point')}</span>
                <input type="number" required min={0} max={L.POINTS_MAX} value={s.point} onChange={(e) => setSku(i, { point: Number(e.target.value) })} data-testid="bo-club-sku-point" />
              </label>
              <label className="bo-field">
                <span>{t('birthdayPoints')}</span>
                <input type="number" min={0} max={L.POINTS_MAX} value={s.birthdayMonthPoints ?? ''} onChange={(e) => setSku(i, { birthdayMonthPoints: optionalInt(e.target.value) })} />
              </label>
              <label className="bo-field">
                <span>{t('cashDue')}</span>
                <input type="number" min={0} max={L.AMOUNT_MAX / 100} step={0.01} value={toDollars(s.price)} onChange={(e) => setSku(i, { price: toCents(e.target.value) })} />
              </label>
              <label className="bo-field">
                <span>{t('originalPrice')}</span>
                <input type="number" min={0} max={L.AMOUNT_MAX / 100} step={0.01} value={toDollars(s.originalPrice)} onChange={(e) => setSku(i, { originalPrice: toCents(e.target.value) })} />
              </label>
              <label className="bo-field">
                <span>{t('limitNum')}</span>
                <input type="number" min={1} max={L.LIMIT_MAX} value={s.limitNum ?? ''} onChange={(e) => setSku(i, { limitNum: optionalInt(e.target.value) || null })} />
              </label>
              <label className="bo-field">
                <span>{t('limitPeriod')}</span>
                <select value={s.limitPeriod} onChange={(e) => setSku(i, { limitPeriod: e.target.value as Sku['limitPeriod'] })}>
                  {CLUB_LIMIT_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`period_${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              {shops.data?.shops.map((shop) => (
                <label key={shop.code} className="bo-field">
                  <span>{t('stockAt', { shop: textIn(shop.title, lang) })}</span>
                  <input
                    type="number"
                    min={0}
                    max={L.STOCK_MAX}
                    value={stockOf(s, shop.code)?.qty ?? 0}
                    onChange={(e) => setStock(i, shop.code, Math.max(0, Math.round(Number(e.target.value))))}
                    data-testid={`bo-club-stock-${shop.code}`}
                  />
                </label>
              ))}
            </div>
            {v.skus.length > 1 ? (
              <button type="button" className="bo-button bo-button--ghost" onClick={() => set('skus', v.skus.filter((_, j) => j !== i))}>
                {t('removeSku')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {v.skus.length < L.SKUS_MAX ? (
        <button type="button" className="bo-button bo-button--ghost" onClick={() => set('skus', [...v.skus, newSku()])}>
          {t('addSku')}
        </button>
      ) : null}
      {save.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(save.error, t)}
        </p>
      ) : null}
      {saved ? (
        <p className="bo-note" role="status" data-testid="bo-club-saved">
          {t('saved')}
        </p>
      ) : null}
      <div className="bo-form__actions">
        <button type="submit" className="bo-button" disabled={save.isPending} data-testid="bo-club-save">
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
