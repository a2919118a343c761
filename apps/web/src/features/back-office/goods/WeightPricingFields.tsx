import { useTranslation } from 'react-i18next';
import { MAKING_MODES, WEIGHT_METALS, WEIGHT_PRICING_LIMITS as W, type WeightPricing } from '@shop/contract';
import { toCents, toDollars } from './money.ts';
import './weight-pricing.i18n.ts';

const NEW_RULE: WeightPricing = { metal: 'gold9999', weightMg: 3_743, makingMode: 'fixed', makingCents: 0 };

/**
 * A sku's pricing mode in the goods form (issue 30): a fixed price (the price fields above), or by weight
 * — metal, weight in grams, making charge per piece or per gram, and an optional original making charge.
 * Bounds come from the contract's `weightPricingSchema`.
 */
export function WeightPricingFields({ value, onChange }: { value: WeightPricing | null | undefined; onChange: (v: WeightPricing | null) => void }) {
  const { t } = useTranslation('boWeight');
  const rule = value ?? null;
  const set = (patch: Partial<WeightPricing>) => onChange({ ...(rule ?? NEW_RULE), ...patch });
  return (
    <div className="bo-form__grid" data-testid="bo-sku-weight">
      <label className="bo-field">
        <span>{t('mode')}</span>
        <select value={rule ? 'weight' : 'fixed'} onChange={(e) => onChange(e.target.value === 'weight' ? NEW_RULE : null)} data-testid="bo-sku-pricing-mode">
          <option value="fixed">{t('mode_fixed')}</option>
          <option value="weight">{t('mode_weight')}</option>
        </select>
      </label>
      {rule ? (
        <>
          <label className="bo-field">
            <span>{t('metal')}</span>
            <select value={rule.metal} onChange={(e) => set({ metal: e.target.value as WeightPricing['metal'] })} data-testid="bo-sku-metal">
              {WEIGHT_METALS.map((m) => (
                <option key={m} value={m}>
                  {t(`metal_${m}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('weightGrams')}</span>
            <input
              type="number"
              required
              min={W.WEIGHT_MG.min / 1000}
              max={W.WEIGHT_MG.max / 1000}
              step={0.001}
              value={rule.weightMg / 1000}
              onChange={(e) => set({ weightMg: Math.round(Number(e.target.value) * 1000) })}
              data-testid="bo-sku-weight-grams"
            />
          </label>
          <label className="bo-field">
            <span>{t('makingMode')}</span>
            <select
              value={rule.makingMode}
              onChange={(e) => set({ makingMode: e.target.value as WeightPricing['makingMode'] })}
              data-testid="bo-sku-making-mode"
            >
              {MAKING_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`makingMode_${m}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('making')}</span>
            <input
              type="number"
              required
              min={0}
              max={W.MAKING_CENTS.max / 100}
              step={0.01}
              value={toDollars(rule.makingCents)}
              onChange={(e) => set({ makingCents: toCents(e.target.value) })}
              data-testid="bo-sku-making"
            />
          </label>
          <label className="bo-field">
            <span>{t('originalMaking')}</span>
            <input
              type="number"
              min={0}
              max={W.MAKING_CENTS.max / 100}
              step={0.01}
              value={rule.originalMakingCents === undefined ? '' : toDollars(rule.originalMakingCents)}
              onChange={(e) => {
                const { originalMakingCents: _drop, ...rest } = rule;
                onChange(e.target.value === '' ? rest : { ...rest, originalMakingCents: toCents(e.target.value) });
              }}
              data-testid="bo-sku-original-making"
            />
          </label>
          <p className="bo-note">{t('computed')}</p>
        </>
      ) : null}
    </div>
  );
}
