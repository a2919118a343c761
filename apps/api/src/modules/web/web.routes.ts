import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LANGS, LANG_PARAM, LANG_TAG, type Lang } from '@shop/contract';
import { startScriptsAfterPaint } from './script-start.ts';
import { buildDocument, cleanPagePath, escapeHtml, jsonScript, pageLangOf, renderHtml, tag, type HtmlDocument } from './html.ts';
import type { WebServices } from './seo.ts';
import { registerCrawlerFiles } from './seo.ts';
import type { WebPageParts } from './html-hooks.ts';
import { loadServerRenderer, type ServerRenderer } from './ssr.ts';
import { memo } from '../../lib/memo.ts';
import { LAYOUT_ACCEPT_CH, LAYOUT_VARY, layoutOf, type PageLayout } from './layout-guess.ts';

/**
 * How long a rendered page is served from memory. Every change it could show drops it at once (the
 * topics below, in every process); the time only bounds what no topic announces.
 */
const PAGE_CACHE_MS = 60_000;
/** Pages kept (about 60–150 KB each): a few tens of MB at most. */
const PAGE_CACHE_MAX = 400;
/**
 * Only addresses made of the parameters the storefront's pages read are kept, each short: any other
 * query (junk, tracking tags, a crawler's guesses) is rendered but not kept, so it cannot fill the cache.
 */
const PAGE_PARAMS = new Set([
  LANG_PARAM,
  'id',
  'categoryId',
  'tag',
  'searchCode',
  'keyword',
  'sort',
  'orderBy',
  'isAsc',
  'page',
  'pageNo',
  'articleId',
  'articleIdList',
  'storeId',
  'brandId',
  'jewelleryId',
  'topAreaId',
  'childAreaId',
  'jewelleryParamId',
  'jewelleryParamType',
  'jewelleryParamSelectionId',
]);

