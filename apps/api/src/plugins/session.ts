import type { FastifyInstance } from 'fastify';
import type { Session } from '../lib/context.ts';
import type { SessionService } from '../modules/sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Reads `Authorization: Bearer <token>` into `request.session`; an unknown or expired token reads as none. */
export function registerSessionResolver(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.session = await sessions.resolve(header.slice(7).trim());
  });
}
