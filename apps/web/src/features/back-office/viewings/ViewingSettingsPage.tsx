import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWING_LIMITS, viewingSettingsSchema, type ViewingSettings } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { FieldError, useForm } from '../../../lib/use-form.tsx';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { NumberField, SelectField } from '../parts/fields.tsx';
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
  // The blackout days are typed one a line; the call takes them as a list.
  const form = useForm<(ViewingSettings & { blackoutsText: string }) | null>({
    schema: viewingSettingsSchema,
    initial: null,
    request: (v) =>
      v && {
        storeCode: v.storeCode,
        hours: v.hours,
        slotMinutes: v.slotMinutes,
        capacity: v.capacity,
        cutoffHours: v.cutoffHours,
        blackouts: v.blackoutsText.split(/\s+/).filter(Boolean),
      },
    send: (request: ViewingSettings) => save.mutateAsync(request),
    done: () => dialogs.toast(t('saved')),
    failed: (err) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
    t,
  });
  // The shop's saved settings replace the form when they arrive (the form's setters are not stable).
  const loaded = settings.data;
  useEffect(() => {
    if (!loaded) return;
    form.setValues({ ...loaded, blackoutsText: loaded.blackouts.join('\n') });
    form.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  const values = form.values;
  const setForm = (next: ViewingSettings & { blackoutsText: string }) => form.setValues(next);

  const setDay = (i: number, value: [string, string] | null) => values && setForm({ ...values, hours: values.hours.map((h, j) => (j === i ? value : h)) });
  const err = (k: string) => <FieldError text={form.err(k)} className="bo-error" id={`bo-vs-${k}-error`} />;
  const described = (k: string) => (form.err(k) ? { 'aria-invalid': true, 'aria-describedby': `bo-vs-${k}-error` } : {});
  const errorOf = (k: string) => ({ invalid: !!form.err(k), describedBy: form.err(k) ? `bo-vs-${k}-error` : undefined, children: err(k) });
  /** A whole number of the settings, between `min` and `max`, with its error. */
  const wholeField = (k: 'capacity' | 'cutoffHours', min: number, max: number, testId?: string) =>
    values && (
      <NumberField
        label={t(k)}
        min={min}
        max={max}
        value={values[k]}
        onChange={(v) => setForm({ ...values, [k]: Number(v) })}
        testId={testId}
        {...errorOf(k)}
      />
    );

  return (
    <BoPage id="bo-viewing-settings-title" title={t('settingsTitle')} form={form}>
      <ShopSelect value={shop} onChange={setShop} label={t('shop')} testId="bo-viewing-settings-shop" />
      {settings.isError ? <p className="bo-error">{errorMessage(settings.error, t)}</p> : null}
      {values && shop ? (
        <>
          <fieldset className="bo-fieldset" aria-describedby={form.err('hours') ? 'bo-vs-hours-error' : undefined}>
            <legend>{t('hours')}</legend>
            {WEEKDAYS.map((i) => {
              const h = values.hours[i] ?? null;
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
          <SelectField
            label={t('slotMinutes')}
            value={values.slotMinutes}
            choices={VIEWING_LIMITS.SLOT_MINUTES.map((m) => ({ value: m, label: t('minutes', { count: m }) }))}
            onChange={(m) => setForm({ ...values, slotMinutes: m })}
            testId="bo-viewing-slot-minutes"
          />
          {wholeField('capacity', 1, VIEWING_LIMITS.CAPACITY_MAX, 'bo-viewing-capacity')}
          {wholeField('cutoffHours', 0, VIEWING_LIMITS.CUTOFF_HOURS_MAX)}
          <label className="bo-field">
            <span>{t('blackouts')}</span>
            <textarea
              rows={4}
              value={values.blackoutsText}
              onChange={(e) => setForm({ ...values, blackoutsText: e.target.value })}
              data-testid="bo-viewing-blackouts"
              {...described('blackouts')}
            />
            <span className="bo-note">{t('blackoutsHint')}</span>
            {err('blackouts')}
          </label>
          <div className="bo-form__actions">
            <button type="submit" className="bo-button" disabled={form.pending} data-testid="bo-viewing-settings-save">
              {t('save')}
            </button>
          </div>
        </>
      ) : null}
    </BoPage>
  );
}
