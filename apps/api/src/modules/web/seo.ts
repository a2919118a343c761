import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO, LANGS, LANG_PARAM, LANG_TAG, type Lang } from '@shop/contract';
import type { AppParts } from '../../lib/module-deps.ts';
import { catalogueHeads, catalogueSitemap, type CatalogueService } from '../catalogue/index.ts';
import type { PagesService } from '../pages/index.ts';
import { escapeHtml, tag, type HtmlHook } from './html.ts';
import { injectCall } from './inject-call.ts';
import type { HeadProvider, HeadTags, SitemapSource } from '../../lib/seo-types.ts';

export type { HeadProvider, HeadRequest, HeadTags, SitemapSource } from '../../lib/seo-types.ts';
import type { BootDataLoader } from './boot-data.ts';
import { memo } from '../../lib/memo.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';

/** What the web module's pages are drawn from: the shared pieces and the services that list addresses. */
export type WebServices = Pick<AppParts, 'changes' | 'origin'> & { pages: PagesService; catalogue: CatalogueService };

/** Domains that render heads or list addresses; each adds one line. */
const headProviders = (): HeadProvider[] => [catalogueHeads(DEMO)];
const sitemapSources = (s: WebServices): SitemapSource[] => [pagesSitemap(s), catalogueSitemap(s, DEMO.merchantCode)];

function pagesSitemap(s: WebServices): SitemapSource {
  return async (origin) => {
    const app = await s.pages.getAppFull({ merchantCode: DEMO.merchantCode, appCode: DEMO.appCode }).catch(() => null);
    if (!app) return [{ loc: `${origin}/` }];
    return [{ loc: `${origin}/` }, ...app.pageList.map((p) => ({ loc: `${origin}/wv/${encodeURIComponent(p.pageCode)}` }))];
  };
}

const HEAD_CACHE_MS = 60_000;
/** Entries hold a page's first screen and call answers (about 90 KB for a category): a few MB at most. */
const HEAD_CACHE_MAX = 50;

const esc = escapeHtml;
/** A page's address in a language (decision 150): zh_HK, the default, names none; others `?lang=`. */
export function langAddress(loc: string, lang: Lang): string {
  if (lang === 'zh_HK') return loc;
  return `${loc}${loc.includes('?') ? '&' : '?'}${LANG_PARAM}=${lang}`;
}
/** JSON inside a script data block must not be able to close the element. */
const ldJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
/** The origin absolute addresses are written with: PUBLIC_URL, a known host, or '' (relative; decision 121). */
type OriginOf = (request: FastifyRequest) => string;

/**
 * The HTML hook that asks the head providers for the page address: title, description, canonical,
 * preloaded first image, Open Graph and JSON-LD. Answers are kept a minute per address and language,
 * since crawlers and shared links ask for the same few addresses.
 */
export function headProvidersHook(app: FastifyInstance, boot: BootDataLoader, originOf: OriginOf, changes?: ChangeBus): HtmlHook {
  const providers = headProviders();
  const call = injectCall(app);
  // A page's head and first screen are drawn from the site, the catalogue and the shops.
  const cache = memo<string, HeadTags | null>({
    ttlMs: HEAD_CACHE_MS,
    max: HEAD_CACHE_MAX,
    ...(changes ? { dropOn: { changes, topics: ['release', 'catalogue', 'shops'] } } : {}),
  });
  return async (request, doc) => {
    const lang = doc.pageLang;
    const origin = originOf(request);
    const key = `${lang} ${origin}${request.url}`;
    const head = await cache.get(key, async () => {
      const url = new URL(request.url, 'http://local');
      for (const provide of providers) {
        const found = await provide({ url, lang, origin, call, boot: (await boot())?.boot ?? null }).catch((err: unknown) => {
          request.log.warn({ err }, 'head provider failed');
          return null;
        });
        if (found) return found;
      }
      return null;
    });
    if (!head) return;
    doc.lang = LANG_TAG[lang];
    doc.title = head.title;
    if (head.description !== undefined) doc.description = head.description;
    if (head.canonical) doc.canonical = head.canonical;
    for (const p of head.preloadImages ?? []) {
      doc.head.push(tag('link', { rel: 'preload', as: 'image', fetchpriority: 'high', href: p.href, imagesrcset: p.srcset, imagesizes: p.sizes }));
    }
    for (const [property, content] of Object.entries(head.og ?? {})) doc.head.push(tag('meta', { property, content }));
    for (const o of head.jsonLd ?? []) doc.head.push(`<script type="application/ld+json">${ldJson(o)}</script>`);
  };
}

/** /robots.txt and /sitemap.xml; registered with or without a web build. */
export function registerCrawlerFiles(app: FastifyInstance, services: WebServices) {
  const originOf: OriginOf = (request) => services.origin(request);
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /wvEdit',
          'Disallow: /wvDev',
          'Disallow: /onlineCart',
          'Disallow: /onlineCheckout',
          '',
          `Sitemap: ${originOf(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const lists = await Promise.all(sitemapSources(services).map((source) => source(origin)));
    const urls = lists.flat();
    // Each page in its three languages (decision 150), each address naming the others as alternates.
    const body = urls
      .slice(0, Math.floor(50_000 / LANGS.length))
      .map((u) => {
        const alternates = LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[l]}" href="${esc(langAddress(u.loc, l))}"/>`).join('');
        return LANGS.map(
          (l) => `<url><loc>${esc(langAddress(u.loc, l))}</loc>${u.lastmod ? `<lastmod>${esc(u.lastmod)}</lastmod>` : ''}${alternates}</url>`,
        ).join('\n');
      })
      .join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
      );
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every other page
 * address (the web app routes on the client and shows its own unknown-page screen).
 * Without a build (API-only tests) nothing is registered.
 */
