import type { FastifyInstance } from 'fastify';
import type { Services } from '../registry.ts';
import type { HtmlHook } from './html.ts';
import { bootDataHook } from './boot-data.ts';
import { headProvidersHook } from './seo.ts';

/**
 * What the server adds to the page HTML, in order. Domains add one line each (e.g. product pages'
 * title, description, Open Graph and JSON-LD).
 */
export function htmlHooks(app: FastifyInstance, services: Services): HtmlHook[] {
  return [bootDataHook(app), headProvidersHook(services)];
}
