import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';
import { COMPRESS_MIN_BYTES, IN_LINE_MAX_BYTES, perRequestZlib } from '../lib/compression.ts';
import { SCRIPT_STARTER_CSP } from '../modules/web/script-start.ts';

/**
 * The CSP allows one inline script, the page's script starter (decision 166, allowed by its hash); the web
 * app is a bundle from our own origin. Styles may be inline (React style props, the editor). Frames are for
 * shop maps and brand content websites; images may be http(s) addresses an editor entered.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SCRIPT_STARTER_CSP],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet would set, worked out once (decision 476). @fastify/helmet built helmet's middleware
 * again on every request (about 7 % of a request's CPU); the options are fixed and no directive depends on
 * the request (no nonces), so the names and values are the same every time.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string | number) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Security headers on every answer (errors and 404s included) and compression. */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  // On the raw response, as helmet's middleware set them: a route's own header of the same name still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  // Answers compressed per request (not the kept answers and pages, which compress themselves and tell
  // @fastify/compress so by their content-encoding) at the same fast quality as a new kept answer, brotli's
  // window fitted to the answer (decision 619; was brotli 3 with the default window, decision 211).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: IN_LINE_MAX_BYTES,
    zlib: perRequestZlib,
  });
}
