import type { Config } from '../config.ts';

/** What a request says about where it was sent (Fastify's `request.protocol` and `request.host`). */
export interface RequestAddress {
  protocol: string;
  host: string;
}

/**
 * This server's own address from its configuration (HOST:PORT), for a start without PUBLIC_URL: a
 * wildcard listen address is written as the loopback one (the address a developer opens).
 */
export function configuredOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' || !config.host ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The origin to write absolute addresses with (canonical, Open Graph, JSON-LD, sitemap, robots, the
 * share links of a server-rendered page), decisions 121 and 387 — from configuration only:
 * - PUBLIC_URL when set — always, whatever Host the request names;
 * - else the request's own origin when its Host is one of ALLOWED_HOSTS (a name the operator wrote);
 * - else the configured HOST:PORT (development, tests): a Host header nobody configured — even a
 *   loopback one — is never written into a page, a sitemap or a cached answer.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'host' | 'port'>): (request: RequestAddress) => string {
  if (config.publicUrl) {
    const fixed = config.publicUrl;
    return () => fixed;
  }
  const own = configuredOrigin(config);
  const allowed = new Set(config.allowedHosts);
  if (allowed.size === 0) return () => own;
  return (request) => {
    const host = (request.host ?? '').toLowerCase();
    if (!host || !/^[a-z0-9.:[\]-]+$/.test(host)) return own;
    const bare = host.replace(/:\d+$/, '');
    if (!allowed.has(host) && !allowed.has(bare)) return own;
    return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
  };
}
