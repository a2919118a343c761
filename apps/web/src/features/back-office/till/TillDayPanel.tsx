import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boTillDayClose, boTillDayOpen, type TillDay } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { FieldError, Form, useForm } from '../../../lib/use-form.tsx';
import { boInvalid } from '../parts/bo-form.tsx';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillDayCloseCall, tillDayOpenCall, useTillDay } from '../api/till.ts';
import { centsOf } from './money-input.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

/** The difference of a closed day in words: short, over or even. */
export function DifferenceText({ cents }: { cents: number | null }) {
  const { t } = useTranslation('boTill');
  const money = useMoney();
  if (cents === null) return <>{t('stillOpen')}</>;
  if (cents === 0) return <>{t('even')}</>;
  return <>{cents < 0 ? t('shortBy', { amount: money(-cents) }) : t('overBy', { amount: money(cents) })}</>;
}

/** The day's takings per staff and method (issue 43, decision 488). */
export function TakingsTable({ day }: { day: TillDay }) {
  const { t } = useTranslation('boTill');
  const { t: tb } = useTranslation('backOffice');
  const money = useMoney();
  return (
    <table className="bo-table" data-testid="till-takings">
      <caption>{t('takings')}</caption>
      <ColumnHeads labels={[t('staffCol'), t('methodCol'), t('takenCol'), t('refundedCol')]} />
      <tbody>
        {day.takings.map((x) => (
          <tr key={`${x.staffUsername}-${x.method}`}>
            <td>{x.staffUsername}</td>
            <td>{tb(`pay_${x.method}`)}</td>
            <td>{money(x.taken)}</td>
            <td>{money(x.refunded)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop's day at the counter: open it with a float, close it with the cash counted. */
export function TillDayPanel() {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  const money = useMoney();
  const client = useQueryClient();
  const current = useTillDay();
  const day = current.data?.day ?? null;
  const [closed, setClosed] = useState<TillDay | null>(null);
  // Open: the float; close: the cash counted and a note — each by its own call's schema (issue 43).
  const cashField = day ? 'countedCents' : 'floatCents';
  const form = useForm({
    schema: day ? boTillDayClose.request : boTillDayOpen.request,
    initial: { cash: '', note: '' },
    request: (v) => (day ? { countedCents: centsOf(v.cash) ?? undefined, note: v.note } : { floatCents: centsOf(v.cash) ?? undefined }),
    send: async (input: { floatCents: number } | { countedCents: number; note: string }) => {
      if (!('countedCents' in input)) return void (await tillDayOpenCall(input));
      const counted = input.countedCents;
      const ok = await dialogs.confirm(
        t('confirmClose', { counted: money(counted), expected: money(day!.expectedCash), difference: money(counted - day!.expectedCash) }),
      );
      if (!ok) return false;
      setClosed(await tillDayCloseCall(input));
    },
    done: (sent) => {
      if (sent === false) return;
      form.setValues({ cash: '', note: '' });
      void client.invalidateQueries({ queryKey: boKeys.tillDay() });
    },
    t,
  });
  const problem = form.err(cashField);

  return (
    <section className="bo-till__day" aria-labelledby="till-day-title" data-testid="till-day">
      <h2 id="till-day-title" className="bo-order__h">
        {t('dayTitle')}
      </h2>
      {day ? (
        <>
          <p data-testid="till-day-open">
            {t('dayOpenSince', { at: formatHk(day.openedAt, 'dateTime', lang), staff: day.openedBy, float: money(day.floatCents) })}
          </p>
          <dl className="bo-dl">
            <dt>{t('sales')}</dt>
            <dd>
              {day.salesCount} · {money(day.salesTotal)}
            </dd>
            <dt>{t('returns')}</dt>
            <dd>
              {day.returnsCount} · {money(day.returnsTotal)}
            </dd>
            <dt>{t('expected')}</dt>
            <dd data-testid="till-day-expected">{money(day.expectedCash)}</dd>
          </dl>
          <TakingsTable day={day} />
        </>
      ) : (
        <p>{closed ? <ClosedSummary day={closed} /> : t('dayClosed')}</p>
      )}
      <Form form={form} className="bo-filters">
        <label className="bo-field">
          <span>{day ? t('counted') : t('float')}</span>
          <input
            inputMode="decimal"
            name={cashField}
            value={form.values.cash}
            onChange={(e) => form.set('cash')(e.target.value)}
            aria-invalid={boInvalid(form, cashField)}
            aria-describedby={problem ? 'till-day-problem' : undefined}
            data-testid="till-day-cash"
          />
        </label>
        {day ? (
          <label className="bo-field">
            <span>{t('note')}</span>
            <input
              name="note"
              value={form.values.note}
              maxLength={200}
              onChange={(e) => form.set('note')(e.target.value)}
              aria-invalid={boInvalid(form, 'note')}
              data-testid="till-day-note"
            />
          </label>
        ) : null}
        <button type="submit" className="bo-button" disabled={form.pending} data-testid={day ? 'till-day-close' : 'till-day-open-button'}>
          {day ? t('closeDay') : t('openDay')}
        </button>
      </Form>
      <FieldError id="till-day-problem" text={problem ?? form.err('note')} className="bo-error" />
      <FieldError text={form.failure ? errorMessage(form.failure, t) : undefined} className="bo-error" />
    </section>
  );
}

function ClosedSummary({ day }: { day: TillDay }) {
  const { t } = useTranslation('boTill');
  const money = useMoney();
  return (
    <span data-testid="till-day-closed">
      {t('expected')} {money(day.expectedCash)} · {t('countedCash')} {money(day.countedCash ?? 0)} · {t('difference')} <DifferenceText cents={day.difference} />
    </span>
  );
}
