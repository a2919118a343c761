import { useTranslation } from 'react-i18next';
import { useViewingSlots } from './api/viewings-api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** A Hong Kong day 'YYYY-MM-DD' `n` days after today. */
export function hkDayFromToday(n: number, now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The day and the slot of a viewing: a date field, then the day's slots as radio buttons (one tab stop,
 * arrow keys move between them), each saying whether places are left.
 */
export function SlotPicker({
  storeCode,
  skuIds,
  day,
  onDay,
  startsAt,
  onSlot,
  error,
}: {
  storeCode: string;
  skuIds: number[];
  day: string;
  onDay: (day: string) => void;
  startsAt: string;
  onSlot: (startsAt: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('viewings');
  const slots = useViewingSlots(storeCode && day && skuIds.length ? { storeCode, skuIds, day } : null);
  return (
    <div className="viewing-slots">
      <label className="viewing-field">
        <span>{t('day')}</span>
        <input type="date" value={day} min={hkDayFromToday(0)} max={hkDayFromToday(60)} onChange={(e) => onDay(e.target.value)} data-testid="viewing-day" />
      </label>
      <fieldset className="viewing-slots__set" aria-describedby={error ? 'viewing-slot-error' : undefined} aria-busy={slots.isFetching}>
        <legend>{t('slot')}</legend>
        {slots.isError ? <p role="alert">{errorMessage(slots.error, t)}</p> : null}
        {slots.data?.closed ? <p data-testid="viewing-closed">{t(`closed_${slots.data.closed}`)}</p> : null}
        <div className="viewing-slots__grid">
          {slots.data?.slots.map((s) => (
            <label key={s.startsAt} className={`viewing-slot${s.available ? '' : ' viewing-slot--off'}`}>
              <input
                type="radio"
                name="viewing-slot"
                value={s.startsAt}
                checked={startsAt === s.startsAt}
                disabled={!s.available}
                onChange={() => onSlot(s.startsAt)}
                data-testid={`viewing-slot-${s.time}`}
              />
              <span>{s.time}</span>
              <span className="viewing-slot__free">{s.available ? t('placesLeft', { count: s.free }) : t('unavailable')}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id="viewing-slot-error" className="viewing-error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
