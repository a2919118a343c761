import { useTranslation } from 'react-i18next';
import type { CounterQueueEntry } from '@shop/contract';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useMoney } from '../OrderView.tsx';
import { useCounterQueue } from '../api/orders.ts';
import { boCounterCatalogue } from './counter.i18n.ts';

addCatalogue(boCounterCatalogue);

/** How long an entry has waited, in the largest whole unit that says it plainly. */
export function waitedText(minutes: number, t: (key: string, o: { count: number }) => string): string {
  if (minutes >= 24 * 60) return t('waitedDays', { count: Math.floor(minutes / (24 * 60)) });
  if (minutes >= 60) return t('waitedHours', { count: Math.floor(minutes / 60) });
  return t('waitedMinutes', { count: minutes });
}

/**
 * The counter's queue (issue 40): pick-up orders and redemptions ready at this shop, oldest first, each
 * with the member's name and masked phone, how long it has waited and what is still due. Never a code:
 * the member shows theirs at the counter.
 */
export function CounterQueue() {
  const { t } = useTranslation('boCounter');
  const lang = currentLang();
  const money = useMoney();
  const queue = useCounterQueue();
  return (
    <section className="bo-counter-queue" aria-labelledby="bo-counter-queue-title" data-testid="bo-counter-queue">
      <h2 id="bo-counter-queue-title" className="bo-order__h">
        {t('queueTitle')}
        {queue.data ? ` (${queue.data.list.length})` : ''}
      </h2>
      {queue.isPending ? <p className="bo-note">{t('queueLoading')}</p> : null}
      {queue.isError ? <p className="bo-error">{errorMessage(queue.error, t)}</p> : null}
      {queue.data && queue.data.list.length === 0 ? (
        <p className="bo-empty" data-testid="bo-counter-queue-empty">
          {t('queueEmpty')}
        </p>
      ) : null}
      {queue.data && queue.data.list.length > 0 ? (
        <ol className="bo-counter-queue__list">
          {queue.data.list.map((e: CounterQueueEntry) => (
            <li key={`${e.kind}-${e.number}`} className="bo-counter-queue__entry" data-testid="bo-counter-queue-entry" data-number={e.number}>
              <span className="bo-counter-queue__what">
                <strong>{t(`kind_${e.kind}`)}</strong> {e.number} · {t('units', { count: e.units })}
              </span>
              <span>
                {e.memberName} · {e.phoneMasked}
              </span>
              <span className="bo-counter-queue__wait">
                <time dateTime={e.readySince} title={formatHk(e.readySince, 'dateTime', lang)}>
                  {waitedText(e.waitingMinutes, t)}
                </time>{' '}
                · {e.amountDue > 0 ? t('due', { amount: money(e.amountDue) }) : t('nothingDue')}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
