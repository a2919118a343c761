import DOMPurify from 'dompurify';

let configured = false;

/**
 * For the editor's and back office's inputs and the editor's canvas (lazy chunks): the storefront gets
 * its HTML inert from the server (apps/api/src/lib/sanitize-body.ts, same rules, decision 160).
 * Editor-written HTML (rich text, article bodies) made inert: no scripts, no event handlers, no
 * javascript: or data: links, no forms or frames; links that open a new tab get rel=noopener.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify would hand the HTML back unchanged: never use it there.
  if (typeof window === 'undefined') return '';
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    configured = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
