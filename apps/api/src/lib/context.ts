import type { Lang, StaffRoleCode } from '@shop/contract';
import { AppError } from './app-error.ts';

/** Who is calling, resolved from the bearer token. Member and staff sessions are different kinds. */
export type Session =
  | { kind: 'member'; sessionId: string; memberId: number; mustChangePassword?: boolean }
  | { kind: 'staff'; sessionId: string; staffId: number; roles: StaffRoleCode[] };

/** What a route hands to a service besides the validated input. Services never see Fastify. */
export interface CallContext {
  lang: Lang;
  session: Session | null;
  /** Client address, for rate limits and audit. */
  ip: string;
  /** Opaque request id for logs. */
  requestId: string;
  /** The caller's User-Agent, for the label of a session it opens (decision 388). */
  userAgent?: string;
}

export type MemberContext = CallContext & { session: Extract<Session, { kind: 'member' }> };
export type StaffContext = CallContext & { session: Extract<Session, { kind: 'staff' }> };

/**
 * The call's context as a staff member's: the router has already refused anything but a staff session with
 * the call's role, so this only narrows the type (and refuses, should a route be declared for members).
 */
export function staffContext(ctx: CallContext): StaffContext {
  if (ctx.session?.kind !== 'staff') throw new AppError('UNAUTHENTICATED');
  return ctx as StaffContext;
}

/** The calling staff member's id (see `staffContext`). */
export const staffIdOf = (ctx: CallContext): number => staffContext(ctx).session.staffId;
