import type { Db } from '../../db/client.ts';
import { smsOutbox } from './members.tables.ts';

/** A message to a mobile phone. */
export interface SmsMessage {
  kind: 'reset_password' | 'verify_code';
  phoneArea: string;
  phone: string;
  memberId: number | null;
  body: string;
}

/**
 * How messages reach phones. The embedded default writes them to the `sms_outbox` table, where an
 * operator (`npm run outbox`) or a future gateway worker picks them up; a gateway would implement this
 * same interface. `send` takes the caller's transaction so a message exists only if its cause does.
 */
export interface SmsSender {
  send(tx: Db, message: SmsMessage): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    await tx.insert(smsOutbox).values(message);
  },
};

