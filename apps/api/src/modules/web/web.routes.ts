import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEMO, LANG_TAG, langFromHeader, type Lang } from '@shop/contract';
import type { Services } from '../registry.ts';
import { catalogueHeads, catalogueSitemap } from '../catalogue/catalogue.seo.ts';

/** Head tags a page address gets in the served HTML, for crawlers and link previews without JavaScript. */
export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph (and product:) properties. */
  og?: Record<string, string>;
  /** JSON-LD objects, each written as a `application/ld+json` data block (not executed, so CSP allows it). */
  jsonLd?: unknown[];
}
/** Answers the head of an address it knows, else null; the first non-null answer wins. */
export type HeadProvider = (url: URL, lang: Lang, origin: string) => Promise<HeadTags | null>;
/** Absolute addresses for /sitemap.xml. */
export type SitemapSource = (origin: string) => Promise<{ loc: string; lastmod?: string }[]>;

/** Domains that render heads or list addresses; each adds one line. */
const headProviders = (s: Services): HeadProvider[] => [catalogueHeads(s, DEMO.merchantCode, DEMO.appCode)];
const sitemapSources = (s: Services): SitemapSource[] => [pagesSitemap(s), catalogueSitemap(s, DEMO.merchantCode)];

function pagesSitemap(s: Services): SitemapSource {
  return async (origin) => {
    const app = await s.pages.getAppFull({ merchantCode: DEMO.merchantCode, appCode: DEMO.appCode }).catch(() => null);
    if (!app) return [{ loc: `${origin}/` }];
    return [{ loc: `${origin}/` }, ...app.pageList.map((p) => ({ loc: `${origin}/wv/${encodeURIComponent(p.pageCode)}` }))];
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script data block must not be able to close the element. */
const ldJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function withHead(html: string, head: HeadTags, lang: Lang): string {
  const tags = [
    head.description !== undefined ? `<meta name="description" content="${esc(head.description)}" />` : '',
    head.canonical ? `<link rel="canonical" href="${esc(head.canonical)}" />` : '',
    ...Object.entries(head.og ?? {}).map(([k, v]) => `<meta property="${esc(k)}" content="${esc(v)}" />`),
    ...(head.jsonLd ?? []).map((o) => `<script type="application/ld+json">${ldJson(o)}</script>`),
  ].filter(Boolean);
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${LANG_TAG[lang]}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${esc(head.title)}</title>`)
    .replace(head.description !== undefined ? /<meta name="description"[^>]*>\s*/ : /$^/, '')
    .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}

/** /robots.txt and /sitemap.xml; registered with or without a web build. */
function registerCrawlerFiles(app: FastifyInstance, services: Services) {
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /wvEdit', 'Disallow: /wvDev', 'Disallow: /onlineCart', 'Disallow: /onlineCheckout', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n'),
      ),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const lists = await Promise.all(sitemapSources(services).map((source) => source(origin)));
    const urls = lists.flat().slice(0, 50_000);
    const body = urls
      .map((u) => `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${esc(u.lastmod)}</lastmod>` : ''}</url>`)
      .join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every other page
 * address (the web app routes on the client and shows its own unknown-page screen).
 * Without a build (API-only tests) nothing is registered.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, services: Services) {
  registerCrawlerFiles(app, services);
  const providers = headProviders(services);
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  const sendIndex = async (reply: FastifyReply, request?: FastifyRequest) => {
    let html = indexHtml;
    if (request && providers.length) {
      const url = new URL(request.url, 'http://local');
      const lang = langFromHeader(request.headers['accept-language']);
      for (const provide of providers) {
        const head = await provide(url, lang, originOf(request)).catch((err: unknown) => {
          request.log.warn({ err }, 'head provider failed');
          return null;
        });
        if (head) {
          html = withHead(indexHtml, head, lang);
          break;
        }
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/media/')) return reply.callNotFound();
    // A real file (favicon, robots.txt, an asset) wins over the page fallback.
    const rel = decodeURIComponent(url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.join(webDist, rel);
    if (rel && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    if (rel.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(reply, request);
  });
}