interface RenderedPage {
  status: number;
  html: string;
  /** The page compressed once per encoding, the first time a browser asks for it (then sent as is). */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/** The encoding a browser accepts, best first (the server's plugin would pick the same). */
const encodingOf = (request: FastifyRequest): 'br' | 'gzip' | null => {
  const accept = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
};
const compress = (html: string, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
    : zlib.gzipSync(html, { level: 9 });

/**
 * The layout a page is rendered for (decision 164): `Sec-CH-UA-Mobile` when sent, else the User-Agent;
 * the window decides once live.
 */
const screenOf = (request: FastifyRequest): PageLayout => layoutOf(request.headers);

/** The cache key of a page, or null when the address is not one to keep (see PAGE_PARAMS). */
function pageKey(request: FastifyRequest, origin: string): string | null {
  const [pathname, search = ''] = request.url.split('?') as [string, string?];
  const query = new URLSearchParams(search);
  const entries = [...query.entries()];
  if (pathname.length > 200 || entries.length > 6 || entries.some(([k, v]) => !PAGE_PARAMS.has(k) || v.length > 64)) return null;
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pageLangOf(query, request.headers.cookie)} ${screenOf(request)} ${origin || request.host} ${pathname}?${new URLSearchParams(entries).toString()}`;
}

/** The address of a page in a language (decision 150): zh_HK, the default, has no `lang` parameter. */
function languageAddress(base: URL, lang: Lang): string {
  const url = new URL(base);
  url.searchParams.delete(LANG_PARAM);
  if (lang !== 'zh_HK') url.searchParams.set(LANG_PARAM, lang);
  return url.toString().replace(/\?$/, '');
}

/** `<link rel="canonical">` in the page's language, and the alternates of every language. */
function languageLinks(doc: HtmlDocument, origin: string): string[] {
  // A hook's canonical is a path when no trusted origin is known (decision 121): read it against one.
  const root = origin || 'http://localhost';
  let base = new URL(doc.canonical ?? `${doc.path}${doc.query.size ? `?${doc.query}` : ''}`, root);
  // Only ever this site's own addresses (decision 185): anything resolving elsewhere falls back to the home page.
  if (base.origin !== new URL(root).origin) base = new URL('/', root);
  const strip = (s: string) => (origin ? s : s.replace(/^http:\/\/localhost/, ''));
  return [
    tag('link', { rel: 'canonical', href: strip(languageAddress(base, doc.pageLang)) }),
    ...LANGS.map((l) => tag('link', { rel: 'alternate', hreflang: LANG_TAG[l], href: strip(languageAddress(base, l)) })),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: strip(languageAddress(base, 'zh_HK')) }),
  ];
}

const SERVER_ERROR_TEXT = [
  ['zh-HK', '伺服器暫時未能處理', '請稍後再試。'],
  ['zh-CN', '服务器暂时未能处理', '请稍后再试。'],
  ['en', 'Something went wrong on our side', 'Please try again in a moment.'],
] as const;

/** The friendly page of a server error (500): the three languages, no script (nothing to hydrate). */
function serverErrorPage(template: string): string {
  const body = `<section class="unknown-page container" data-testid="server-error"><p class="unknown-page__code" aria-hidden="true">500</p>${SERVER_ERROR_TEXT.map(
    ([lang, title, text]) => `<div lang="${lang}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div>`,
  ).join('')}<a class="ui-button" href="/">主頁 · Home</a></section>`;
  return template
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/** Paths (relative, with the platform's separator) of the files under `root`, outside dot folders. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = dir ? path.join(dir, entry.name) : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.add(rel);
    }
  };
  walk('');
  return files;
}

/**
 * Headers a hashed script, stylesheet or picture of the build does not need (decision 555): the document's
 * policies (CSP, framing, opener, origin cluster, the old IE and Flash switches) govern documents, not the
 * files they load, and a file whose name is its content's hash and is cached as immutable is never
 * revalidated (no ETag, no Last-Modified). On HTTP/1.1 they were ≈ 0.7 KB of each file's ≈ 1.1 KB of
 * headers, 10–15 KB per page over its 15–20 scripts, as Lighthouse counts a page's script. Kept: the
 * content type's `nosniff`, the cross-origin resource policy, the request id and, on a stylesheet, the
 * referrer policy (its own requests follow it; a script's follow the document's).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  // The document's own answer sets HSTS for the host; a file asked for over HTTPS adds nothing to it.
  'strict-transport-security',
  'etag',
  'last-modified',
  // Nothing asks for part of a file of a few KB.
  'accept-ranges',
];
function leanAssetHeaders(reply: FastifyReply, filePath: string) {
  // The security plugin set its headers on the raw response, @fastify/static its own on the reply.
  const names = filePath.endsWith('.css') ? DOCUMENT_ONLY_HEADERS : [...DOCUMENT_ONLY_HEADERS, 'referrer-policy'];
  for (const name of names) {
    reply.raw.removeHeader(name);
    reply.removeHeader(name);
  }
}

/**
 * Serves the built web app: hashed assets cached for a year (sent pre-compressed with brotli or gzip
 * when the build wrote `.br` / `.gz` beside them), and every other page address rendered on the server
 * (decision 150): the React tree of the route, in the page's language, with the answers it was drawn
 * from, its head through the HTML hooks, 404 for an unknown page and 500 with a friendly page when
 * rendering fails. Without a build (API-only tests) nothing is registered; without the server bundle
 * pages are sent unrendered (the app draws them in the browser).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  services: WebServices,
  parts: WebPageParts = { hooks: [], boot: async () => null },
) {
  registerCrawlerFiles(app, services);
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');
  // The build's files, listed once: a page address (`/product?id=…`) is told from a file without two
  // syscalls per request (issue 31). The build is fixed while the server runs (the template above is
  // read once too): a new build needs a restart either way.
  const distFiles = listFiles(webDist);
  // The server render's bundle (React and the whole app) is loaded on the first page asked for, not while
  // the server starts (decision 477): the start's warm-up asks for the home page right after listening.
  let rendererLoad: Promise<ServerRenderer | null> | undefined;
  const serverRenderer = () => (rendererLoad ??= loadServerRenderer(app, webDist));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      if (immutable) leanAssetHeaders(reply, filePath);
    },
  });

  // Rendered pages of released content, per address, language and origin; dropped on every change.
  const pages = memo<string, RenderedPage>({
    ttlMs: PAGE_CACHE_MS,
    max: PAGE_CACHE_MAX,
    keep: (p) => p.status === 200,
    dropOn: { changes: services.changes, topics: ['release', 'catalogue', 'content', 'shops', 'club'] },
  });

  const renderPage = async (request: FastifyRequest, origin: string): Promise<RenderedPage> => {
    const doc = await buildDocument(request, parts.hooks);
    let status = 200;
    const renderer = await serverRenderer();
    if (renderer) {
      const boot = (await parts.boot())?.boot ?? null;
      const result = await renderer.render({
        url: request.url,
        origin,
        lang: doc.pageLang,
        screen: screenOf(request),
        boot,
      });
      if (result.kind === 'redirect') return { status: result.status, html: result.location };
      status = result.status;
      doc.body = result.html;
      if (doc.title === undefined && result.title) doc.title = result.title;
      if (doc.description === undefined && result.description) doc.description = result.description;
      doc.head.push(jsonScript(renderer.queryStateId, result.queryState));
    }
    doc.lang = LANG_TAG[doc.pageLang];
    if (status === 200) doc.head.push(...languageLinks(doc, origin));
    else doc.head.push(tag('meta', { name: 'robots', content: 'noindex' }));
    const html = startScriptsAfterPaint(renderHtml(template, doc), Boolean(doc.body));
    // The layout guessed (decision 164) and a status other than 200 (the browser's start reads a 404:
    // lib/not-found.ts), after `lang`, so the tag still opens with `<html lang="…"` for whoever reads it.
    const marks = `${screenOf(request) === 'pc' ? ' data-screen="pc"' : ''}${status !== 200 ? ` data-status="${status}"` : ''}`;
    return { status, html: marks ? html.replace(/<html([^>]*)>/, (_, attrs: string) => `<html${attrs}${marks}>`) : html };
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let page: RenderedPage;
    let kept = false;
    try {
      const origin = services.origin(request);
      const key = pageKey(request, origin);
      kept = key !== null;
      page = key ? await pages.get(key, () => renderPage(request, origin)) : await renderPage(request, origin);
    } catch (err) {
      request.log.error({ err }, 'page render failed');
      page = { status: 500, html: serverErrorPage(template) };
    }
    if (page.status >= 300 && page.status < 400) return reply.redirect(page.html, page.status);
    // The page depends on the kept language (cookie) when its address names none.
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', `accept-encoding, cookie, ${LAYOUT_VARY}`)
      .header('accept-ch', LAYOUT_ACCEPT_CH)
      .type('text/html; charset=utf-8');
    // A kept page is compressed once per encoding and sent as it is from then on.
    const encoding = kept && page.status === 200 ? encodingOf(request) : null;
    if (encoding) {
      page.encoded ??= {};
      const body = (page.encoded[encoding] ??= compress(page.html, encoding));
      return reply.header('content-encoding', encoding).send(body);
    }
    return reply.send(page.html);
  };
  app.get('/', sendPage);
  app.get('/*', (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/media/')) return reply.callNotFound();
    // `//evil.example/` or `/\evil.example` must never reach a URL builder (decision 185): one clean path.
    const [rawPath, search] = url.split('?') as [string, string?];
    const clean = cleanPagePath(rawPath);
    if (clean !== null) return reply.header('cache-control', 'no-cache').redirect(`${clean}${search !== undefined ? `?${search}` : ''}`, 301);
    // A real file (favicon, robots.txt, an asset) wins over the page fallback.
    const rel = decodeURIComponent(url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.join(webDist, rel);
    // Dot folders (the build manifest in .vite/) are for the server, not for visitors.
    if (rel.split('/').some((part) => part.startsWith('.'))) return reply.callNotFound();
    if (rel && file.startsWith(webDist) && distFiles.has(path.relative(webDist, file))) {
      return reply.sendFile(rel);
    }
    if (rel.startsWith('assets/')) return reply.callNotFound();
    return sendPage(request, reply);
  });
}
