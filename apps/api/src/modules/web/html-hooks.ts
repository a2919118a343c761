import type { FastifyInstance } from 'fastify';
import type { WebServices } from './seo.ts';
import type { HtmlHook } from './html.ts';
import { bootDataHook, bootDataLoader, type BootDataLoader } from './boot-data.ts';
import { headProvidersHook } from './seo.ts';
import { blockModule, chunkPreloader, CLUB_MENU, ONLINE_MENU, readManifest, routeChunksHook, stringsHook } from './chunk-preload.ts';

/**
 * What the server adds to the page HTML, in order. Domains add one line each (e.g. product pages'
 * title, description, Open Graph and JSON-LD).
 */
export function htmlHooks(app: FastifyInstance, services: WebServices, webDist?: string): WebPageParts {
  const manifest = webDist ? readManifest(webDist) : null;
  const preload = chunkPreloader(manifest);
  const boot = bootDataLoader(app, undefined, services.changes);
  return {
    boot,
    hooks: [
      bootDataHook(
        boot,
        (types) => preload(types.map(blockModule), { styles: true }),
        (menus) => preload([...(menus.online ? [ONLINE_MENU] : []), ...(menus.club ? [CLUB_MENU] : [])], { styles: true }),
      ),
      routeChunksHook(preload),
      stringsHook(manifest),
      headProvidersHook(app, boot, (request) => services.origin(request), services.changes),
    ],
  };
}

/** The hooks, and the boot data loader the server render shares with them. */
export interface WebPageParts {
  hooks: HtmlHook[];
  boot: BootDataLoader;
}
