import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` (quality 11) and `.gz` beside each built script and stylesheet. The server sends these as
 * they are, so visitors get the smallest encoding without the server compressing on every request
 * (on the fly it uses a fast, larger brotli setting).
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|css|svg)$/.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const source = await fs.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzip(source, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * Critical CSS (decision 162): the entry's stylesheets — the shell, header, footer and the blocks a page
 * opens with, i.e. what the first screen needs — are written into index.html as one `<style>`, so the
 * first paint waits for no stylesheet request. Each stays named by a `<link rel="stylesheet" disabled>`
 * (not fetched, not applied) so the chunk loader, which adds a lazy chunk's stylesheets unless a link to
 * them is in the page, does not add them a second time. Lazy screens' and blocks' stylesheets load with
 * their chunks, never blocking the first paint. Fonts: the app uses system fonts only; a web font added
 * without `font-display: swap` (or `optional`) fails the build, so text is never held back.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'shop:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const css = String(asset.source);
          for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
            if (!/font-display:\s*(swap|optional|fallback)/.test(face))
              throw new Error(`${asset.fileName}: @font-face without font-display: swap would block text`);
          }
        }
        const styles: string[] = [];
        const out = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          styles.push(String(asset.source).replace(/<\/style/gi, '<\\/style'));
          return `<link rel="stylesheet" href="/${file}" disabled>\n    `;
        });
        if (!styles.length) return html;
        return out.replace('</head>', `  <style data-critical>${styles.join('')}</style>\n  </head>`);
      },
    },
  };
}

/** A node of the parsed source, as far as these plugins read it. */
type Node = { type: string; start: number; end: number; [k: string]: unknown };
function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node && typeof node === 'object') {
    if (typeof (node as Node).type === 'string') visit(node as Node);
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v, visit);
  }
}
const LANG_PART = /\.i18n\.ts\?lang=(zh_HK|zh_CN|en)$/;
const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * Strings per language (decision 160). Each `*.i18n.ts` holds one `defineCatalogue(ns, { zh_HK, zh_CN, en })`;
 * in the browser build its three texts become loaders of three modules (`file.i18n.ts?lang=en`, each the
 * file with that language only), so a page loads its own language's strings and no other. The entry's
 * catalogues and the online shop's go into one file per language each (`storefrontChunks`); `lib/i18n.ts`
 * loads the current language's part when a catalogue is registered and the other's on a language switch.
 *
 * A chunk's catalogue is registered when its module is evaluated, and its strings come a moment later:
 * so every `import()` of the app's source is followed by `withStrings` (lib/i18n.ts), which waits for the
 * strings then on their way — a lazy screen, block or menu never renders a key without its text. The first
 * render waits the same way (main.tsx). The server, the dev server and the tests use the source as it is.
 */
function i18nPerLanguage(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'shop:i18n-per-language',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (LANG_PART.test(source)) return source;
    },
    load(id) {
      const code = parts.get(id);
      return code === undefined ? undefined : { code, moduleType: 'ts' };
    },
    transform(code, id) {
      if (LANG_PART.test(id) || !id.startsWith(SRC) || !/\.tsx?$/.test(id)) return;
      const ast = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' });
      if (id.endsWith('.i18n.ts')) {
        let call: Node | undefined;
        walk(ast.body, (n) => {
          if (n.type === 'CallExpression' && (n.callee as { name?: string }).name === 'defineCatalogue') call = n;
        });
        const texts = (call?.arguments as Node[] | undefined)?.[1];
        const props = texts?.type === 'ObjectExpression' ? (texts.properties as (Node & { key: { name: string }; value: Node })[]) : [];
        if (!call || props.length !== 3) throw new Error(`${id}: expected one defineCatalogue(ns, { zh_HK, zh_CN, en })`);
        for (const p of props) {
          // The file with this language only: the call replaced by its texts, the default export added.
          const only = `${code.slice(0, call.start)}(${code.slice(p.value.start, p.value.end)})${code.slice(call.end)}`;
          const name = /export const (\w+) = \($/.exec(code.slice(0, call.start) + '(')?.[1];
          if (!name) throw new Error(`${id}: expected export const … = defineCatalogue(…)`);
          const part = only.replace(/^import \{ defineCatalogue \} from [^;]+;/m, '').replace(`export const ${name} = `, `const ${name} = `);
          parts.set(`${id}?lang=${p.key.name}`, `${part}\nexport default ${name};\n`);
        }
        const loaders = props.map((p) => `${p.key.name}: () => import(${JSON.stringify(`${id}?lang=${p.key.name}`)})`).join(', ');
        return `${code.slice(0, texts!.start)}{ ${loaders} }${code.slice(texts!.end)}`;
      }
      const imports: number[] = [];
      walk(ast.body, (n) => {
        if (n.type === 'ImportExpression') imports.push(n.end);
      });
      if (!imports.length || id === path.join(SRC, 'lib/i18n.ts')) return;
      let out = code;
      for (const end of imports.sort((a, b) => b - a)) out = `${out.slice(0, end)}.then(__withStrings)${out.slice(end)}`;
      return `import { withStrings as __withStrings } from ${JSON.stringify(path.join(SRC, 'lib/i18n.ts'))};\n${out}`;
    },
  };
}

// The browser build uses a small i18next of our own (decision 160): the same answers for the features the
// app uses, at a tenth of the script. Type checking, unit tests and the server keep the real packages.
const i18nLite = (file: string) => fileURLToPath(new URL(`./src/lib/i18n-lite/${file}`, import.meta.url));

/**
 * The online shop's shared parts (its bar, cart and wishlist icons, cart store, product card, catalogue
 * strings and calls) in one file instead of a dozen small ones: brotli packs one file better, about 2 KB
 * less on each online-shop page (decision 160). Only what the official site's pages never load belongs
 * here: a module the entry imports would put this file on every page (the script budget test shows it).
 * Nor what only some of its pages use at first paint (decision 536): the lists' sort and results parts
 * (category and search only) and the add-to-cart animation (loaded at the first add) have files of their own.
 */
const ONLINE =
  /apps\/web\/src\/(lib\/cart\/(store|merge|api|cart-store|strings|cart-icon-mark)|lib\/catalogue\.ts|features\/(cart\/(AddToCart|CartIcon|line-text|strings|cart\.i18n)|wishlist\/(FavouriteHeart|WishlistIcon|strings|wishlist\.i18n|api\/)|online-nav\/|catalogue\/(strings|catalogue\.i18n|api\/|use-document-title))|components\/ui\/product-card\/(ProductCard|strings|product-card\.i18n)|app\/shell\/OnlineMenu)/;
/**
 * The contract's list parameters (sorts, page sizes) every online list reads and the goods' availability
 * (with its line states) the product screen and the cart read: with the online file, not a file each
 * (decision 555).
 */
const ONLINE_CONTRACT = /\/packages\/contract\/src\/(catalogue-list|availability|cart-lines)\.ts$/;
/**
 * The frameworks every page runs (React, React DOM, React Router, TanStack Query) in one file (decision
 * 160): left to itself rolldown cuts them into half a dozen files by which lazy chunks share which part,
 * and one file packs ≈ 2.8 KB smaller. The mutation hooks only staff and order screens use stay out.
 */
/**
 * The official site's content helpers that its article, shop and brand blocks share (their calls, wire
 * texts, link queries): one file instead of four of ≈ 0.2 KB brotli each (decision 555).
 */
const OFFICIAL_SHARED = /apps\/web\/src\/blocks\/official-content\/(use-official-i18n|api\/official-call|wire|link-query)\.tsx?$/;
const VENDOR = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\//;
const LATER_VENDOR = /\/(useMutation|mutationObserver)\.js$/;
const ENTRY = path.join(SRC, 'main.tsx');
/**
 * The contract's modules whose constants the entry runs (its index, languages, limits, picture widths, the
 * club's codes). Named one by one: the entry reaches every contract module through the index, and a module
 * caught by a group keeps what tree-shaking would have left out (the zod schemas).
 */
const CONTRACT_FIRST_LOAD = /\/packages\/contract\/src\/(index|locale|limits|image-url|club)\.ts$/;
/** Vite's preload helper (a virtual module): every page runs it. */
const BUNDLER_HELPER = /^\0?vite\/preload-helper/;
/**
 * Small modules (≈ 0.1–0.4 KB brotli each) that the screens and blocks of nearly every landing page load
 * (the wire's language texts, the error text, the search form and its typed-text guard): in the first-load
 * file they cost the home page ≈ 1 KB and save the others three or four requests (decision 555).
 */
const EVERY_PAGE = /\/(packages\/contract\/src\/i18n-wire\.ts|apps\/web\/src\/(lib\/errors\.ts|lib\/keep-typed\.ts|components\/ui\/SearchForm\.tsx))$/;

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * The app's own modules that every page runs — everything `main.tsx` imports statically, directly or not —
 * in one file (decision 160): rolldown otherwise keeps each module the entry shares with a lazy chunk in a
 * file of its own (≈ 20 per page, ≈ 0.3 KB of brotli each), ≈ 3.4 KB less on every page. The app's source
 * and the contract's modules the entry runs belong here, and the bundler's preload helper
 * (decision 555): as files of their own they were five more requests on every page, each ≈ 1.1 KB of
 * response headers for 0.1–1.4 KB of script. No whole package is caught: a package caught by a group
 * comes whole, with what tree-shaking would have left out. `EVERY_PAGE` adds the few small modules that
 * nearly every page's screen or blocks load (a file of their own each otherwise).
 */
function firstLoadChunk() {
  let firstLoad: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!firstLoad) {
      firstLoad = new Set();
      const stack = [ENTRY];
      while (stack.length) {
        const m = stack.pop()!;
        if (firstLoad.has(m)) continue;
        firstLoad.add(m);
        stack.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
      }
    }
    if (EVERY_PAGE.test(id)) return 'app';
    return id !== ENTRY && firstLoad.has(id) && (id.startsWith(SRC) || CONTRACT_FIRST_LOAD.test(id) || BUNDLER_HELPER.test(id)) ? 'app' : null;
  };
}

/**
 * One file per language for the strings of the entry's catalogues (`app/i18n-resources.ts`) and one per
 * language for the online shop's (decision 160); the rest's strings load with their lazy chunk's.
 */
function stringsChunk(id: string, ctx: ChunkingContext): string | null {
  const lang = LANG_PART.exec(id)?.[1];
  if (!lang) return null;
  const file = id.slice(0, id.indexOf('?'));
  const importers = ctx.getModuleInfo(file)?.importers ?? [];
  if (importers.some((i) => i.endsWith('/app/i18n-resources.ts'))) return `strings-${lang}`;
  if (ONLINE.test(file)) return `online-strings-${lang}`;
  return null;
}

const storefrontChunks = () => ({
  groups: [
    { name: stringsChunk, debugName: 'strings', priority: 20, includeDependenciesRecursively: false },
    {
      name: 'online',
      test: (id: string) => (ONLINE.test(id) || ONLINE_CONTRACT.test(id)) && !LANG_PART.test(id),
      priority: 10,
      includeDependenciesRecursively: false,
    },
    { name: 'official', test: (id: string) => OFFICIAL_SHARED.test(id), priority: 9, includeDependenciesRecursively: false },
    { name: 'vendor', test: (id: string) => VENDOR.test(id) && !LATER_VENDOR.test(id), priority: 5, includeDependenciesRecursively: false },
    { name: firstLoadChunk(), debugName: 'app', priority: 4, includeDependenciesRecursively: false },
  ],
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [i18nPerLanguage(), precompress(), inlineEntryCss()])],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^i18next$/, replacement: i18nLite('i18next.ts') },
          { find: /^react-i18next$/, replacement: i18nLite('react-i18next.tsx') },
        ],
      },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  // The server render's bundle (`vite build --ssr src/entry-server.tsx`, decision 150): one file with
  // every package in it, built for production (React's production server renderer).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist-server',
        sourcemap: true,
        manifest: false,
        copyPublicDir: false,
        // One file: the lazy screens and blocks are there at once, so a render needs no file loads.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        // Every browser the target admits knows <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: { polyfill: false },
        sourcemap: false,
        // dist/.vite/manifest.json: the server reads it to preload a page's lazy chunks with the HTML.
        manifest: true,
        // The storefront must stay light on phones; bench/ enforces the home page's script budget.
        chunkSizeWarningLimit: 200,
        rolldownOptions: { output: { codeSplitting: storefrontChunks() } },
      },
}));
