import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * How the API compresses its answers: one policy for the answers kept and sent many times (`PreparedAnswer`)
 * and for the answers made per request (the order preview, the cart, member and back-office calls, sent
 * through @fastify/compress with `perRequestZlib` below).
 */

/** Answers shorter than this are sent uncompressed (@fastify/compress is given the same threshold). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The fast quality: brotli 1 / gzip 1 (decisions 530, 546, 619). Brotli 1 takes the encoder's one-pass path:
 * 0.12–0.14 ms of CPU for a 70 KB search answer against 0.25–0.28 ms at 2, for 8 % more bytes; a 6.5 KB
 * order preview 24–31 µs against 40–73 µs at 3 with the default window, for about 200 bytes more.
 */
export const FAST = { br: 1, gzip: 1 } as const;
/** The best quality, for an answer sent again and again (decision 520); tens of ms, so never in line. */
export const BEST = { br: 11, gzip: 9 } as const;

/**
 * Brotli's window fitted to the body (at least 2^16, at most its default 2^22): the same bytes for a body
 * shorter than the window, but each compression allocates and clears a few hundred KB instead of several
 * MB. Ten at once in libuv's pool cost 2–3× the CPU of one at a time with the default window (decision 530).
 */
export const brotliWindow = (bytes: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))));

/** Brotli's parameters for a body of `bytes` at `quality`: the window fitted, the size told. */
export function brotliOptions(bytes: number, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(bytes),
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The body compressed for one encoding. The fast quality is done in line: 0.35 ms for a 70 KB search
 * answer on this thread, against 0.7–0.9 ms of CPU in libuv's pool when ten are asked at once (the hand-
 * over costs more than the work, decision 530). The best quality (tens of ms) goes to the pool.
 */
export function compress(body: Buffer, encoding: 'br' | 'gzip', best: boolean): Promise<Buffer> {
  const level = (best ? BEST : FAST)[encoding];
  if (best) return encoding === 'gzip' ? gzip(body, { level }) : brotli(body, brotliOptions(body.length, level));
  try {
    return Promise.resolve(encoding === 'gzip' ? zlib.gzipSync(body, { level }) : zlib.brotliCompressSync(body, brotliOptions(body.length, level)));
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

/**
 * The largest per-request answer compressed in line (@fastify/compress's `syncThreshold`; its own default is
 * 8 KB on two cores). Above it the answer streams through libuv's pool. In line is the cheaper for the main
 * thread at these sizes (decision 530: the hand-over costs more than the work); 256 KB at the fast quality
 * is under a millisecond.
 */
export const IN_LINE_MAX_BYTES = 256 * 1024;

/**
 * The zlib @fastify/compress is given for answers made per request (decision 619): its in-line path (a
 * buffered answer up to IN_LINE_MAX_BYTES) compresses at the fast quality with brotli's window fitted to
 * the answer, as a new kept answer is; a streamed answer (a larger one, or a stream) at the same quality
 * with the default window, its size unknown. Brotli 3 with the default window had been @fastify/compress's setting
 * (decision 211): the compression was then 15–18 % of an order preview's CPU.
 */
export const perRequestZlib = {
  brotliCompressSync: (body: Buffer) => zlib.brotliCompressSync(body, brotliOptions(body.length, FAST.br)),
  gzipSync: (body: Buffer) => zlib.gzipSync(body, { level: FAST.gzip }),
  createBrotliCompress: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST.br } }),
  createGzip: () => zlib.createGzip({ level: FAST.gzip }),
};
