import { useState } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_GOODS_LIMITS as L, BO_LIMITS, GOODS_STATUSES, IMAGE, type BoGoodsValues, boSaveGoods } from '@shop/contract';
import { imageUrl } from '../../../lib/image.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { textIn, without } from '../list-tools.tsx';
import { CheckList, I18nTextFields, MoneyField, SelectField, codeChoices, emptyText, titledChoices, TextField } from '../parts/fields.tsx';
import { RecordScreen, useRecordForm } from '../parts/record-form.tsx';
import { useGoods, useGoodsOptions, useGoodsWrites } from './goods-api.ts';
import { duplicateCodes, skuGrid } from './sku-grid.ts';
import { WeightPricingFields } from './WeightPricingFields.tsx';
import { MetalWarning } from './MetalWarning.tsx';
import { MediaPicker } from '../../../components/media-picker/MediaPicker.tsx';

const blank = (): BoGoodsValues => ({
  title: emptyText(),
  name: emptyText(),
  introduction: emptyText(),
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
  const { t: tw } = useTranslation('boWeight');
  const { t: tg } = useTranslation('boGoldCheck');
  const lang = currentLang();
  const options = useGoodsOptions();
  const existing = useGoods(id);
  const { save } = useGoodsWrites();
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  /** Which image field the media picker fills: the main image or one more gallery image. */
  const [picking, setPicking] = useState<'img' | 'imgList' | null>(null);
  const record = useRecordForm<BoGoodsValues>({
    id,
    blank,
    existing,
    save,
    schema: boSaveGoods.request,
    labels: {
      title: t('f_title'),
      name: t('f_name'),
      introduction: t('f_introduction'),
      brand: t('f_brand'),
      categoryId: t('category'),
      labelIds: t('label'),
      img: t('f_img'),
      imgList: t('f_imgList'),
      status: t('status'),
      skus: t('skuGrid'),
    },
    // A refusal inside the sku grid names the field of the row (issue 37): "SKU grid, row 1, Original price".
    rowLabels: {
      'skus.skuCode': t('skuCode'),
      'skus.price': t('price'),
      'skus.originalPrice': t('originalPrice'),
      'skus.status': t('status'),
      'skus.selectionIds': t('attributes'),
      'skus.weightPricing': tw('mode'),
      'skus.weightPricing.metal': tw('metal'),
      'skus.weightPricing.weightMg': tw('weightGrams'),
      'skus.weightPricing.makingCents': tw('making'),
      'skus.weightPricing.originalMakingCents': tw('originalMaking'),
    },
    path: '/backOffice/goods',
    t,
    ready: Boolean(options.data),
    // The attribute selections the record's skus use are the ones ticked.
    onLoad: (values) => {
      const picks: Record<number, number[]> = {};
      for (const a of options.data?.attributes ?? [])
        picks[a.id] = a.selections.filter((s) => values.skus.some((k) => k.selectionIds.includes(s.id))).map((s) => s.id);
      setChosen(picks);
    },
  });
  const { v, set, setRow, bad } = record;

  // Said before the save, by the code itself: the server would only name the row.
  const dupes = duplicateCodes(v.skus);

  const toggle = (attrId: number, selId: number) => {
    const next = {
      ...chosen,
      [attrId]: (chosen[attrId] ?? []).includes(selId) ? chosen[attrId]!.filter((x) => x !== selId) : [...(chosen[attrId] ?? []), selId],
    };
    setChosen(next);
    const order = options.data?.attributes.map((a) => a.selections.map((s) => s.id).filter((s) => next[a.id]?.includes(s))) ?? [];
    const base =
      (v.title.en || 'SKU')
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '')
        .slice(0, 20) || 'SKU';
    set('skus', skuGrid(order, v.skus, base, v.skus[0]?.price ?? 0));
  };
  const setSku = (i: number, patch: Partial<BoGoodsValues['skus'][number]>) => setRow('skus', i, patch);

  return (
    <RecordScreen
      record={record}
      titleId="bo-goods-form-title"
      title={id === null ? t('createTitle') : t('editTitle')}
      back={{ to: '/backOffice/goods', label: t('back') }}
      testId="bo-goods"
      t={t}
      disabled={v.skus.length === 0 || dupes.length > 0}
      actions={
        id !== null ? (
          <Link to={`/backOffice/goods/${id}/stock`} className="bo-button bo-button--ghost" data-testid="bo-goods-stock-link">
            {t('stock')}
          </Link>
        ) : null
      }
    >
      <div className="bo-form__grid">
        <I18nTextFields
          form={{ v, set, bad }}
          fields={[
            { key: 'title', max: L.TITLE_MAX, required: true },
            { key: 'name', max: L.TITLE_MAX, required: true },
            { key: 'introduction', max: L.INTRO_MAX, multiline: true },
          ]}
          testPrefix="bo-goods"
          t={t}
        />
        <div className="bo-field">
          <TextField label={t('f_brand')} maxLength={L.BRAND_MAX} value={v.brand} onChange={(x) => set('brand', x)} />
          <SelectField
            label={t('category')}
            value={v.categoryId}
            onChange={(x) => set('categoryId', x)}
            choices={titledChoices(options.data?.categories, lang)}
            blank="—"
            required
            testId="bo-goods-category"
          />
          <TextField
            label={t('f_img')}
            required
            maxLength={BO_LIMITS.URL_MAX}
            value={v.img}
            placeholder="/media/…"
            invalid={bad('img')}
            onChange={(x) => set('img', x)}
            testId="bo-goods-img"
          />
          <div className="bo-row__actions">
            {v.img ? <img src={imageUrl(v.img, IMAGE.MIN_WIDTH)} alt="" width={80} height={80} style={{ objectFit: 'contain' }} /> : null}
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
                <li key={`${src}:${i}`} className="bo-row__actions">
                  <img src={imageUrl(src, IMAGE.MIN_WIDTH)} alt="" width={56} height={56} style={{ objectFit: 'contain' }} />
                  <input
                    aria-label={`${t('f_imgList')} ${i + 1}`}
                    maxLength={BO_LIMITS.URL_MAX}
                    value={src}
                    onChange={(e) =>
                      set(
                        'imgList',
                        v.imgList.map((x, j) => (j === i ? e.target.value : x)),
                      )
                    }
                  />
                  <button type="button" className="bo-button bo-button--ghost" onClick={() => set('imgList', without(v.imgList, i))}>
                    {t('removeImage')}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="bo-button bo-button--ghost"
              disabled={v.imgList.length >= L.IMAGES_MAX}
              onClick={() => setPicking('imgList')}
              data-testid="bo-goods-add-image"
            >
              {t('addImage')}
            </button>
          </fieldset>
          <SelectField label={t('status')} value={v.status} onChange={(x) => set('status', x)} choices={codeChoices(GOODS_STATUSES, t, 'status_')} />
        </div>
        <CheckList
          legend={t('label')}
          picked={v.labelIds}
          onChange={(x) => set('labelIds', x)}
          choices={titledChoices<number>(options.data?.labels, lang)}
          max={L.LABELS_MAX}
        />
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
      {dupes.length ? (
        <p className="bo-error" role="alert" data-testid="bo-sku-duplicate">
          {t('duplicateCode', { codes: dupes.join('”, “') })}
        </p>
      ) : null}
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
              <TextField
                label={t('skuCode')}
                required
                maxLength={L.SKU_CODE_MAX}
                pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
                value={s.skuCode}
                onChange={(x) => setSku(i, { skuCode: x })}
                invalid={dupes.includes(s.skuCode.trim().toUpperCase()) || bad(`skus.${i}.skuCode`)}
                testId="bo-sku-code"
              />
              <MoneyField
                label={t('price')}
                required
                maxCents={L.PRICE_MAX}
                cents={s.price}
                onChange={(price) => setSku(i, { price: price ?? 0 })}
                testId="bo-sku-price"
              />
              {/* Blank: no original price of its own — the price itself, not on sale (issue 37). */}
              <MoneyField
                label={t('originalPrice')}
                maxCents={L.PRICE_MAX}
                placeholder={tg('originalBlank')}
                cents={s.originalPrice}
                invalid={bad(`skus.${i}.originalPrice`)}
                onChange={(originalPrice) => setSku(i, { originalPrice })}
                testId="bo-sku-original"
              />
              <SelectField
                label={t('status')}
                value={s.status}
                onChange={(x) => setSku(i, { status: x })}
                choices={codeChoices(GOODS_STATUSES, t, 'status_')}
              />
            </div>
            <WeightPricingFields value={s.weightPricing} onChange={(weightPricing) => setSku(i, { weightPricing })} />
            <MetalWarning title={v.title} metal={s.weightPricing?.metal} />
          </li>
        ))}
      </ul>
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
    </RecordScreen>
  );
}
