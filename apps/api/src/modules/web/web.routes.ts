import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildDocument, renderHtml, type HtmlHook } from './html.ts';
import type { Services } from '../registry.ts';
import { registerCrawlerFiles } from './seo.ts';

/**
 * Serves the built web app: hashed assets cached for a year (sent pre-compressed with brotli or gzip
 * when the build wrote `.br` / `.gz` beside them), and `index.html`, rendered through the HTML hooks,
 * for every other page address (the web app routes on the client and shows its own unknown-page screen).
 * Without a build (API-only tests) nothing is registered.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, services: Services, hooks: readonly HtmlHook[] = []) {
  registerCrawlerFiles(app, services);
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const doc = await buildDocument(request, hooks);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderHtml(template, doc));
  };

  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/media/')) return reply.callNotFound();
    // A real file (favicon, robots.txt, an asset) wins over the page fallback.
    const rel = decodeURIComponent(url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.join(webDist, rel);
    // Dot folders (the build manifest in .vite/) are for the server, not for visitors.
    if (rel.split('/').some((part) => part.startsWith('.'))) return reply.callNotFound();
    if (rel && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    if (rel.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
