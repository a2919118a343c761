import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
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
            if (!/font-display:\s*(swap|optional|fallback)/.test(face)) throw new Error(`${asset.fileName}: @font-face without font-display: swap would block text`);
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

// The browser build uses a small i18next of our own (decision 160): the same answers for the features the
// app uses, at a tenth of the script. Type checking, unit tests and the server keep the real packages.
const i18nLite = (file: string) => fileURLToPath(new URL(`./src/lib/i18n-lite/${file}`, import.meta.url));

/**
 * The online shop's shared parts (its bar, cart and wishlist icons, cart store, product card, catalogue
 * strings and calls) in one file instead of a dozen small ones: brotli packs one file better, about 2 KB
 * less on each online-shop page (decision 160). Only what the official site's pages never load belongs
 * here: a module the entry imports would put this file on every page (the script budget test shows it).
 */
const ONLINE = /apps\/web\/src\/(lib\/cart\/(store|fly|merge|api|cart-store|strings)|lib\/catalogue\.ts|features\/(cart\/(AddToCart|CartIcon|line-text|strings|cart\.i18n)|wishlist\/(FavouriteHeart|WishlistIcon|strings|wishlist\.i18n|api\/)|online-nav\/|catalogue\/(strings|catalogue\.i18n|api\/|ListParts|use-document-title))|components\/ui\/product-card\/(ProductCard|strings|product-card\.i18n)|app\/shell\/OnlineMenu)/;
const storefrontChunks = {
  groups: [
    { name: 'online', test: (id: string) => ONLINE.test(id), priority: 10, includeDependenciesRecursively: false },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress(), inlineEntryCss()])],
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
        target: 'node20',
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
        rolldownOptions: { output: { codeSplitting: storefrontChunks } },
      },
}));
