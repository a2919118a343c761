import fs from 'node:fs/promises';
import path from 'node:path';
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
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
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to preload a page's lazy chunks with the HTML.
    manifest: true,
    // The storefront must stay light on phones; bench/ enforces the home page's script budget.
    chunkSizeWarningLimit: 200,
  },
}));
