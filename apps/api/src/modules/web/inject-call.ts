import type { FastifyInstance } from 'fastify';
import type { InjectCall } from '../../lib/seo-types.ts';

/**
 * Calls through the app's own routes (validation, service, response shape), so that what the server puts
 * in a page is exactly what the browser would be answered; a call that fails answers null.
 */
export function injectCall(app: FastifyInstance): InjectCall {
  return async <T>(path: string, input: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/${path}`, payload: (input ?? {}) as object, headers: { 'content-type': 'application/json' } });
    return res.statusCode === 200 ? (res.json() as { data: T }).data : null;
  };
}
