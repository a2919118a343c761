import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import { findControlCharacter, firstLoginResetPassword, isControlCharacterIssue, loginInfo, logout, type CallDef } from '@shop/contract';
import { AppError } from './app-error.ts';
import { COMPRESS_MIN_BYTES, compress } from './compression.ts';
import { jsonBytes } from './kept-json.ts';
import { requestLang } from './request-lang.ts';
import type { CallContext, MemberContext, StaffContext } from './context.ts';

type Ctx<C extends CallDef> = C['access']['kind'] extends 'member' ? MemberContext : C['access']['kind'] extends 'staff' ? StaffContext : CallContext;

type Answer<C extends CallDef> = z.input<C['response']> | PreparedAnswer<z.input<C['response']>>;

export type CallHandler<C extends CallDef> = (input: z.output<C['request']>, ctx: Ctx<C>) => Promise<Answer<C>> | Answer<C>;

/**
 * Sends of a prepared answer in one encoding before it is compressed at the best quality (decision 520):
 * brotli 11 costs about 115 ms of CPU for a 70 KB search answer and saves 2.6 KB a send over the fast
 * quality, so only an answer asked many times (the start-up answer, a popular search) earns it (decision 530).
 */
export const SENDS_BEFORE_BEST = 20;

/**
 * A call's answer serialised once to be sent many times — for an answer that changes rarely and is
 * kept by its service (the released site changes only on publish). The router sends its bytes as they
 * are: the same `{"data":…}` envelope as any call, not serialised again, and compressed once per
 * encoding instead of once per request. Brotli's best quality costs some 300 ms of CPU for a 56 KB
 * search answer: most kept answers (a search asked once) are sent once or twice, so they go out at a
 * fast quality, and an answer sent SENDS_BEFORE_BEST times is compressed again at the best quality in
 * the background, its smaller bytes sent from then on.
 */
export class PreparedAnswer<T> {
  /** Type only: what the answer holds, so a handler can return it only for its own call's response. */
  declare readonly answer?: T;
  /** `{"data":…}`, exactly what `JSON.stringify({ data })` gives. */
  readonly body: Buffer;
  private readonly encoded = new Map<'br' | 'gzip', { bytes: Promise<Buffer>; sends: number }>();

  constructor(data: T) {
    // Kept goods' bytes are spliced in, not serialised again (decision 531).
    this.body = jsonBytes({ data });
  }

  /** The body compressed with `encoding`, for one more send. */
  compressed(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let hit = this.encoded.get(encoding);
    if (!hit) {
      const bytes = compress(this.body, encoding, false);
      hit = { bytes, sends: 0 };
      this.encoded.set(encoding, hit);
      bytes.catch(() => this.encoded.delete(encoding));
    }
    if (++hit.sends === SENDS_BEFORE_BEST) {
      const kept = hit;
      // The fast bytes are sent until the best are ready; a failure keeps them.
      compress(this.body, encoding, true).then(
        (best) => (kept.bytes = Promise.resolve(best)),
        () => {},
      );
    }
    return hit.bytes;
  }
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli or gzip, whichever has the higher
 * q-value (brotli on a tie, as @fastify/compress prefers it), or none. `*` stands for both.
 */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((x) => x.trim());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(value) ? value : 0);
  }
  const of = (e: string) => q.get(e) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

async function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<unknown>) {
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  // Content-Encoding set here tells @fastify/compress the answer is already compressed.
  return reply
    .header('vary', 'accept-encoding')
    .header('content-encoding', encoding)
    .send(await answer.compressed(encoding));
}

/** Names the first invalid field of a zod failure, e.g. `pageSize` or `skuList.2.num`. */
function firstField(error: z.ZodError): string {
  // A control character is named before other problems (decision 124): it is the one to fix first.
  const issue = error.issues.find((i) => isControlCharacterIssue(i as never)) ?? error.issues[0];
  if (!issue) return 'body';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return issue.keys.join(', ');
  return field || 'body';
}

/**
 * Registers API calls from their contract definitions: `POST /api/<path>`, body validated by the
 * request schema, access checked from the session, answer wrapped as `{ data }`.
 */
