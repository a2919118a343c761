import DOMPurify from 'dompurify';

let configured = false;
/**
 * The server render has no DOM for DOMPurify: it is given the server's sanitiser (the same rules,
 * `apps/api/src/modules/back-office/records/sanitize-body.ts`) by `entry-server.tsx`.
 */
let serverSanitizer: ((html: string) => string) | null = null;
export const setServerSanitizer = (fn: (html: string) => string) => {
  serverSanitizer = fn;
};

/**
 * Editor-written HTML (rich text, article bodies) made inert: no scripts, no event handlers, no
 * javascript: or data: links, no forms or frames; links that open a new tab get rel=noopener.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify would hand the HTML back unchanged: never use it there.
  if (typeof window === 'undefined') return serverSanitizer ? serverSanitizer(html) : '';
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
