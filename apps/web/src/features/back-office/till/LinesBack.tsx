import { useTranslation } from 'react-i18next';
import { wireText, type TillReceipt } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { UnitsBackInput } from '../parts/units-back.tsx';

/** The receipt's lines with units left, each with how many come back (the till's return and exchange). */
export function LinesBack({
  lines,
  nums,
  onChange,
  testId,
}: {
  lines: TillReceipt['lines'];
  nums: Record<number, number>;
  onChange: (nums: Record<number, number>) => void;
  testId: (skuCode: string) => string;
}) {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  return (
    <ul className="bo-till__lines">
      {lines.map((l) => (
        <li key={l.lineId} className="bo-till__line">
          <span>
            {wireText(l, 'title', lang)} · {l.skuCode}
          </span>
          <label>
            <span>{t('returnQty')} </span>
            <UnitsBackInput line={l} nums={nums} onChange={onChange} testId={testId(l.skuCode)} />
          </label>
        </li>
      ))}
    </ul>
  );
}
