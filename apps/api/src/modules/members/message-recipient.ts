import type { Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { membersRepo } from './members.repository.ts';

/** Where and how a member is told things: what the messages module needs of a member, and no more. */
export interface MessageRecipient {
  memberId: number;
  email: string | null;
  /** `+852 91234567` */
  phone: string;
  notifyEmail: boolean;
  notifySms: boolean;
  /** The language the member chose for messages, if they chose one. */
  language: Lang | null;
  /** Whether the member proved the phone (an SMS code) and the e-mail; unproven contacts have a lower cap. */
  phoneProven: boolean;
  emailProven: boolean;
}

/** Reads the member inside the caller's transaction (`tx`), so a message follows the member's choices as committed. */
export async function messageRecipient(tx: Db, memberId: number): Promise<MessageRecipient | undefined> {
  const m = await membersRepo.byId(tx, memberId);
  if (!m) return undefined;
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
