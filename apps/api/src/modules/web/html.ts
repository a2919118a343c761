import type { FastifyRequest } from 'fastify';
import type { Lang } from '@shop/contract';
import { requestLang } from '../../lib/request-lang.ts';

/**
 * The page HTML as hooks see it before it is sent. Hooks add to `head` (and may set the title or
 * `<html lang>`) for the request at hand: boot data, preload hints, and later per-page meta tags
 * (title, description, Open Graph, JSON-LD) for product pages.
 */
export interface HtmlDocument {
  /** The request path without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The language the page is rendered in: its address's `?lang=`, else the kept one (cookie), else zh_HK. */
  readonly pageLang: Lang;
  /** Markup appended to `<head>`; build it with `tag`, `escapeHtml` and `jsonScript`. */
  head: string[];
  /** Replaces the template's `<title>` (plain text). */
  title?: string;
  /** Replaces the template's meta description (plain text). */
  description?: string;
  /** The page's own address without a language (a head provider may name one), for canonical and alternates. */
  canonical?: string;
  /** Replaces `<html lang>`. */
  lang?: string;
  /** The server render of the page (decision 150), put inside the app's root element. */
  body?: string;
}

/** A hook adds to the document; a hook that throws is logged and skipped, the page is still served. */
export type HtmlHook = (request: FastifyRequest, doc: HtmlDocument) => void | Promise<void>;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An element with escaped attributes (undefined ones left out), void unless `content` is given. */
export function tag(name: string, attrs: Record<string, string | undefined>, content?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(v!)}"`)
    .join('');
  return content === undefined ? `<${name}${a}>` : `<${name}${a}>${content}</${name}>`;
}

/**
 * Data for the browser as a non-executable JSON script element (the CSP allows no inline script).
 * `<` is escaped so no value can close the element, as are the two line separators JSON allows.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}

/**
 * Renders the built index.html with what the hooks added. Every insertion is a function replacement:
 * a string replacement would read `$&`, `$'`, `` $` `` in user text (a search for `$'`) as patterns.
 */
export function renderHtml(template: string, doc: HtmlDocument): string {
  let html = template;
  if (doc.lang) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(doc.lang!)}"`);
  if (doc.title !== undefined) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(doc.title!)}</title>`);
  if (doc.description !== undefined) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(doc.description!)}" />`);
  }
  if (doc.head.length) html = html.replace('</head>', () => `${doc.head.join('\n')}\n</head>`);
  if (doc.body) html = html.replace('<div id="root"></div>', () => `<div id="root">${doc.body}</div>`);
  return html;
}

/**
 * A page path a browser could read as another host or that is not written the one way (decision 185):
 * leading `//`, any `\` (browsers read it as `/`), raw or percent-encoded, or a run of slashes. Answers
 * the one path to redirect to, or null when the path is already clean.
 */
export function cleanPagePath(pathname: string): string | null {
  const slashes = pathname.replace(/%5c/gi, '/').replace(/\\/g, '/');
  const clean = `/${slashes.replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`;
  return clean === pathname ? null : clean;
}

/** A page's language (decision 150): the address's `?lang=`, else the visitor's kept one (cookie), else zh_HK. */
export const pageLangOf = (query: URLSearchParams, cookie: string | undefined): Lang => requestLang({ search: query, cookie });

export async function buildDocument(request: FastifyRequest, hooks: readonly HtmlHook[]): Promise<HtmlDocument> {
  const [path, search = ''] = request.url.split('?') as [string, string?];
  const query = new URLSearchParams(search);
  const doc: HtmlDocument = { path, query, pageLang: pageLangOf(query, request.headers.cookie), head: [] };
  for (const hook of hooks) {
    try {
      await hook(request, doc);
    } catch (err) {
      request.log.warn({ err }, 'html hook failed');
    }
  }
  return doc;
}
