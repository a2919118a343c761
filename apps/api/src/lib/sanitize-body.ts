import sanitizeHtml from 'sanitize-html';
import { isSafeHref, RICH_HTML_ATTRIBUTES, RICH_HTML_SCHEMES, RICH_HTML_TAGS, RICH_HTML_URI_ATTRIBUTES, type I18nText } from '@shop/contract';

/**
 * Editor-written HTML (article bodies, club goods details, rich-text blocks) is made inert by the server
 * in every answer that carries it (decision 160), and article bodies are also stored so. The storefront
 * draws it as it comes and carries no sanitiser; the editor's and back office's own inputs use the web
 * app's `lib/sanitize.ts` with the same configuration (contract `rich-html-policy.ts`): no scripts, styles, forms or frames, no event handlers,
 * links only to http(s), mail, phone, our own paths and anchors; a link opening a new tab gets rel=noopener.
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_HTML_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(RICH_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
    allowedSchemes: [...RICH_HTML_SCHEMES],
    allowedSchemesAppliedToAttributes: [...RICH_HTML_URI_ATTRIBUTES],
    allowProtocolRelative: false,
    transformTags: {
      // A link whose address could leave the site or run script (`/\evil`, `javascript:`) is no link at
      // all (decision 187): its text stays, as plain text.
      a: (tagName, attribs) =>
        attribs.href === undefined || !isSafeHref(attribs.href)
          ? { tagName: 'span', attribs: {} }
          : attribs.target === '_blank'
            ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
            : { tagName, attribs },
    },
  });
}

/** The three languages of an editor-written text, each made inert. */
export const inertText = (text: I18nText): I18nText => ({ zh_HK: sanitizeBody(text.zh_HK), zh_CN: sanitizeBody(text.zh_CN), en: sanitizeBody(text.en) });
