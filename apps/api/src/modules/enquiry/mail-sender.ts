import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './enquiry.tables.ts';

export interface Mail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** The one way the site sends mail. */
export interface MailSender {
  readonly transport: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/** Default: the mail is written to `mail_outbox` as queued, for an operator (`npm run mail-outbox`). */
export function createOutboxSender(db: Db): MailSender {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({
        kind: mail.kind,
        toAddress: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        bodyText: mail.text,
        transport: 'outbox',
        status: 'queued',
      });
    },
  };
}

/**
 * SMTP through nodemailer (loaded only when configured). Every mail is recorded in the outbox as well,
 * with its result, so the record of what the site sent is in one place.
 */
export function createSmtpSender(db: Db, smtpUrl: string, from: string): MailSender {
  let transporter: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl) as { sendMail(m: object): Promise<unknown> }));
  return {
    transport: 'smtp',
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ kind: mail.kind, toAddress: mail.to, replyTo: mail.replyTo ?? null, subject: mail.subject, bodyText: mail.text, transport: 'smtp', status: 'queued' })
        .returning({ id: mailOutbox.id });
      try {
        await (await connect()).sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        await db.update(mailOutbox).set({ status: 'failed', error: String((err as Error).message).slice(0, 500) }).where(eq(mailOutbox.id, row!.id));
        throw err;
      }
    },
  };
}

export function createMailSender(db: Db, opts: { smtpUrl: string | undefined; from: string }): MailSender {
  return opts.smtpUrl ? createSmtpSender(db, opts.smtpUrl, opts.from) : createOutboxSender(db);
}

export function listOutbox(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
