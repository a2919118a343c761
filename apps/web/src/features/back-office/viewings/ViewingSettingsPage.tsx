import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWING_LIMITS, viewingSettingsSchema, type ViewingSettings } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { useViewingDesk, useViewingSettings } from '../api/viewings.ts';
import { ShopSelect } from './ShopSelect.tsx';
import './strings.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * /backOffice/viewings (role 6, issue 44): a shop's viewing hours per weekday, slot length, places per
 * slot, the cut-off for changes and the blackout days; checked with the call's own schema before saving.
 */
export function ViewingSettingsPage() {
  const { t } = useTranslation('boViewings');
  const [shop, setShop] = useState('');
  const settings = useViewingSettings(shop);
  const { save } = useViewingDesk();
  const [form, setForm] = useState<ViewingSettings | null>(null);
  const [blackouts, setBlackouts] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!settings.data) return;
    setForm(settings.data);
    setBlackouts(settings.data.blackouts.join('\n'));
    setErrors({});
  }, [settings.data]);

  const setDay = (i: number, value: [string, string] | null) => form && setForm({ ...form, hours: form.hours.map((h, j) => (j === i ? value : h)) });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const values = { ...form, blackouts: blackouts.split(/\s+/).filter(Boolean) };
    const errs = fieldErrors(viewingSettingsSchema, values);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await save.mutateAsync(values);
      dialogs.toast(t('saved'));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  const err = (k: string) =>
    errors[k] ? (
      <span id={`bo-vs-${k}-error`} className="bo-error" role="alert">
        {t(errors[k])}
      </span>
    ) : null;
  const described = (k: string) => (errors[k] ? { 'aria-invalid': true, 'aria-describedby': `bo-vs-${k}-error` } : {});

  return (
    <BoPage id="bo-viewing-settings-title" title={t('settingsTitle')} onSubmit={(e) => void submit(e)}>
      <ShopSelect value={shop} onChange={setShop} label={t('shop')} testId="bo-viewing-settings-shop" />
      {settings.isError ? <p className="bo-error">{errorMessage(settings.error, t)}</p> : null}
      {form && shop ? (
        <>
          <fieldset className="bo-fieldset" aria-describedby={errors.hours ? 'bo-vs-hours-error' : undefined}>
            <legend>{t('hours')}</legend>
            {WEEKDAYS.map((i) => {
              const h = form.hours[i] ?? null;
              return (
                <div key={i} className="bo-form__actions" data-testid={`bo-viewing-day-${i}`}>
                  <label className="bo-field bo-field--inline">
                    <input type="checkbox" checked={h !== null} onChange={(e) => setDay(i, e.target.checked ? ['11:00', '20:00'] : null)} />
                    <span>{t(`weekday_${i}`)}</span>
                  </label>
                  {h ? (
                    <>
                      <label className="bo-field">
                        <span>{t('opens')}</span>
                        <input type="time" value={h[0]} onChange={(e) => setDay(i, [e.target.value, h[1]])} />
                      </label>
                      <label className="bo-field">
                        <span>{t('closes')}</span>
                        <input type="time" value={h[1]} onChange={(e) => setDay(i, [h[0], e.target.value])} />
                      </label>
                    </>
                  ) : (
                    <span className="bo-note">{t('closedDay')}</span>
                  )}
                </div>
              );
            })}
            {err('hours')}
          </fieldset>
          <label className="bo-field">
            <span>{t('slotMinutes')}</span>
            <select value={form.slotMinutes} onChange={(e) => setForm({ ...form, slotMinutes: Number(e.target.value) })} data-testid="bo-viewing-slot-minutes">
              {VIEWING_LIMITS.SLOT_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('capacity')}</span>
            <input
              type="number"
              min={1}
              max={VIEWING_LIMITS.CAPACITY_MAX}
              value={form.capacity}
              onChange={(e) => setForm({ ...form, capacity: Number(e.target.value) })}
              data-testid="bo-viewing-capacity"
              {...described('capacity')}
            />
            {err('capacity')}
          </label>
          <label className="bo-field">
            <span>{t('cutoffHours')}</span>
            <input
              type="number"
              min={0}
              max={VIEWING_LIMITS.CUTOFF_HOURS_MAX}
              value={form.cutoffHours}
              onChange={(e) => setForm({ ...form, cutoffHours: Number(e.target.value) })}
              {...described('cutoffHours')}
            />
            {err('cutoffHours')}
          </label>
          <label className="bo-field">
            <span>{t('blackouts')}</span>
            <textarea
              rows={4}
              value={blackouts}
              onChange={(e) => setBlackouts(e.target.value)}
              data-testid="bo-viewing-blackouts"
              {...described('blackouts')}
            />
            <span className="bo-note">{t('blackoutsHint')}</span>
            {err('blackouts')}
          </label>
          <div className="bo-form__actions">
            <button type="submit" className="bo-button" disabled={save.isPending} data-testid="bo-viewing-settings-save">
              {t('save')}
            </button>
          </div>
        </>
      ) : null}
    </BoPage>
  );
}
