import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { COMPRESS_MIN_BYTES } from '../lib/call-router.ts';
import { SCRIPT_STARTER_CSP } from '../modules/web/script-start.ts';

/**
 * Security headers and compression. The CSP allows one inline script, the page's script starter
 * (decision 166, allowed by its hash); the web app is a bundle from our own origin. Styles may be inline (React style props, the editor). Frames are for shop maps and brand
 * content websites; images may be http(s) addresses an editor entered.
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
  // Answers compressed per request (not the kept answers and pages, compressed once at brotli 11):
  // brotli 3 costs about half of @fastify/compress's default 4 for 4–5 % more bytes (decision 211).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  });
}
