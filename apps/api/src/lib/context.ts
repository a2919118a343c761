import type { Lang, StaffRoleCode } from '@shop/contract';

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
