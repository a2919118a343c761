// The sessions module's public face.
export { registerSessionsRoutes } from './sessions.routes.ts';
export { createSessionService, type SessionService } from './sessions.service.ts';
