import { endMyOtherSessions, endMySession, endStaffOtherSessions, endStaffSession, listMySessions, listStaffSessions } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { SessionService } from './sessions.service.ts';

/** The caller's own signed-in devices, for members and staff alike (decision 388). */
export function registerSessionsRoutes({ router, services }: ModuleDeps<{ sessions: SessionService }>) {
  const s = services.sessions;
  router.call(listMySessions, (_input, ctx) => s.devices(ctx.session));
  router.call(endMySession, (input, ctx) => s.endDevice(ctx.session, input.sessionId));
  router.call(endMyOtherSessions, (_input, ctx) => s.endOtherDevices(ctx.session));
  router.call(listStaffSessions, (_input, ctx) => s.devices(ctx.session));
  router.call(endStaffSession, (input, ctx) => s.endDevice(ctx.session, input.sessionId));
  router.call(endStaffOtherSessions, (_input, ctx) => s.endOtherDevices(ctx.session));
}
