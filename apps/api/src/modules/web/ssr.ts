import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderRequest, RenderResult } from '@shop/contract';

/**
 * The web app's server render (apps/web/src/entry-server.tsx, built by `npm run build` into
 * apps/web/dist-server; decision 150). The shapes below mirror the entry's exports: the API does not
 * compile the web app, it loads its build.
 */
interface ServerEntry {
  QUERY_STATE_ID: string;
  setUpServerRender(opts: { fetch: (url: string, init: RequestInit) => Promise<Response> }): void;
  render(req: RenderRequest): Promise<RenderResult>;
}
export interface ServerRenderer {
  queryStateId: string;
  render(req: RenderRequest): Promise<RenderResult>;
}

/** Where the server bundle is, beside the web build (`apps/web/dist` → `apps/web/dist-server`). */
export const serverDistOf = (webDist: string) => path.join(path.dirname(webDist), `${path.basename(webDist)}-server`);

/**
 * Loads the server bundle and lets it make its calls in-process: through the app's own routes
 * (`app.inject`: validation, service, answer shape), as the browser's calls are answered. Null when
 * there is no server bundle (API-only tests): pages are then served without a server render.
 */
export async function loadServerRenderer(app: FastifyInstance, webDist: string): Promise<ServerRenderer | null> {
  const file = path.join(serverDistOf(webDist), 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setUpServerRender({
    fetch: async (url, init) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) if (k.toLowerCase() !== 'authorization') headers[k] = v;
      const res = await app.inject({ method: 'POST', url, headers, payload: typeof init.body === 'string' ? init.body : '{}' });
      return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    },
  });
  return { queryStateId: entry.QUERY_STATE_ID, render: (req) => entry.render(req) };
}
