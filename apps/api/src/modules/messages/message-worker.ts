import type { Db } from '../../db/client.ts';
import type { MailTransport, SmsProvider } from './message-transports.ts';
import { messagesRepo, type ClaimedMessage } from './messages.repository.ts';
import type { MessageChannel } from './messages.tables.ts';

export interface WorkerOptions {
  /** First retry after this; each further one waits twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many tries the message is failed (a person can resend it from the back office). */
  maxAttempts: number;
  /** How long a claimed message is someone's: longer than any send takes. */
  leaseMs: number;
  /** Messages per round. */
  batch: number;
}
export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 8, leaseMs: 120_000, batch: 20 };

/** When the next try of a message that failed its `attempts`-th try is due. */
export function backoffMs(attempts: number, o: Pick<WorkerOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what is due: claims a batch (race-free across processes), sends each, marks it sent or schedules
 * its retry. Only channels with a transport are claimed; the others wait in the outbox until one is
 * configured. A message is marked sent only after its transport accepted it; the one gap (the process
 * dies between the two) ends in one re-delivery carrying the same Message-ID / idempotency key.
 */
export function createMessageWorker(deps: {
  db: Db;
  mail?: MailTransport | undefined;
  sms?: SmsProvider | undefined;
  now?: () => Date;
  options?: Partial<WorkerOptions>;
  onError?: (err: unknown, m: ClaimedMessage) => void;
}) {
  const o = { ...DEFAULT_WORKER_OPTIONS, ...deps.options };
  const now = deps.now ?? (() => new Date());
  const channels: MessageChannel[] = [...(deps.mail ? (['email'] as const) : []), ...(deps.sms ? (['sms'] as const) : [])];

  async function deliver(m: ClaimedMessage): Promise<string> {
    if (m.channel === 'email') {
      await deps.mail!.send({
        to: m.toAddress,
        replyTo: m.replyTo ?? undefined,
        subject: m.subject,
        text: m.bodyText,
        html: m.bodyHtml ?? undefined,
        messageId: `msg-${m.id}-${m.dedupeKey.replace(/[^\w.-]/g, '.')}`,
      });
      return deps.mail!.name;
    }
    await deps.sms!.send({ to: m.toAddress, text: m.bodyText, idempotencyKey: m.dedupeKey });
    return deps.sms!.name;
  }

  return {
    channels,
    /** One round: answers what happened, for logs and tests. */
    async runOnce(): Promise<{ sent: number; retried: number; failed: number }> {
      const result = { sent: 0, retried: 0, failed: 0 };
      const claimed = await messagesRepo.claimDue(deps.db, channels, now(), o.leaseMs, o.batch);
      for (const m of claimed) {
        const transport = m.channel === 'email' ? deps.mail!.name : deps.sms!.name;
        try {
          await deliver(m);
          await messagesRepo.markSent(deps.db, m.id, transport, now());
          result.sent++;
        } catch (err) {
          deps.onError?.(err, m);
          const last = m.attempts >= o.maxAttempts;
          const retryAt = last ? null : new Date(now().getTime() + backoffMs(m.attempts, o));
          await messagesRepo.markFailed(deps.db, m.id, String((err as Error).message ?? err).slice(0, 500), retryAt, transport);
          if (last) result.failed++;
          else result.retried++;
        }
      }
      return result;
    },
    close() {
      deps.mail?.close?.();
    },
  };
}
export type MessageWorker = ReturnType<typeof createMessageWorker>;
