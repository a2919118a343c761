import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { messages, type MessageChannel, type MessageRow, type NewMessage } from './messages.tables.ts';

/** Raw rows come back snake_case with string timestamps; the worker only needs these fields. */
export interface ClaimedMessage {
  id: number;
  channel: MessageChannel;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  dedupeKey: string;
  attempts: number;
}

export const messagesRepo = {
  /** Writes the rows unless their dedupe keys exist already; answers how many were new. */
  async insert(tx: Db, list: NewMessage[]): Promise<number> {
    if (list.length === 0) return 0;
    const done = await tx.insert(messages).values(list).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
    return done.length;
  },

  /**
   * Claims up to `limit` due messages of the given channels in one statement: pending ones whose time has
   * come, and ones a worker claimed and never finished (its lease ran out: the process died). `SKIP
   * LOCKED` lets several processes claim at once without waiting on or taking each other's rows; the
   * lease (`claimed_until`) keeps a claimed row from being claimed again while it is being sent.
   */
  async claimDue(db: Db, channels: MessageChannel[], now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
    if (channels.length === 0) return [];
    const until = new Date(now.getTime() + leaseMs);
    return rows<ClaimedMessage>(
      db,
      sql`update messages set status = 'sending', attempts = attempts + 1, claimed_until = ${until}
          where id in (
            select id from messages
            where channel = any(array[${sql.join(
              channels.map((c) => sql`${c}`),
              sql`, `,
            )}]::text[])
              and ((status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and claimed_until <= ${now}))
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
          returning id::int as id, channel, to_address as "toAddress", reply_to as "replyTo", subject, body_text as "bodyText",
                    body_html as "bodyHtml", dedupe_key as "dedupeKey", attempts`,
    );
  },

  /** Marks a claimed message sent; only while still claimed, so a late answer cannot undo a resend. */
  async markSent(db: Db, id: number, transport: string, at: Date) {
    await db
      .update(messages)
      .set({ status: 'sent', sentAt: at, claimedUntil: null, lastError: null, transport })
      .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
  },

  /** A failed try: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
  async markFailed(db: Db, id: number, error: string, retryAt: Date | null, transport: string) {
    await db
      .update(messages)
      .set(
        retryAt
          ? { status: 'pending', nextAttemptAt: retryAt, claimedUntil: null, lastError: error, transport }
          : { status: 'failed', claimedUntil: null, lastError: error, transport },
      )
      .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
  },

  /** Puts a sent, failed or capped message back in the queue now (a person asked for it again). */
  async requeue(db: Db, id: number, orderId: number, now: Date): Promise<boolean> {
    const done = await db
      .update(messages)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, claimedUntil: null })
      .where(and(eq(messages.id, id), eq(messages.orderId, orderId), inArray(messages.status, ['sent', 'failed', 'capped', 'unproven'])))
      .returning({ id: messages.id });
    return done.length > 0;
  },

  byOrder(db: Db, orderId: number): Promise<MessageRow[]> {
    return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
  },

  /** A member's newest messages, for the customers desk (decision 221). */
  byMember(db: Db, memberId: number, limit: number): Promise<MessageRow[]> {
    return db.select().from(messages).where(eq(messages.memberId, memberId)).orderBy(desc(messages.id)).limit(limit);
  },

  newest(db: Db, opts: { limit: number; channel?: MessageChannel; status?: MessageRow['status'] }): Promise<MessageRow[]> {
    const where = and(opts.channel ? eq(messages.channel, opts.channel) : undefined, opts.status ? eq(messages.status, opts.status) : undefined);
    return db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(opts.limit);
  },

  /** Marks waiting messages as sent by hand (an operator sent the SMS themselves: `npm run outbox -- sent`). */
  async markSentByHand(db: Db, ids: number[], at: Date): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return db
      .update(messages)
      .set({ status: 'sent', sentAt: at, transport: 'by-hand', claimedUntil: null })
      .where(and(inArray(messages.id, ids), inArray(messages.status, ['pending', 'failed'])))
      .returning();
  },

  async pendingCounts(db: Db): Promise<{ email: number; sms: number }> {
    const [r] = await rows<{ email: number; sms: number }>(
      db,
      sql`select count(*) filter (where channel = 'email')::int as email, count(*) filter (where channel = 'sms')::int as sms
          from messages where status in ('pending', 'sending')`,
    );
    return r ?? { email: 0, sms: 0 };
  },
};
