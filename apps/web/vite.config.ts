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

// The browser build uses a small i18next of our own (decision 160): the same answers for the features the
// app uses, at a tenth of the script. Type checking, unit tests and the server keep the real packages.
const i18nLite = (file: string) => fileURLToPath(new URL(`./src/lib/i18n-lite/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^i18next$/, replacement: i18nLite('i18next.ts') },
      { find: /^react-i18next$/, replacement: i18nLite('react-i18next.tsx') },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: {
    target: 'es2022',
    // Every browser the target admits knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to preload a page's lazy chunks with the HTML.
    manifest: true,
    // The storefront must stay light on phones; bench/ enforces the home page's script budget.
    chunkSizeWarningLimit: 200,
  },
});
