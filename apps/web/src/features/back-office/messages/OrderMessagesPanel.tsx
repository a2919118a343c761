import { useTranslation } from 'react-i18next';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { formatHk } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { boMessagesCatalogue } from './messages.i18n.ts';
import { useBoOrderMessages, useResendMessage } from './messages-api.ts';

addCatalogue(boMessagesCatalogue);

/**
 * What the member was told about this order, by which channel, and how it went (sent / retrying /
 * failed / capped: past an hourly cap, decision 381 / unproven: contact not confirmed, decision 412), with a resend for those
 * (role 6; decision 200). The text is not shown: it can hold a collection code.
 */
export function OrderMessagesPanel({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('boMessages');
  const lang = currentLang();
  const messages = useBoOrderMessages(orderNo);
  const resend = useResendMessage(orderNo);
  const list = messages.data?.list ?? [];
  return (
    <section className="bo-card" aria-labelledby="bo-order-messages" data-testid="bo-order-messages">
      <h2 id="bo-order-messages">{t('title')}</h2>
      {messages.isSuccess && list.length === 0 ? <p className="bo-note">{t('none')}</p> : null}
      {list.length > 0 ? (
        // Focusable and named: should a long address still make the table scroll sideways, a keyboard reaches it (axe).
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-labelledby="bo-order-messages">
          <table className="bo-table bo-messages">
            <tbody>
              {list.map((m) => (
                <tr key={m.id} data-status={m.status}>
                  <td>{t(`event_${m.event}`, { defaultValue: m.event })}</td>
                  <td>{t(`channel_${m.channel}`)}</td>
                  <td translate="no">{m.toAddress}</td>
                  <td>
                    {t(`status_${m.status}`)}
                    {m.attempts > 1 ? ` · ${t('attempts', { count: m.attempts })}` : ''}
                    {/* The mail server's own words (English): data, not the interface (decision 459). */}
                    {m.lastError && m.status !== 'sent' ? (
                      <small className="bo-note" lang="en">
                        {' '}
                        {m.lastError}
                      </small>
                    ) : null}
                  </td>
                  <td>{formatHk(m.sentAt ?? m.nextAttemptAt ?? m.createdAt, 'dateTime', lang)}</td>
                  <td>
                    {m.status === 'sent' || m.status === 'failed' || m.status === 'capped' || m.status === 'unproven' ? (
                      <button
                        type="button"
                        className="bo-button"
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: () => dialogs.toast(t('resent'), 'success'),
                            onError: (error) => void dialogs.alert(errorMessage(error, t), { kind: 'error' }),
                          })
                        }
                      >
                        {t('resend')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
