import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MEMBER_NO_PATTERN, MEMBER_QR_PREFIX, MEMBER_QR_TTL_SECONDS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { memberQrKeys, members } from './members.tables.ts';

/**
 * Member QR codes (decision 033): `JHQ1.<memberNo>.<expiry unix seconds>.<signature>`, the signature
 * being the first 16 bytes of HMAC-SHA256 over `JHQ1.<memberNo>.<expiry>` with a key kept in the
 * database. Short-lived, so a photographed code is soon useless; the member number inside lets staff
 * read it aloud when a scanner fails.
 */
const keyCache = new WeakMap<object, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  const [row] = await db.select().from(memberQrKeys).where(eq(memberQrKeys.id, 1));
  if (row) return Buffer.from(row.secret, 'hex');
  await db
    .insert(memberQrKeys)
    .values({ id: 1, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [made] = await db.select().from(memberQrKeys).where(eq(memberQrKeys.id, 1));
  return Buffer.from(made!.secret, 'hex');
}

function qrKey(db: Db): Promise<Buffer> {
  let hit = keyCache.get(db);
  if (!hit) {
    hit = loadKey(db);
    keyCache.set(db, hit);
    hit.catch(() => keyCache.delete(db));
  }
  return hit;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

export async function signMemberQr(db: Db, memberNo: string, now = new Date()): Promise<{ content: string; expiresAt: Date }> {
  const expires = Math.floor(now.getTime() / 1000) + MEMBER_QR_TTL_SECONDS;
  const payload = `${MEMBER_QR_PREFIX}.${memberNo}.${expires}`;
  return { content: `${payload}.${sign(await qrKey(db), payload)}`, expiresAt: new Date(expires * 1000) };
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
  const expected = Buffer.from(sign(await qrKey(db), `${prefix}.${memberNo}.${expiresText}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
  if (Number(expiresText) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo));
  if (!row) return { ok: false, reason: 'unknown_member' };
  return { ok: true, memberId: row.id, memberNo };
}