export class CallRouter {
  readonly registered = new Set<string>();
  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /** `opts.bodyLimit`: a larger request body for the few calls that send a whole document (the editor's draft). */
  call<C extends CallDef>(def: C, handler: CallHandler<C>, opts: { bodyLimit?: number } = {}): void {
    if (this.registered.has(def.path)) throw new Error(`call registered twice: ${def.path}`);
    this.registered.add(def.path);
    this.app.post(`/api/${def.path}`, opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}, async (request, reply) => {
      const ctx = contextOf(request);
      checkAccess(def, ctx);
      const parsed = def.request.safeParse(request.body ?? {});
      if (!parsed.success) {
        // A control character is the one to fix first (decision 124), even in a body whose other fields are
        // incomplete: the parsed value may no longer hold it, so the raw body is searched.
        const bad = findControlCharacter(request.body ?? {}, def.request);
        throw new AppError('INVALID_INPUT', { field: bad?.length ? bad.join('.') : firstField(parsed.error) });
      }
      const data = await handler(parsed.data as z.output<C['request']>, ctx as Ctx<C>);
      reply.header('cache-control', 'no-store');
      if (data instanceof PreparedAnswer) return sendPrepared(request, reply, data);
      return { data };
    });
  }

  /**
   * Registers a `multipart/form-data` call (`def.requestContentType`): the same access rule and error
   * envelope as any call; at most one file (field `file`) and a few short text fields. The multipart
   * parser exists only in this call's scope, so every other call still accepts JSON only.
   */
  upload<C extends CallDef>(def: C, limits: UploadLimits, handler: UploadHandler<C>): void {
    if (this.registered.has(def.path)) throw new Error(`call registered twice: ${def.path}`);
    this.registered.add(def.path);
    void this.app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
      scope.post(`/api/${def.path}`, async (request, reply) => {
        const ctx = contextOf(request);
        checkAccess(def, ctx);
        let file: UploadedFile | null = null;
        const fields: Record<string, string> = {};
        if (request.isMultipart()) {
          try {
            for await (const part of request.parts()) {
              if (part.type === 'file') {
                const bytes = await part.toBuffer();
                if (part.fieldname === 'file' && !file) file = { filename: part.filename, mimetype: part.mimetype, bytes };
              } else if (typeof part.value === 'string') {
                fields[part.fieldname] = part.value;
              }
            }
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw limits.tooLarge();
            throw err;
          }
        }
        const data = await handler({ file, fields }, ctx as Ctx<C>);
        reply.header('cache-control', 'no-store');
        return { data };
      });
    });
  }
}

/** A file received by an upload call, read into memory (uploads are bounded by their call's limit). */
export interface UploadedFile {
  filename: string;
  /** As the client declared it; never trusted, the content is what counts. */
  mimetype: string;
  bytes: Buffer;
}
export type UploadHandler<C extends CallDef> = (
  input: { file: UploadedFile | null; fields: Record<string, string> },
  ctx: Ctx<C>,
) => Promise<z.input<C['response']>>;

export interface UploadLimits {
  maxBytes: number;
  /** Thrown when the file is larger than `maxBytes`. */
  tooLarge: () => Error;
}

export function contextOf(request: FastifyRequest): CallContext {
  return {
    lang: requestLang({ headers: request.headers }),
    session: request.session ?? null,
    ip: request.ip,
    requestId: String(request.id),
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/** The member calls a session opened with the default password may make before it sets its own. */
const FIRST_LOGIN_CALLS = new Set<string>([firstLoginResetPassword.path, loginInfo.path, logout.path]);

function checkAccess(def: CallDef, ctx: CallContext): void {
  const access = def.access;
  if (access.kind === 'public') return;
  if (access.kind === 'member') {
    if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
    // A first-login session may only set its password, read who it is and log out (decision 181).
    if (ctx.session.mustChangePassword && !FIRST_LOGIN_CALLS.has(def.path)) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    return;
  }
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  const roles = ctx.session.roles;
  if (!access.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
}
