import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SCRIPT_STARTER_CSP } from '../modules/web/script-start.ts';
import { registerSecurity } from './security.ts';

/**
 * The headers are worked out once at start (decision 476) instead of by @fastify/helmet on every request:
 * these are the names and values @fastify/helmet 13.2 answered with the same options, on every kind of answer.
 */
const EXPECTED: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    `script-src 'self' ${SCRIPT_STARTER_CSP}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const OTHER = new Set(['content-type', 'content-length', 'date', 'connection', 'vary', 'content-encoding', 'x-own']);

async function app() {
  const a = Fastify();
  await registerSecurity(a);
  a.get('/ok', async () => ({ data: { ok: true } }));
  a.get('/fails', async () => {
    throw new Error('boom');
  });
  a.get('/own', async (_req, reply) => reply.header('x-frame-options', 'DENY').header('x-own', '1').send('own'));
  return a;
}

describe('security headers', () => {
  it('are the same on an answer, an error and an unknown address, and nothing else is added', async () => {
    const a = await app();
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const res = await a.inject({ url });
      const security = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OTHER.has(name)));
      expect(security, url).toEqual(EXPECTED);
    }
    await a.close();
  });

  it('leave a header a route sets itself to the route', async () => {
    const a = await app();
    const res = await a.inject({ url: '/own' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe(EXPECTED['content-security-policy']);
    await a.close();
  });
});
