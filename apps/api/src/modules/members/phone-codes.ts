import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { enqueueMessage, type MessageRecipient } from '../messages/index.ts';
import { recipientOf } from './message-recipient.ts';
import { membersRepo as repo } from './members.repository.ts';
import type { MemberRow } from './members.tables.ts';

/** Tries one code allows before it is dead (claimed atomically, decision 180). */
export const VERIFY_CODE_MAX_TRIES = 5;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Compares two hex digests in constant time. */
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issues a 6-digit code from the cryptographic generator for the member's phone, inside the caller's
 * transaction `tx`, and sends it by SMS through the one outbox (decision 200). Only its hash is kept; a new
 * code replaces the phone's older ones of the same purpose. Every code is its own message event.
 */
export async function issuePhoneCode(tx: Db, row: MemberRow, opts: { purpose: 'resetPassword' | 'confirmPhone'; ttlSeconds: number; language: Lang }) {
  // To the phone whatever channels the member chose (the code is the point), in the caller's language unless
  // the member chose one.
  await sendPhoneCode(tx, { phoneArea: row.phoneArea, phone: row.phone, to: recipientOf(row), ...opts });
}

/** A code for a phone and purpose, hashed and kept, and sent to `to` by SMS (a member, or a guest's phone). */
export async function sendPhoneCode(
  tx: Db,
  c: { phoneArea: string; phone: string; purpose: string; ttlSeconds: number; language: Lang; to: MessageRecipient },
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertVerifyCode(tx, {
    phoneArea: c.phoneArea,
    phone: c.phone,
    purpose: c.purpose,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + c.ttlSeconds * 1000),
  });
  await enqueueMessage(tx, {
    event: 'verify_code',
    to: c.to,
    key: `code:${randomUUID()}`,
    only: 'sms',
    language: c.language,
    params: { code, minutes: Math.round(c.ttlSeconds / 60) },
  });
}
