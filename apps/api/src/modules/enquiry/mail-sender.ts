import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { enqueueMail, newestMessages } from '../messages/index.ts';

export interface Mail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** How the enquiry form hands over its mail: to the one outbox (decision 200); the message worker sends it. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export function createMailSender(db: Db): MailSender {
  return {
    async send(mail) {
      // Each enquiry is its own event: a fresh key (the form has no retry key of its own).
      await enqueueMail(db, {
        event: mail.kind,
        key: randomUUID(),
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}

/** The newest e-mail in the outbox, whatever its status (`npm run mail-outbox`, the e2e check). */
export function listOutbox(db: Db, limit = 50) {
  return newestMessages(db, { limit, channel: 'email' });
}
