import type { FastifyInstance } from 'fastify';
import {
  CAROUSEL_IMAGE_WIDTHS,
  DEMO,
  IMAGE,
  carouselImageSizes,
  imageSrcSetOf,
  imageUrl,
  normalizeBlock,
  outlineOf,
  pagesDrawnWith,
  walkBlocks,
  type AmountFormat,
  type AppFull,
  type BootData,
} from '@shop/contract';
import { jsonScript, tag, type HtmlHook } from './html.ts';
import { injectCall } from './inject-call.ts';
import { memo } from '../../lib/memo.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';

/** The element id the web app reads its boot data from (apps/web/src/lib/boot-data.ts). */
export const BOOT_DATA_ID = 'boot-data';

/**
 * Answers the three calls every page starts with (getAppFull, getInitInfo, getAmountFormatInfo) through
 * the real routes, so the boot data is exactly what the calls would answer; none of it depends on the
 * language. A failing call leaves the boot data out and the browser makes the calls itself.
 */
async function loadBootData(app: FastifyInstance, site: BootData['site']): Promise<BootData | null> {
  const call = injectCall(app);
  const [appFull, initInfo, amountFormat] = await Promise.all([
    call<AppFull>('app/weaver/getAppFull', { ...site, status: 'release' }),
    call<BootData['initInfo']>('app/system/getInitInfo', { merchantCode: site.merchantCode, storeCode: site.storeCode }),
    call<AmountFormat>('app/system/getAmountFormatInfo', {}),
  ]);
  return appFull && initInfo && amountFormat ? { site, appFull, initInfo, amountFormat } : null;
}

/** The page a page address shows, when the server can tell without the browser (see run-mode.ts). */
function pageCodeFor(path: string, href: string, app: AppFull): string | undefined {
  const wv = /^\/wv\/([\w-]{1,64})$/.exec(path);
  if (wv) return wv[1];
  if (path !== '/') return undefined;
  const p = app.appInfo.appProps;
  const trim = (s: string) => s.replace(/\/+$/, '');
  const sites: [string, string][] = [
    [trim(p.eshopBaseUrl), p.onlineHomePageCode],
    [trim(p.membershipBaseUrl), p.membershipHomePageCode],
    [trim(p.officialBaseUrl), p.homePageCode],
  ];
  const match = sites
    .filter(([base]) => base && (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`)))
    .sort((a, b) => b[0].length - a[0].length)[0];
  return match ? match[1] : p.homePageCode;
}

/**
 * How long one load of the boot data serves page requests. A burst of visitors then costs one set of
 * calls and one serialisation; a publish shows in new pages within this time (the calls themselves
 * answer at once).
 */
export const BOOT_DATA_TTL_MS = 2_000;

/**
 * The boot data, loaded at most once per BOOT_DATA_TTL_MS (null when a call failed), with its embed for a
 * page: the outline of the app for that page (decision 167), serialised once per page code.
 */
export type BootDataLoader = () => Promise<{ boot: BootData; embed: (pageCode: string | undefined) => string } | null>;

function embedder(boot: BootData): (pageCode: string | undefined) => string {
  const scripts = new Map<string, string>();
  return (pageCode) => {
    const key = pageCode ?? '';
    let script = scripts.get(key);
    if (script === undefined) {
      const pagesWithBlocks = pagesDrawnWith(boot.appFull, pageCode);
      script = jsonScript(BOOT_DATA_ID, { ...boot, appFull: outlineOf(boot.appFull, pagesWithBlocks), pagesWithBlocks } satisfies BootData);
      // Page codes come from addresses: only those of real pages are kept.
      if (!pageCode || boot.appFull.pageList.some((p) => p.pageCode === pageCode)) scripts.set(key, script);
    }
    return script;
  };
}

/**
 * One loader per server, shared by the hooks that need the site (the boot data embed, and the head
 * providers that draw a page's first screen), so a page costs one set of start-up calls, not one each.
 */
export function bootDataLoader(app: FastifyInstance, site: BootData['site'] = DEMO, changes?: ChangeBus): BootDataLoader {
  // A failed load (null) is not kept: the next page tries again.
  const cache = memo<'', Awaited<ReturnType<BootDataLoader>>>({
    ttlMs: BOOT_DATA_TTL_MS,
    keep: (v) => v !== null,
    ...(changes ? { dropOn: { changes, topics: ['release', 'shops'] } } : {}),
  });
  return () => cache.get('', () => loadBootData(app, site).then((boot) => (boot ? { boot, embed: embedder(boot) } : null)));
}

/**
 * Embeds the boot data, and preloads the first carousel picture when a page opens with one (it is the
 * largest paint on phones), so the first screen needs no call before it can render.
 */
export function bootDataHook(
  load: BootDataLoader,
  /**
   * Preload and style tags for the lazy block renderers the page draws (chunk-preload.ts): the server
   * renders every block in the first screen, so their styles are needed before any script runs, or the
   * page would shift when the blocks' chunks bring them (Lighthouse CLS, issue 17).
   */
  preloadBlocks: (types: string[]) => string[] = () => [],
  /**
   * Preload and style tags for the lazy shell menus the page shows (the online-shop bar, the club menu):
   * the server draws them in the first screen, so their styles are needed at once, and their chunks
   * come with the entry, so they hydrate with the page rather than seconds later (issue 17).
   */
  preloadMenus: (menus: { online: boolean; club: boolean }) => string[] = () => [],
): HtmlHook {
  return async (request, doc) => {
    const loaded = await load();
    if (!loaded) return;
    const { boot, embed } = loaded;
    const code = pageCodeFor(doc.path, `${request.protocol}://${request.host}${request.url}`, boot.appFull);
    doc.head.push(embed(code));
    const page = boot.appFull.pageList.find((pg) => pg.pageCode === code);
    if (page) {
      // Every block the page draws, nested ones too: the server renders them all in the first screen.
      const types = new Set<string>();
      walkBlocks(page.blocks, (b) => types.add(b.type));
      doc.head.push(...preloadBlocks([...types]));
    }
    if (page) doc.head.push(...preloadMenus({ online: page.pageProps.shell.onlineMenu, club: page.pageProps.shell.clubMenu }));
    const first = page?.blocks[0] ? normalizeBlock(page.blocks[0]) : undefined;
    if (first?.known && first.type === 'advertCarousel') {
      const src = first.props.carouselList.find((s) => s.image)?.image;
      if (src) {
        const srcset = imageSrcSetOf(src, CAROUSEL_IMAGE_WIDTHS);
        doc.head.push(
          tag('link', {
            rel: 'preload',
            as: 'image',
            href: imageUrl(src, IMAGE.CAROUSEL),
            imagesrcset: srcset,
            imagesizes: srcset ? carouselImageSizes(first.props.style) : undefined,
            fetchpriority: 'high',
          }),
        );
      }
    }
  };
}
