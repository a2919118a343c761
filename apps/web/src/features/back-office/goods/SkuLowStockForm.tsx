import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boSetSkuLowStock, type CallRequest } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { BoFormError, boInvalid } from '../parts/bo-form.tsx';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boKeys } from '../api/keys.ts';
import { boCounterCatalogue } from '../counter/counter.i18n.ts';
import { NumberField, SelectField } from '../parts/fields.tsx';

addCatalogue(boCounterCatalogue);

/**
 * A SKU's own low-stock level (issue 40, decision 456): empty follows the merchant's default on the home.
 * `skus` carries each SKU's level as the stock list answered it.
 */
export function SkuLowStockForm({ spuId, skus }: { spuId: number; skus: { id: number; skuCode: string; level: number | null }[] }) {
  const { t } = useTranslation('boCounter');
  const client = useQueryClient();
  const [skuId, setSkuId] = useState<number | null>(null);
  const chosen = skus.find((k) => k.id === skuId) ?? skus[0];
  const save = useMutation({
    mutationFn: (input: CallRequest<typeof boSetSkuLowStock>) => callApi<typeof boSetSkuLowStock>('app/backOffice/stock/setLowStockThreshold', input),
    onSuccess: () => client.invalidateQueries({ queryKey: boKeys.stock(spuId) }),
  });
  // The level typed, else (null) the chosen SKU's own as the list answered it.
  const form = useForm({
    schema: boSetSkuLowStock.request,
    initial: { level: null as string | null },
    request: (v) => {
      const shown = v.level ?? (chosen?.level === null || chosen?.level === undefined ? '' : String(chosen.level));
      return { skuId: chosen?.id ?? 0, threshold: shown.trim() === '' ? null : Number(shown) };
    },
    send: (input: CallRequest<typeof boSetSkuLowStock>) => save.mutateAsync(input),
    done: () => {
      form.setValues({ level: null });
    },
    t,
  });
  const level = form.values.level;
  const setLevel = (value: string | null) => form.setValues({ level: value });
  const shown = level ?? (chosen?.level === null || chosen?.level === undefined ? '' : String(chosen.level));
  if (!chosen) return null;
  return (
    <Form form={form} className="bo-form" aria-labelledby="bo-low-level-title" data-testid="bo-sku-low-stock">
      <h2 id="bo-low-level-title">{t('lowLevelTitle')}</h2>
      <p className="bo-note">{t('lowLevelIntro')}</p>
      <div className="bo-form__grid">
        <SelectField
          label="SKU"
          value={chosen.id}
          choices={skus.map((k) => ({ value: k.id, label: k.skuCode }))}
          onChange={(id) => {
            setSkuId(id);
            setLevel(null);
          }}
        />
        <NumberField
          label={t('lowLevel')}
          min={0}
          max={1000}
          step={1}
          value={shown}
          placeholder={t('lowLevelDefault')}
          invalid={boInvalid(form, 'threshold')}
          onChange={(x) => setLevel(x)}
        />
      </div>
      <button type="submit" className="bo-button" disabled={form.pending}>
        {t('lowLevelSave')}
      </button>
      <BoFormError form={form} t={t} labels={{ threshold: t('lowLevel') }} />
      {save.isSuccess && !form.invalid.length ? (
        <p className="bo-note" role="status">
          {t('lowLevelSaved')}
        </p>
      ) : null}
    </Form>
  );
}
