import { useTranslation } from 'react-i18next';
import { BO_CLUB_LIMITS as L, CLUB_LIMIT_PERIODS, GOODS_STATUSES, POINTS_PRODUCT_TYPES, type BoClubGoodsValues, boSaveClubGoods } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { textIn, without } from '../list-tools.tsx';
import { I18nTextFields, MoneyField, NumberField, SelectField, codeChoices, emptyText, titledChoices, TextField } from '../parts/fields.tsx';
import { RecordScreen, useRecordForm } from '../parts/record-form.tsx';
import { useClubCategories, useClubGoods, useClubShops, useClubWrites } from './club-api.ts';
import { ImageField } from './ImageField.tsx';

type Sku = BoClubGoodsValues['skus'][number];
const newSku = (): Sku => ({ skuCode: '', point: 0, birthdayMonthPoints: null, price: 0, originalPrice: 0, limitNum: null, limitPeriod: 'ever', stocks: [] });
const blank = (): BoClubGoodsValues => ({
  categoryId: 0,
  title: emptyText(),
  detail: emptyText(),
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
  const existing = useClubGoods(id);
  const categories = useClubCategories();
  const shops = useClubShops();
  const { saveGoods: save } = useClubWrites();
  const record = useRecordForm<BoClubGoodsValues>({
    id,
    blank,
    existing,
    save,
    schema: boSaveClubGoods.request,
    labels: {
      title: t('f_title'),
      detail: t('f_detail'),
      categoryId: t('category'),
      img: t('f_img'),
      imgList: t('f_imgList'),
      productType: t('f_productType'),
      mallDisplay: t('f_mallDisplay'),
      status: t('status'),
      sort: t('sort'),
      skus: t('skus'),
    },
    path: '/backOffice/club/goods',
    t,
    // Drawn again from the server, so the next save's stock changes start from what is there now.
    onSaved: () => void existing.refetch().then((x) => x.data && setV(x.data.values)),
  });
  const { v, setV, set, setRow, bad } = record;

  const setSku = (i: number, patch: Partial<Sku>) => setRow('skus', i, patch);
  const stockOf = (s: Sku, shop: string) => s.stocks.find((x) => x.storeCode === shop);
  const setStock = (i: number, shop: string, qty: number) => {
    const s = v.skus[i]!;
    const had = stockOf(s, shop);
    setSku(i, { stocks: had ? s.stocks.map((x) => (x.storeCode === shop ? { ...x, qty } : x)) : [...s.stocks, { storeCode: shop, qty }] });
  };

  return (
    <RecordScreen
      record={record}
      titleId="bo-club-form-title"
      title={id === null ? t('newClubGoods') : t('editClubGoods')}
      back={{ to: '/backOffice/club/goods', label: t('back') }}
      testId="bo-club"
      t={t}
    >
      <div className="bo-form__grid">
        <I18nTextFields
          form={{ v, set, bad }}
          fields={[
            { key: 'title', max: L.TITLE_MAX, required: true },
            { key: 'detail', max: L.DETAIL_MAX, multiline: true },
          ]}
          testPrefix="bo-club"
          t={t}
        />
        <div className="bo-field">
          <SelectField
            label={t('category')}
            value={v.categoryId}
            onChange={(x) => set('categoryId', x)}
            choices={titledChoices(categories.data?.list, lang)}
            blank="—"
            required
            invalid={bad('categoryId')}
            testId="bo-club-category"
          />
          <SelectField
            label={t('f_productType')}
            value={v.productType}
            onChange={(x) => set('productType', x)}
            choices={codeChoices(POINTS_PRODUCT_TYPES, t, 'type_')}
          />
          <SelectField
            label={t('status')}
            value={v.status}
            onChange={(x) => set('status', x)}
            choices={codeChoices(GOODS_STATUSES, t, 'status_')}
            testId="bo-club-status"
          />
          <label className="bo-check">
            <input type="checkbox" checked={v.mallDisplay} onChange={(e) => set('mallDisplay', e.target.checked)} /> {t('f_mallDisplay')}
          </label>
          <NumberField label={t('sort')} min={0} max={L.SORT_MAX} value={v.sort} onChange={(x) => set('sort', Number(x))} />
        </div>
        <div className="bo-field">
          <ImageField label={t('f_img')} value={v.img} onChange={(img) => set('img', img)} required testId="bo-club-img" />
          <p>
            {t('f_imgList')} ({v.imgList.length}/{L.IMAGES_MAX})
          </p>
          {v.imgList.map((src, i) => (
            <span key={`${src}-${i}`} className="bo-row__actions">
              <img src={src} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />
              <button type="button" className="bo-button bo-button--ghost" onClick={() => set('imgList', without(v.imgList, i))}>
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
              <TextField
                label={t('skuCode')}
                required
                maxLength={L.SKU_CODE_MAX}
                pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
                invalid={bad(`skus.${i}.skuCode`)}
                value={s.skuCode}
                onChange={(x) => setSku(i, { skuCode: x })}
                testId="bo-club-sku-code"
              />
              <NumberField
                label={t('point')}
                required
                min={0}
                max={L.POINTS_MAX}
                value={s.point}
                onChange={(x) => setSku(i, { point: Number(x) })}
                testId="bo-club-sku-point"
              />
              <NumberField
                label={t('birthdayPoints')}
                min={0}
                max={L.POINTS_MAX}
                value={s.birthdayMonthPoints ?? ''}
                onChange={(x) => setSku(i, { birthdayMonthPoints: optionalInt(x) })}
              />
              <MoneyField label={t('cashDue')} maxCents={L.AMOUNT_MAX} cents={s.price} onChange={(price) => setSku(i, { price: price ?? 0 })} />
              <MoneyField
                label={t('originalPrice')}
                maxCents={L.AMOUNT_MAX}
                cents={s.originalPrice}
                onChange={(originalPrice) => setSku(i, { originalPrice: originalPrice ?? 0 })}
              />
              <NumberField
                label={t('limitNum')}
                min={1}
                max={L.LIMIT_MAX}
                value={s.limitNum ?? ''}
                onChange={(x) => setSku(i, { limitNum: optionalInt(x) || null })}
              />
              <SelectField
                label={t('limitPeriod')}
                value={s.limitPeriod}
                onChange={(x) => setSku(i, { limitPeriod: x })}
                choices={codeChoices(CLUB_LIMIT_PERIODS, t, 'period_')}
              />
              {shops.data?.shops.map((shop) => (
                <NumberField
                  key={shop.code}
                  label={t('stockAt', { shop: textIn(shop.title, lang) })}
                  min={0}
                  max={L.STOCK_MAX}
                  value={stockOf(s, shop.code)?.qty ?? 0}
                  onChange={(x) => setStock(i, shop.code, Math.max(0, Math.round(Number(x))))}
                  testId={`bo-club-stock-${shop.code}`}
                />
              ))}
            </div>
            {v.skus.length > 1 ? (
              <button type="button" className="bo-button bo-button--ghost" onClick={() => set('skus', without(v.skus, i))}>
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
    </RecordScreen>
  );
}
