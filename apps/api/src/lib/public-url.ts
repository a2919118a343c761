import type { Config } from '../config.ts';

/** What a request says about where it was sent (Fastify's `request.protocol` and `request.host`). */
export interface RequestAddress {
  protocol: string;
  host: string;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * The origin to write absolute addresses with (canonical, Open Graph, JSON-LD, sitemap, robots, mail
 * links), decision 121:
 * - PUBLIC_URL when set — always, whatever Host the request names;
 * - else the request's own origin when its host is this machine (development, tests) or one of
 *   ALLOWED_HOSTS;
 * - else '' : addresses are written relative to the site (`/product?id=1`) rather than echo a host no
 *   one configured, so `Host: evil.example` can never end up in a cached page.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'allowedHosts'>): (request: RequestAddress) => string {
  if (config.publicUrl) {
    const fixed = config.publicUrl;
    return () => fixed;
  }
  const allowed = new Set(config.allowedHosts);
  return (request) => {
    const host = (request.host ?? '').toLowerCase();
    if (!host || !/^[a-z0-9.:[\]-]+$/.test(host)) return '';
    const bare = host.replace(/:\d+$/, '');
    if (LOOPBACK.test(host) || allowed.has(host) || allowed.has(bare)) {
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      return `${protocol}://${host}`;
    }
    return '';
  };
}
