import { useTranslation } from 'react-i18next';
import { NamedOptions } from '../../components/ui/NamedOptions.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { useBoPickupShops } from './api/orders.ts';

/**
 * Where the returned goods of a refund went (decision 193): a physical shop, or '' for the shop the order
 * took them from. Its stock takes the units.
 */
export function ReturnShopSelect({ value, onChange }: { value: string; onChange: (storeCode: string) => void }) {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const shops = useBoPickupShops();
  return (
    <label className="bo-field">
      <span>{t('refundReturnTo')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="bo-refund-return-shop">
        <option value="">{t('refundReturnToOrigin')}</option>
        <NamedOptions items={shops.data?.list ?? []} valueOf={(s) => s.storeCode} lang={lang} />
      </select>
    </label>
  );
}
