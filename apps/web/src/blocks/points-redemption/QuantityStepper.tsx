import { useTranslation } from 'react-i18next';

/** The quantity stepper of a redemption item (blocks §5): minimum 0, disabled when out of stock; 0 removes. */
export function QuantityStepper({
  name,
  value,
  max,
  disabled,
  onChange,
}: {
  name: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('pointsRedemption');
  const top = Math.max(0, max);
  const set = (n: number) => onChange(Math.max(0, Math.min(top, n)));
  return (
    <div className="points-stepper" role="group" aria-label={`${t('quantity')} ${name}`}>
      <button type="button" aria-label={`${t('less')} ${name}`} disabled={disabled || value <= 0} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={`${t('quantity')} ${name}`}
        min={0}
        max={top}
        value={value}
        disabled={disabled}
        onChange={(e) => set(Number.parseInt(e.target.value || '0', 10) || 0)}
      />
      <button type="button" aria-label={`${t('more')} ${name}`} disabled={disabled || value >= top} onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}
