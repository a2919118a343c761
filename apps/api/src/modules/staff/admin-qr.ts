import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_QR_PREFIX, ADMIN_QR_TTL_SECONDS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { codeSignature, keptKey, signatureHolds } from '../../lib/signed-code.ts';
import { adminQrKeys } from './staff.tables.ts';

/**
 * CRM admin QR codes (decision 052): `JHA1.<staff id>.<expiry unix seconds>.<nonce>.<signature>`, the
 * signature being the first 16 bytes of HMAC-SHA256 over everything before it. The key comes from
 * ADMIN_QR_SECRET when set (several servers share it), else it is made once and kept in the database.
 * It is a different key from the member codes', so one kind can never pass for the other.
 */
const keptAdminKey = keptKey({
  read: async (db) => (await db.select().from(adminQrKeys).where(eq(adminQrKeys.id, 1)))[0]?.secret,
  make: (db, secret) => db.insert(adminQrKeys).values({ id: 1, secret }).onConflictDoNothing(),
});

export function adminQrSigner(db: Db, configured: string | undefined) {
  const key = async () => (configured ? createHash('sha256').update(configured).digest() : keptAdminKey(db));

  return {
    async sign(staffId: number, now = new Date()): Promise<{ content: string; expiresAt: Date }> {
      const expires = Math.floor(now.getTime() / 1000) + ADMIN_QR_TTL_SECONDS;
      const payload = `${ADMIN_QR_PREFIX}.${staffId}.${expires}.${randomBytes(6).toString('base64url')}`;
      return { content: `${payload}.${codeSignature(await key(), payload)}`, expiresAt: new Date(expires * 1000) };
    },
    async verify(
      content: string,
      now = new Date(),
    ): Promise<{ ok: true; staffId: number; expiresAt: Date } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' }> {
      const parts = content.trim().split('.');
      if (parts.length !== 5 || parts[0] !== ADMIN_QR_PREFIX) return { ok: false, reason: 'malformed' };
      const [, staffText, expiresText, nonce, signature] = parts as [string, string, string, string, string];
      if (!/^\d{1,9}$/.test(staffText) || !/^\d{1,12}$/.test(expiresText) || !/^[\w-]{1,16}$/.test(nonce)) {
        return { ok: false, reason: 'malformed' };
      }
      if (!signatureHolds(await key(), parts.slice(0, 4).join('.'), signature)) return { ok: false, reason: 'bad_signature' };
      const expiresAt = new Date(Number(expiresText) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, staffId: Number(staffText), expiresAt };
    },
  };
}
