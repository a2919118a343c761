import fs from 'node:fs';
import path from 'node:path';
import { tag, type HtmlHook } from './html.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (dist/.vite/manifest.json), read once at start; null without one (no build, or a build without it). */
export function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The lazily loaded screens of app/router.tsx by path, with the online-shop bar where the route shows
 * it. Without these hints the browser only asks for a screen's script once the entry script has run.
 */
export const ONLINE_MENU = 'src/app/shell/OnlineMenu.tsx';
export const CLUB_MENU = 'src/features/club/ClubMenu.tsx';
/**
 * Modules the build puts into a named chunk group (apps/web/vite.config.ts `codeSplitting.groups`) have no
 * manifest entry of their own: they are found by their group's chunk name.
 */
const GROUPED: Record<string, string> = { [ONLINE_MENU]: 'online' };
export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '/onlineProductCategory': ['src/features/catalogue/CategoryScreen.tsx', ONLINE_MENU],
  '/goodsList': ['src/features/catalogue/GoodsListScreen.tsx', ONLINE_MENU],
  '/product': ['src/features/catalogue/ProductScreen.tsx', ONLINE_MENU],
  '/onlineCart': ['src/features/cart/CartPage.tsx', ONLINE_MENU],
  '/wishlist': ['src/features/wishlist/WishlistPage.tsx', ONLINE_MENU],
  '/onlineCheckout': ['src/features/checkout/CheckoutPage.tsx', ONLINE_MENU],
  '/redemptionConfirm': ['src/features/club/RedemptionPages.tsx', CLUB_MENU],
  '/redemptionSuccess': ['src/features/club/RedemptionPages.tsx', CLUB_MENU],
};

/** Where a block type's renderer lives (blocks/<kebab-type>/<Pascal>Block.tsx); lazy ones are chunks. */
export const blockModule = (type: string) =>
  !/^[a-zA-Z]+$/.test(type) ? '' : `src/blocks/${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/${type[0]!.toUpperCase()}${type.slice(1)}Block.tsx`;

/**
 * Turns source modules into `<link rel="modulepreload">` tags for their chunks and the chunks those
 * import, leaving out what the entry already preloads; with `styles`, also `<link rel="stylesheet">` for
 * those chunks' styles (for a page served with its first screen, which needs them before the scripts;
 * the app's chunk loader finds them already in the page and does not add them again). Without a manifest
 * it gives nothing.
 */
export function chunkPreloader(manifest: Manifest | null): (modules: readonly string[], opts?: { styles?: boolean }) => string[] {
  if (!manifest) return () => [];
  const m = manifest;
  // A grouped module's key is its group chunk's, found once.
  const groupKey = new Map(Object.entries(GROUPED).map(([module, name]) => [module, Object.keys(m).find((k) => m[k]!.name === name)] as const));
  const entryFiles = new Set<string>();
  const addAll = (key: string, into: Set<string>) => {
    const chunk = m[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const i of chunk.imports ?? []) addAll(i, into);
  };
  for (const [key, chunk] of Object.entries(m)) if (chunk.isEntry) addAll(key, entryFiles);
  const cssOf = new Map(Object.values(m).map((c) => [c.file, c.css ?? []]));
  const entryCss = new Set([...entryFiles].flatMap((f) => cssOf.get(f) ?? []));
  return (modules, { styles = false } = {}) => {
    const files = new Set<string>();
    for (const key of modules) {
      if (m[key]?.isDynamicEntry) addAll(key, files);
      else if (groupKey.get(key)) addAll(groupKey.get(key)!, files);
    }
    const chunks = [...files].filter((f) => !entryFiles.has(f) && f.endsWith('.js'));
    const css = styles ? [...new Set(chunks.flatMap((f) => cssOf.get(f) ?? []))].filter((f) => !entryCss.has(f)) : [];
    return [
      ...css.map((f) => tag('link', { rel: 'stylesheet', crossorigin: '', href: `/${f}` })),
      ...chunks.map((f) => tag('link', { rel: 'modulepreload', crossorigin: '', href: `/${f}` })),
    ];
  };
}

/**
 * Preloads the screen chunks of the requested app route (see ROUTE_MODULES) and links their styles:
 * the screen needs them as soon as it shows, whether its first screen came with the page or not.
 */
export function routeChunksHook(preload: (modules: readonly string[], opts?: { styles?: boolean }) => string[]): HtmlHook {
  return (_request, doc) => {
    const modules = ROUTE_MODULES[doc.path];
    if (modules) doc.head.push(...preload(modules, { styles: true }));
  };
}

/**
 * The page's strings (decision 160, third round): the browser build keeps each language's strings in
 * files of their own (`strings-<lang>`, and `online-strings-<lang>` for the online shop's bar), and the app
 * waits for the page language's before its first render. Listing them with the page's other chunks spares
 * that wait a round trip. The online shop's strings go with a page that loads the online shop's chunk
 * (listed by an earlier hook).
 */
export function stringsHook(manifest: Manifest | null): HtmlHook {
  if (!manifest) return () => {};
  const m = manifest;
  const byName = new Map(Object.values(m).flatMap((c) => (c.name && /^(online-)?strings-/.test(c.name) ? [[c.name, c.file] as const] : [])));
  const onlineFile = Object.values(m).find((c) => c.name === GROUPED[ONLINE_MENU])?.file ?? m[ONLINE_MENU]?.file ?? null;
  const link = (file: string | undefined) => (file ? [tag('link', { rel: 'modulepreload', crossorigin: '', href: `/${file}` })] : []);
  return (_request, doc) => {
    doc.head.push(...link(byName.get(`strings-${doc.pageLang}`)));
    const online = onlineFile !== null && doc.head.some((t) => t.includes(`href="/${onlineFile}"`));
    if (online) doc.head.push(...link(byName.get(`online-strings-${doc.pageLang}`)));
  };
}
