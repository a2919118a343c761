import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { boSetSkuLowStock } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { boKeys } from '../api/keys.ts';
import { boCounterCatalogue } from '../counter/counter.i18n.ts';

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
  const [level, setLevel] = useState<string | null>(null);
  const shown = level ?? (chosen?.level === null || chosen?.level === undefined ? '' : String(chosen.level));
  const save = useMutation({
    mutationFn: (input: { skuId: number; threshold: number | null }) => callApi<typeof boSetSkuLowStock>('app/backOffice/stock/setLowStockThreshold', input),
    onSuccess: () => client.invalidateQueries({ queryKey: boKeys.stock(spuId) }),
  });
  if (!chosen) return null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ skuId: chosen.id, threshold: shown.trim() === '' ? null : Number(shown) });
    setLevel(null);
  };
  return (
    <form className="bo-form" onSubmit={onSubmit} aria-labelledby="bo-low-level-title" data-testid="bo-sku-low-stock">
      <h2 id="bo-low-level-title">{t('lowLevelTitle')}</h2>
      <p className="bo-note">{t('lowLevelIntro')}</p>
      <div className="bo-form__grid">
        <label className="bo-field">
          <span>SKU</span>
          <select
            value={chosen.id}
            onChange={(e) => {
              setSkuId(Number(e.target.value));
              setLevel(null);
            }}
          >
            {skus.map((k) => (
              <option key={k.id} value={k.id}>
                {k.skuCode}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('lowLevel')}</span>
          <input type="number" min={0} max={1000} step={1} value={shown} placeholder={t('lowLevelDefault')} onChange={(e) => setLevel(e.target.value)} />
        </label>
      </div>
      <button type="submit" className="bo-button" disabled={save.isPending}>
        {t('lowLevelSave')}
      </button>
      {save.isError ? <p className="bo-error">{errorMessage(save.error, t)}</p> : null}
      {save.isSuccess ? (
        <p className="bo-note" role="status">
          {t('lowLevelSaved')}
        </p>
      ) : null}
    </form>
  );
}
