import { DEFAULT_LANG, type Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { applyMessageCaps, type CandidateMessage } from './message-caps.ts';
import type { MessageRecipient } from './message-recipient.ts';
import { messagesRepo } from './messages.repository.ts';
import type { MessageChannel, MessageRow } from './messages.tables.ts';
import { emailBodies, render, type MessageEvent, type MessageParams, type Named } from './messages.templates.ts';

export interface EnqueueSpec<E extends MessageEvent> {
  event: E;
  /** Who is told, read by the caller (the members module's `messageRecipient`); none: nothing is written. */
  to: MessageRecipient | undefined;
  orderId?: number;
  redemptionId?: number;
  /**
   * What makes this event happen once: `order:<id>` / `redemption:<id>` when absent. Events that can
   * happen several times to one subject name their own occurrence (`refund:<id>`, `code:<id>`).
   */
  key?: string;
  params: Named<MessageParams[E]>;
  /** The language when the member chose none (the order's language); zh_HK otherwise. */
  language?: Lang;
  /**
   * Codes go to the phone that asked for them whatever the member chose (sending them is the point of
   * the call); other events follow the member's channels.
   */
  only?: MessageChannel;
  /** The order wording key the words were chosen by (decision 365), kept on the row to check them against the state. */
  wording?: string;
}

/**
 * Writes the messages an event causes, inside the caller's transaction `tx`, so they exist exactly when
 * the change committed (decision 200). One row per channel the member chose, rendered now in the member's
 * language; a row whose dedupe key exists is skipped, so a retried or concurrent write of the same event
 * adds nothing. Rows past an hourly cap (decision 381) are written 'capped' and never sent. Answers how many
 * rows were new.
 */
export async function enqueueMessage<E extends MessageEvent>(tx: Db, spec: EnqueueSpec<E>): Promise<number> {
  const to = spec.to;
  if (!to) return 0;
  const lang = to.language ?? spec.language ?? DEFAULT_LANG;
  const r = render(spec.event, lang, spec.params);
  const key =
    spec.key ?? (spec.orderId !== undefined ? `order:${spec.orderId}` : spec.redemptionId !== undefined ? `redemption:${spec.redemptionId}` : undefined);
  if (!key) throw new Error(`message ${spec.event} needs a key`);
  const base = {
    event: spec.event,
    memberId: to.memberId,
    orderId: spec.orderId ?? null,
    redemptionId: spec.redemptionId ?? null,
    language: lang,
    wording: spec.wording ?? null,
  };
  const rows: CandidateMessage[] = [];
  const wants = (c: MessageChannel) => (spec.only ? spec.only === c : c === 'email' ? to.notifyEmail : to.notifySms);
  if (wants('email') && to.email) {
    const body = emailBodies(r, lang);
    rows.push({
      proven: to.emailProven,
      row: {
        ...base,
        dedupeKey: `${spec.event}:${key}:email`,
        channel: 'email',
        toAddress: to.email,
        subject: r.subject,
        bodyText: body.text,
        bodyHtml: body.html,
      },
    });
  }
  if (wants('sms')) {
    rows.push({ proven: to.phoneProven, row: { ...base, dedupeKey: `${spec.event}:${key}:sms`, channel: 'sms', toAddress: to.phone, bodyText: r.sms } });
  }
  return messagesRepo.insert(tx, await applyMessageCaps(tx, to.memberId, rows));
}

/**
 * A mail to someone who is not a member (the merchant's enquiry inbox): already written by the caller,
 * through the same outbox and worker.
 */
export async function enqueueMail(tx: Db, mail: { event: string; key: string; to: string; replyTo?: string; subject: string; text: string }): Promise<number> {
  return messagesRepo.insert(tx, [
    {
      dedupeKey: `${mail.event}:${mail.key}:email`,
      event: mail.event,
      channel: 'email',
      language: DEFAULT_LANG,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      bodyText: mail.text,
    },
  ]);
}

/** What the back office shows of one message: never its text (codes), only what and how it went. */
export function messageView(m: MessageRow) {
  return {
    id: m.id,
    event: m.event,
    channel: m.channel,
    toAddress: m.channel === 'email' ? m.toAddress : maskPhone(m.toAddress),
    language: m.language,
    status: m.status === 'pending' && m.attempts > 0 ? ('retry' as const) : m.status === 'sending' ? ('pending' as const) : m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    nextAttemptAt: m.status === 'pending' ? m.nextAttemptAt.toISOString() : null,
  };
}
/** `+852 ••••4567`: enough for staff to tell which phone, not enough to call it. */
const maskPhone = (p: string) => p.replace(/\d+$/, (local) => '•'.repeat(Math.max(0, local.length - 4)) + local.slice(-4));

/** The newest messages, whatever their status (the outbox commands, the e2e checks). */
export function newestMessages(db: Db, opts: Parameters<typeof messagesRepo.newest>[1]) {
  return messagesRepo.newest(db, opts);
}

/**
 * What the customers desk shows of a member's messages: channel, subject (the event for an SMS, never its
 * text, which may hold a code), how it went and when.
 */
export async function messagesForMember(db: Db, memberId: number, limit: number) {
  return (await messagesRepo.byMember(db, memberId, limit)).map((m) => ({
    channel: m.channel,
    subject: m.subject || m.event,
    status: messageView(m).status,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The back office's view of an order's messages and its resend. */
export function createMessagesService(db: Db, now: () => Date = () => new Date()) {
  return {
    async forOrder(orderId: number) {
      return (await messagesRepo.byOrder(db, orderId)).map(messageView);
    },
    /**
     * Sends a sent or failed message of this order again, on the next worker round; false when it is not one.
     * `audit`: the staff write's audit entry, in the same transaction (issue 27).
     */
    async resend(orderId: number, messageId: number, audit?: (tx: Db, message: { status: string; channel: string }) => Promise<void>): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [before] = (await messagesRepo.byOrder(tx, orderId)).filter((m) => m.id === messageId);
        if (!(await messagesRepo.requeue(tx, messageId, orderId, now()))) return false;
        await audit?.(tx, { status: before!.status, channel: before!.channel });
        return true;
      });
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
