import { randomInt, randomUUID } from 'node:crypto';
import { ACCOUNT_PROOF_CODE_TTL_SECONDS, type ContactChannel, type Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { enqueueMessage } from '../messages/index.ts';
import { recipientOf } from './message-recipient.ts';
import { emailCodesRepo } from './email-codes.repository.ts';
import { membersRepo as repo } from './members.repository.ts';
import type { MemberRow } from './members.tables.ts';
import { hashCode, issuePhoneCode, sameHash, VERIFY_CODE_MAX_TRIES } from './phone-codes.ts';

/**
 * Contacts proven before messages (issue 38, decision 412): a code to the phone by SMS and one to the
 * e-mail address by mail, each proving only the contact it went to. Online registration sends both; the
 * member enters them on the account page (`confirmContact`) and may ask for new ones (`sendContactCode`).
 * The codes are the one kind of message an unproven contact receives (message-caps.ts).
 */
export const CONTACT_CODE_TTL_SECONDS = ACCOUNT_PROOF_CODE_TTL_SECONDS;
const PHONE_PURPOSE = 'confirmPhone';

/** Sends a code proving the phone, in the caller's transaction. */
export function issuePhoneProofCode(tx: Db, row: MemberRow, language: Lang): Promise<void> {
  return issuePhoneCode(tx, row, { purpose: PHONE_PURPOSE, ttlSeconds: CONTACT_CODE_TTL_SECONDS, language });
}

/** Sends a code proving the e-mail address on file, in the caller's transaction; false when there is none. */
export async function issueEmailProofCode(tx: Db, row: MemberRow, language: Lang): Promise<boolean> {
  if (!row.email) return false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await emailCodesRepo.insert(tx, {
    memberId: row.id,
    email: row.email,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CONTACT_CODE_TTL_SECONDS * 1000),
  });
  await enqueueMessage(tx, {
    event: 'verify_code',
    to: recipientOf(row),
    key: `email-code:${randomUUID()}`,
    only: 'email',
    language,
    params: { code, minutes: Math.round(CONTACT_CODE_TTL_SECONDS / 60) },
  });
  return true;
}

/** A new code for one of the member's own contacts; refused when it is proven already or missing. */
export async function sendContactCode(db: Db, row: MemberRow, channel: ContactChannel, language: Lang): Promise<void> {
  if (channel === 'sms') {
    if (row.phoneVerifiedAt) return fail('CONTACT_ALREADY_PROVEN');
    await db.transaction((tx) => issuePhoneProofCode(tx as unknown as Db, row, language));
    return;
  }
  if (!row.email) return fail('CONTACT_NO_EMAIL');
  if (row.emailVerifiedAt) return fail('CONTACT_ALREADY_PROVEN');
  await db.transaction((tx) => issueEmailProofCode(tx as unknown as Db, row, language));
}

/**
 * Proves the contact with its code: a try is claimed on the live code before comparing (5 a code), the
 * comparison is constant-time, and the code is used once. Answers the member as it is now.
 */
export async function confirmContact(db: Db, row: MemberRow, channel: ContactChannel, code: string): Promise<MemberRow> {
  const now = new Date();
  if (channel === 'sms') {
    const claimed = await repo.claimVerifyAttempt(db, row.phoneArea, row.phone, PHONE_PURPOSE, now, VERIFY_CODE_MAX_TRIES);
    if (!claimed || !sameHash(claimed.codeHash, hashCode(code)) || !(await repo.useVerifyCodeOnce(db, claimed.id))) return fail('VERIFY_CODE_FAIL');
    return (await repo.updateProfile(db, row.id, { phoneVerifiedAt: row.phoneVerifiedAt ?? now })) ?? row;
  }
  // A code proves the address it went to: one changed since is not proven by it.
  if (!row.email) return fail('VERIFY_CODE_FAIL');
  const claimed = await emailCodesRepo.claimAttempt(db, row.id, row.email, now, VERIFY_CODE_MAX_TRIES);
  if (!claimed || !sameHash(claimed.codeHash, hashCode(code)) || !(await emailCodesRepo.useOnce(db, claimed.id))) return fail('VERIFY_CODE_FAIL');
  return (await repo.updateProfile(db, row.id, { emailVerifiedAt: row.emailVerifiedAt ?? now })) ?? row;
}
