import { randomInt } from 'node:crypto';
import { passwordProblem } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { SessionService } from '../sessions/index.ts';
import { membersRepo } from './members.repository.ts';
import { outboxRepo, type SmsOutboxRow } from './outbox.repository.ts';
import { hashPassword } from './passwords.ts';
import { enqueueMessage } from '../messages/index.ts';
import { recipientOf } from './message-recipient.ts';

export interface OutboxEntry {
  id: number;
  kind: 'reset_password' | 'verify_code';
  to: string;
  body: string;
  status: 'pending' | 'done';
  createdAt: string;
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGIT = '23456789';
const pick = (set: string) => set[randomInt(0, set.length)]!;

/** A temporary password meeting the rule of core §5 (no look-alike characters). */
export function temporaryPassword(): string {
  for (;;) {
    const chars = [pick(UPPER), pick(LOWER), pick(LOWER), pick(LOWER), pick(DIGIT), pick(DIGIT), pick(DIGIT), pick(LOWER), pick(UPPER), pick(DIGIT)];
    const pw = chars.join('');
    if (!passwordProblem(pw)) return pw;
  }
}

/**
 * The operator's side of the SMS outbox. Completing a password-reset request issues a temporary
 * password (the member must change it at the next login), ends the member's sessions and answers the
 * text to send; completing a verification code just marks it sent.
 */
export function createOutboxService(db: Db, sessions: SessionService) {
  const view = (r: SmsOutboxRow): OutboxEntry => ({
    id: r.id,
    kind: r.kind,
    to: `+${r.phoneArea} ${r.phone}`,
    body: r.body,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  });
  return {
    async list(status: 'pending' | 'done' | 'all' = 'pending', limit = 100): Promise<OutboxEntry[]> {
      const rows = await outboxRepo.list(db, status, limit);
      return rows.map(view);
    },
    async complete(ids: number[]): Promise<Array<OutboxEntry & { send: string }>> {
      if (ids.length === 0) return [];
      const done: Array<OutboxEntry & { send: string }> = [];
      const pending = await outboxRepo.pendingOf(db, ids);
      for (const row of pending) {
        let send = row.body;
        let revokeMember: number | undefined;
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          if (row.kind === 'reset_password' && row.memberId !== null) {
            const member = await membersRepo.byId(tx, row.memberId);
            if (member) {
              const pw = temporaryPassword();
              await membersRepo.update(tx, member.id, { passwordHash: await hashPassword(pw), mustChangePassword: true });
              send = `Jade Harbour: your new password is ${pw}. Please change it after logging in.`;
              revokeMember = member.id;
              // Sent by the message worker when an SMS provider is configured; otherwise it waits in the
              // outbox and the operator sends the text printed here (then `npm run outbox -- sent <id>`).
              await enqueueMessage(tx, { event: 'password_reset', to: recipientOf(member), key: `reset:${row.id}`, only: 'sms', params: { password: pw } });
            }
          }
          await outboxRepo.markDone(tx, row.id);
        });
        if (revokeMember !== undefined) await sessions.revokeAll('member', revokeMember);
        done.push({ ...view(row), status: 'done', send });
      }
      return done;
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
