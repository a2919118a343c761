import DOMPurify from 'dompurify';
import { isSafeHref, RICH_HTML_ATTRIBUTES, RICH_HTML_SCHEMES, RICH_HTML_TAGS, richHtmlAllows } from '@shop/contract';

let configured = false;

/** The policy's schemes, site paths (not `//host`) and anchors. */
const URI = new RegExp(`^(?:(?:${RICH_HTML_SCHEMES.join('|')}):|/(?!/)|#)`, 'i');

/**
 * For the editor's and back office's inputs and the editor's canvas (lazy chunks): the storefront gets
 * its HTML inert from the server (apps/api/src/lib/sanitize-body.ts, decision 160). Both read one
 * configuration, contract `rich-html-policy.ts`, so the preview keeps exactly what the storefront will.
 * Editor-written HTML (rich text, article bodies) made inert: no scripts, no event handlers, no
 * javascript: or data: links, no forms or frames; links that open a new tab get rel=noopener.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify would hand the HTML back unchanged: never use it there.
  if (typeof window === 'undefined') return '';
  if (!configured) {
    // DOMPurify's allow-list is one list for every element; the policy's is per element.
    DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!richHtmlAllows(node.nodeName, data.attrName)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      // The server's rule (decision 187): a link that could leave the site or run script becomes its text.
      const href = node.getAttribute('href');
      if (href === null || !isSafeHref(href)) {
        // Unwrapped after sanitising (below): moving nodes while DOMPurify walks them could skip some.
        node.removeAttribute('href');
        return;
      }
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    configured = true;
  }
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_HTML_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: URI,
  });
  if (!clean.includes('<a')) return clean;
  const box = document.createElement('template');
  box.innerHTML = clean;
  for (const a of Array.from(box.content.querySelectorAll('a:not([href])'))) a.replaceWith(...Array.from(a.childNodes));
  return box.innerHTML;
}
