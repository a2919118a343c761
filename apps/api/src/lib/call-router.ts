import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { langFromHeader, type CallDef } from '@shop/contract';
import { AppError } from './app-error.ts';
import type { CallContext, MemberContext, StaffContext } from './context.ts';

type Ctx<C extends CallDef> = C['access']['kind'] extends 'member'
  ? MemberContext
  : C['access']['kind'] extends 'staff'
    ? StaffContext
    : CallContext;

export type CallHandler<C extends CallDef> = (
  input: z.output<C['request']>,
  ctx: Ctx<C>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** Names the first invalid field of a zod failure, e.g. `pageSize` or `skuList.2.num`. */
function firstField(error: z.ZodError): string {
  const issue = error.issues[0];
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
  constructor(private readonly app: FastifyInstance) {}

  call<C extends CallDef>(def: C, handler: CallHandler<C>): void {
    if (this.registered.has(def.path)) throw new Error(`call registered twice: ${def.path}`);
    this.registered.add(def.path);
    this.app.post(`/api/${def.path}`, async (request, reply) => {
      const ctx = contextOf(request);
      checkAccess(def, ctx);
      const parsed = def.request.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('INVALID_INPUT', { field: firstField(parsed.error) });
      const data = await handler(parsed.data as z.output<C['request']>, ctx as Ctx<C>);
      reply.header('cache-control', 'no-store');
      return { data };
    });
  }
}

export function contextOf(request: FastifyRequest): CallContext {
  return {
    lang: langFromHeader(request.headers['accept-language']),
    session: request.session ?? null,
    ip: request.ip,
    requestId: String(request.id),
  };
}

function checkAccess(def: CallDef, ctx: CallContext): void {
  const access = def.access;
  if (access.kind === 'public') return;
  if (access.kind === 'member') {
    if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
    return;
  }
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  const roles = ctx.session.roles;
  if (!access.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
}
