import type { Db } from '../../db/client.ts';
import { smsOutbox } from './members.tables.ts';

/** A password-reset request for an operator (decision 201); every message to a member goes through `messages`. */
export interface SmsMessage {
  kind: 'reset_password';
  phoneArea: string;
  phone: string;
  memberId: number | null;
  body: string;
}

/**
 * Where password-reset requests wait for an operator (`npm run outbox`): the `sms_outbox` table. The
 * operator's completion issues a temporary password and sends it through the messages outbox.
 * `send` takes the caller's transaction so a request exists only if its cause does.
 */
export interface SmsSender {
  send(tx: Db, message: SmsMessage): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    await tx.insert(smsOutbox).values(message);
  },
};
