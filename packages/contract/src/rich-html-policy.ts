/*
 * What editor-written HTML (rich-text blocks, article bodies, club goods details) may contain: ONE
 * configuration for the server's sanitiser (apps/api/src/lib/sanitize-body.ts, sanitize-html) and the
 * editor's preview and inputs (apps/web/src/lib/sanitize.ts, DOMPurify), so the preview shows what the
 * storefront will (issue 26). No scripts, styles (elements or attributes), forms or frames, no event
 * handlers; addresses only http(s), mail, phone, our own paths and anchors; links are further checked by
 * `isSafeHref` (decision 187).
 */

/** Elements kept; everything else is dropped and its text kept. */
export const RICH_HTML_TAGS = [
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'img',
  'picture',
  'source',
  'video',
] as const;

/** Attributes kept, per element; `*` applies to every element. No `style`, no `on*`. */
export const RICH_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
  source: ['srcset', 'type', 'media'],
  video: ['src', 'controls', 'poster', 'width', 'height'],
  '*': ['class', 'id', 'lang', 'dir', 'colspan', 'rowspan'],
};

/** Schemes an address may use; scheme-less site paths (`/…`, not `//…`) and `#anchors` are kept too. */
export const RICH_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Attributes that hold an address, checked against the schemes. */
export const RICH_HTML_URI_ATTRIBUTES = ['href', 'src', 'poster'] as const;

/** Whether an element may keep an attribute under the policy. */
export function richHtmlAllows(tag: string, attribute: string): boolean {
  const t = tag.toLowerCase();
  const a = attribute.toLowerCase();
  return (RICH_HTML_ATTRIBUTES[t]?.includes(a) ?? false) || RICH_HTML_ATTRIBUTES['*']!.includes(a);
}
