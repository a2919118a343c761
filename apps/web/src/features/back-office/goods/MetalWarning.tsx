import { useTranslation } from 'react-i18next';
import { titleMetalConflicts, type I18nText, type WeightMetal } from '@shop/contract';
import './gold-check.i18n.ts';

/**
 * Beside a by-weight sku: the product's title names another metal than the one it is priced as ("足金"
 * priced at 18K; decision 372). The contract's word list decides, as the API's answer to the save does;
 * a warning, not a refusal: the title may be what is wrong.
 */
export function MetalWarning({ title, metal }: { title: I18nText; metal: WeightMetal | undefined }) {
  const { t } = useTranslation('boGoldCheck');
  if (!metal) return null;
  const named = titleMetalConflicts(title, metal);
  if (!named.length) return null;
  return (
    <p className="bo-warning" role="status" data-testid="bo-sku-metal-warning">
      {t('titleMetal', { named: named.map((m) => t(`metal_${m}`)).join(' / '), metal: t(`metal_${metal}`) })}
    </p>
  );
}
