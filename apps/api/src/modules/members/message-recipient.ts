import type { MessageRecipient } from '../messages/index.ts';
import type { Db } from '../../db/client.ts';
import { membersRepo } from './members.repository.ts';
import type { MemberRow } from './members.tables.ts';

/** Reads the member inside the caller's transaction (`tx`), so a message follows the member's choices as committed. */
export async function messageRecipient(tx: Db, memberId: number): Promise<MessageRecipient | undefined> {
  const m = await membersRepo.byId(tx, memberId);
  return m ? recipientOf(m) : undefined;
}

/** Where and how this member is told things, as the messages module takes it. */
export function recipientOf(m: MemberRow): MessageRecipient {
  return {
    memberId: m.id,
    email: m.email,
    phone: `+${m.phoneArea} ${m.phone}`,
    notifyEmail: m.notifyEmail,
    notifySms: m.notifySms,
    language: m.messageLanguage ?? null,
    phoneProven: m.phoneVerifiedAt !== null,
    emailProven: m.emailVerifiedAt !== null,
  };
}
