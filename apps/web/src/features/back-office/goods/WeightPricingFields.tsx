import { useTranslation } from 'react-i18next';
import { MAKING_MODES, WEIGHT_METALS, WEIGHT_PRICING_LIMITS as W, type WeightPricing } from '@shop/contract';
import { codeChoices, MoneyField, NumberField, SelectField } from '../parts/fields.tsx';
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
  /** The metal and the making mode: a field's codes, labelled `${field}_${code}`. */
  const codeSelect = <K extends 'metal' | 'makingMode'>(r: WeightPricing, field: K, codes: readonly WeightPricing[K][], testId: string) => (
    <SelectField label={t(field)} value={r[field]} onChange={(v) => set({ [field]: v })} choices={codeChoices(codes, t, `${field}_`)} testId={testId} />
  );
  return (
    <div className="bo-form__grid" data-testid="bo-sku-weight">
      <SelectField
        label={t('mode')}
        value={rule ? 'weight' : 'fixed'}
        onChange={(mode) => onChange(mode === 'weight' ? NEW_RULE : null)}
        choices={codeChoices(['fixed', 'weight'] as const, t, 'mode_')}
        testId="bo-sku-pricing-mode"
      />
      {rule ? (
        <>
          {codeSelect(rule, 'metal', WEIGHT_METALS, 'bo-sku-metal')}
          <NumberField
            label={t('weightGrams')}
            required
            min={W.WEIGHT_MG.min / 1000}
            max={W.WEIGHT_MG.max / 1000}
            step={0.001}
            value={rule.weightMg / 1000}
            onChange={(grams) => set({ weightMg: Math.round(Number(grams) * 1000) })}
            testId="bo-sku-weight-grams"
          />
          {codeSelect(rule, 'makingMode', MAKING_MODES, 'bo-sku-making-mode')}
          <MoneyField
            label={t('making')}
            required
            maxCents={W.MAKING_CENTS.max}
            cents={rule.makingCents}
            onChange={(makingCents) => set({ makingCents: makingCents ?? 0 })}
            testId="bo-sku-making"
          />
          <MoneyField
            label={t('originalMaking')}
            maxCents={W.MAKING_CENTS.max}
            cents={rule.originalMakingCents}
            onChange={(originalMakingCents) => {
              const { originalMakingCents: _drop, ...rest } = rule;
              onChange(originalMakingCents === undefined ? rest : { ...rest, originalMakingCents });
            }}
            testId="bo-sku-original-making"
          />
          <p className="bo-note">{t('computed')}</p>
        </>
      ) : null}
    </div>
  );
}
