import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { boTillDayClose, boTillDayOpen, type TillDay } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useMoney } from '../OrderView.tsx';
import { boKeys } from '../api/keys.ts';
import { tillDayCloseCall, tillDayOpenCall, useTillDay } from '../api/till.ts';
import { centsOf } from './money-input.ts';

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
      <thead>
        <tr>
          <th scope="col">{t('staffCol')}</th>
          <th scope="col">{t('methodCol')}</th>
          <th scope="col">{t('takenCol')}</th>
          <th scope="col">{t('refundedCol')}</th>
        </tr>
      </thead>
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
  const [cash, setCash] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = () => {
    setCash('');
    setNote('');
    void client.invalidateQueries({ queryKey: boKeys.tillDay() });
  };
  const open = useMutation({ mutationFn: tillDayOpenCall, onSuccess: done });
  const close = useMutation({ mutationFn: tillDayCloseCall, onSuccess: done });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const cents = centsOf(cash);
    if (!day) {
      const err = fieldErrors(boTillDayOpen.request, { floatCents: cents ?? undefined }).floatCents;
      setProblem(err ? t(err) : null);
      if (!err) open.mutate({ floatCents: cents! });
      return;
    }
    const err = fieldErrors(boTillDayClose.request, { countedCents: cents ?? undefined, note }).countedCents;
    setProblem(err ? t(err) : null);
    if (err) return;
    const ok = await dialogs.confirm(
      t('confirmClose', { counted: money(cents!), expected: money(day.expectedCash), difference: money(cents! - day.expectedCash) }),
    );
    if (ok) close.mutate({ countedCents: cents!, note });
  }

  const failed = open.error ?? close.error;
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
        <p>{close.data ? <ClosedSummary day={close.data} /> : t('dayClosed')}</p>
      )}
      <form className="bo-filters" onSubmit={(e) => void submit(e)} noValidate>
        <label className="bo-field">
          <span>{day ? t('counted') : t('float')}</span>
          <input
            inputMode="decimal"
            value={cash}
            onChange={(e) => setCash(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'till-day-problem' : undefined}
            data-testid="till-day-cash"
          />
        </label>
        {day ? (
          <label className="bo-field">
            <span>{t('note')}</span>
            <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} data-testid="till-day-note" />
          </label>
        ) : null}
        <button type="submit" className="bo-button" disabled={open.isPending || close.isPending} data-testid={day ? 'till-day-close' : 'till-day-open-button'}>
          {day ? t('closeDay') : t('openDay')}
        </button>
      </form>
      {problem ? (
        <p className="bo-error" id="till-day-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {failed ? (
        <p className="bo-error" role="alert">
          {errorMessage(failed, t)}
        </p>
      ) : null}
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
