import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies are editor HTML: stored sanitised, so that every reader (the storefront's renderer,
 * which sanitises again, the server-drawn first screen, feeds) gets inert HTML. The same rules as the
 * web app's `lib/sanitize.ts`: no scripts, styles, forms or frames, no event handlers, links only to
 * http(s), mail, phone, our own paths and anchors; a link opening a new tab gets rel=noopener.
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
      'img',
      'figure',
      'figcaption',
      'picture',
      'source',
      'video',
      'u',
      's',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
      source: ['srcset', 'type', 'media'],
      video: ['src', 'controls', 'poster', 'width', 'height'],
      '*': ['class', 'id', 'lang', 'dir', 'colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    },
  });
}
