import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';

/**
 * What the member and the CRM admin QR codes share (decisions 033, 052): a key made once and kept in
 * the owner's one-row table (each kind its own table, so one kind can never pass for the other), read
 * once per database, and a signature of the first 16 bytes of HMAC-SHA256, compared in constant time.
 */
export function keptKey(store: { read(db: Db): Promise<string | undefined>; make(db: Db, secret: string): Promise<unknown> }) {
  const cache = new WeakMap<object, Promise<Buffer>>();
  const load = async (db: Db) => {
    const found = await store.read(db);
    if (found) return Buffer.from(found, 'hex');
    // Two processes may make one at once: the table keeps the first, and both read that one back.
    await store.make(db, randomBytes(32).toString('hex'));
    return Buffer.from((await store.read(db))!, 'hex');
  };
  return (db: Db): Promise<Buffer> => {
    let hit = cache.get(db);
    if (!hit) {
      hit = load(db);
      cache.set(db, hit);
      hit.catch(() => cache.delete(db));
    }
    return hit;
  };
}

export const codeSignature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/** Whether `signature` is the signature of `payload` under `key`. */
export function signatureHolds(key: Buffer, payload: string, signature: string): boolean {
  const expected = Buffer.from(codeSignature(key, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
