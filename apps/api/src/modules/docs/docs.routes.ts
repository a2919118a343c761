import type { ModuleDeps } from '../../lib/module-deps.ts';
import { buildOpenApi } from './openapi.ts';

/** GET /api/docs: the OpenAPI document generated from the contract, built once at start. */
export function registerDocsRoutes({ http }: ModuleDeps) {
  let doc: string | undefined;
  http.get('/api/docs', (_request, reply) => {
    doc ??= JSON.stringify(buildOpenApi());
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(doc);
  });
}
