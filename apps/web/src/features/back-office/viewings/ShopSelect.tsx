import { useTranslation } from 'react-i18next';
import { wireText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { useBoPickupShops } from '../api/orders.ts';

/** The physical shops as a select; `all` offers "every shop" (the empty value). */
export function ShopSelect({
  value,
  onChange,
  all,
  label,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  all?: string;
  label: string;
  testId: string;
}) {
  const lang = currentLang();
  const { t } = useTranslation('boViewings');
  const shops = useBoPickupShops();
  return (
    <label className="bo-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {all !== undefined ? <option value="">{all}</option> : <option value="">{t('chooseShop')}</option>}
        {(shops.data?.list ?? []).map((s) => (
          <option key={s.storeCode} value={s.storeCode}>
            {wireText(s, 'name', lang) || s.storeCode}
          </option>
        ))}
      </select>
    </label>
  );
}
