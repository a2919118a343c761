import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, MEMBER, PUBLIC, staffOnly, type Access } from '@shop/contract';
import { registerSecurity } from '../plugins/security.ts';
import { CallRouter, negotiateEncoding, PreparedAnswer, SENDS_BEFORE_BEST, type CallHandler } from './call-router.ts';
import { brotliOptions, brotliWindow, FAST } from './compression.ts';
import type { Session } from './context.ts';

/* A prepared answer goes out exactly as a plain answer would: same envelope, same bytes once decoded. */

const big = { title: '翡翠 "jade" \\ \u2028', items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], price: i * 100 })) };
const call = (path: string) =>
  defineCall(path, PUBLIC, { request: z.object({}), response: z.object({ title: z.string(), items: z.array(z.unknown()) }), summary: 'test' });

const app = Fastify();
beforeAll(async () => {
  await registerSecurity(app);
  const router = new CallRouter(app);
  const prepared = new PreparedAnswer(big);
  router.call(call('test/plain'), () => big);
  router.call(call('test/prepared'), () => prepared);
  router.call(call('test/small'), () => new PreparedAnswer({ title: 'x', items: [] }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, encoding?: string) =>
  app.inject({ method: 'POST', url, payload: {}, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

function decoded(res: Awaited<ReturnType<typeof post>>): string {
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (enc === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

describe('PreparedAnswer', () => {
  it('holds exactly the envelope JSON.stringify({ data }) gives', () => {
    expect(new PreparedAnswer(big).body.toString()).toBe(JSON.stringify({ data: big }));
  });

  it('is sent like a plain answer: same body, headers and encoding for br, gzip and none', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'gzip;q=1, br;q=0.5', undefined, 'identity']) {
      const plain = await post('/api/test/plain', encoding);
      const prepared = await post('/api/test/prepared', encoding);
      expect(prepared.statusCode).toBe(200);
      expect(decoded(prepared)).toBe(decoded(plain));
      expect(JSON.parse(decoded(prepared))).toEqual({ data: big });
      for (const h of ['content-type', 'content-encoding', 'cache-control', 'vary'])
        expect([encoding, h, prepared.headers[h]]).toEqual([encoding, h, plain.headers[h]]);
    }
  });

  it('goes out at a fast quality first, and at the best once sent again and again (decisions 520, 530)', async () => {
    const prepared = new PreparedAnswer(big);
    const best = zlib.brotliCompressSync(prepared.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: prepared.body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(prepared.body.length),
      },
    });
    const first = await prepared.compressed('br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(prepared.body.toString());
    expect(first).not.toEqual(best);
    for (let n = 1; n < SENDS_BEFORE_BEST; n++) await prepared.compressed('br');
    await vi.waitFor(async () => expect(await prepared.compressed('br')).toEqual(best));
    expect(zlib.gunzipSync(await prepared.compressed('gzip')).toString()).toBe(prepared.body.toString());
  });

  it("a per-request answer goes out at the same fast quality, brotli's window fitted to it (decision 619)", async () => {
    const body = Buffer.from(JSON.stringify({ data: big }));
    const br = await post('/api/test/plain', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(zlib.brotliCompressSync(body, brotliOptions(body.length, FAST.br)));
    const gz = await post('/api/test/plain', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(zlib.gzipSync(body, { level: FAST.gzip }));
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await post('/api/test/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"data":{"title":"x","items":[]}}');
  });
});

describe('negotiateEncoding', () => {
  it('picks brotli or gzip by q-value, brotli on a tie', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('X-GZIP')).toBe('gzip');
  });
});

describe('typed access', () => {
  it('hands MEMBER handlers a member session and staff handlers a staff session (checked by the compiler)', () => {
    const _def = <A extends Access>(access: A) => defineCall('typed', access, { request: z.object({}), response: z.object({}), summary: 'test' });
    type MemberCtx = Parameters<CallHandler<ReturnType<typeof _def<typeof MEMBER>>>>[1];
    type StaffCtx = Parameters<CallHandler<ReturnType<typeof _def<ReturnType<typeof staffOnly>>>>>[1];
    type PublicCtx = Parameters<CallHandler<ReturnType<typeof _def<typeof PUBLIC>>>>[1];
    expectTypeOf<MemberCtx['session']['memberId']>().toEqualTypeOf<number>();
    expectTypeOf<StaffCtx['session']['staffId']>().toEqualTypeOf<number>();
    expectTypeOf<PublicCtx['session']>().toEqualTypeOf<Session | null>();
  });
});
