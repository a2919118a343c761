import { eq } from 'drizzle-orm';
import { MEMBER_NO_PATTERN, MEMBER_QR_PREFIX, MEMBER_QR_TTL_SECONDS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { codeSignature, keptKey, signatureHolds } from '../../lib/signed-code.ts';
import { memberQrKeys, members } from './members.tables.ts';

/**
 * Member QR codes (decision 033): `JHQ1.<memberNo>.<expiry unix seconds>.<signature>`, the signature
 * being the first 16 bytes of HMAC-SHA256 over `JHQ1.<memberNo>.<expiry>` with a key kept in the
 * database. Short-lived, so a photographed code is soon useless; the member number inside lets staff
 * read it aloud when a scanner fails.
 */
const qrKey = keptKey({
  read: async (db) => (await db.select().from(memberQrKeys).where(eq(memberQrKeys.id, 1)))[0]?.secret,
  make: (db, secret) => db.insert(memberQrKeys).values({ id: 1, secret }).onConflictDoNothing(),
});

export async function signMemberQr(db: Db, memberNo: string, now = new Date()): Promise<{ content: string; expiresAt: Date }> {
  const expires = Math.floor(now.getTime() / 1000) + MEMBER_QR_TTL_SECONDS;
  const payload = `${MEMBER_QR_PREFIX}.${memberNo}.${expires}`;
  return { content: `${payload}.${codeSignature(await qrKey(db), payload)}`, expiresAt: new Date(expires * 1000) };
}

export type QrVerification =
  { ok: true; memberId: number; memberNo: string } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'unknown_member' };

/**
 * For the staff domain: checks a scanned member QR code and answers the member it names.
 * `verifyMemberQrToken(db, scannedText)`.
 */
export async function verifyMemberQrToken(db: Db, content: string, now = new Date()): Promise<QrVerification> {
  const parts = content.trim().split('.');
  if (parts.length !== 4 || parts[0] !== MEMBER_QR_PREFIX) return { ok: false, reason: 'malformed' };
  const [prefix, memberNo, expiresText, signature] = parts as [string, string, string, string];
  if (!MEMBER_NO_PATTERN.test(memberNo) || !/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: 'malformed' };
  if (!signatureHolds(await qrKey(db), `${prefix}.${memberNo}.${expiresText}`, signature)) return { ok: false, reason: 'bad_signature' };
  if (Number(expiresText) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo));
  if (!row) return { ok: false, reason: 'unknown_member' };
  return { ok: true, memberId: row.id, memberNo };
}
