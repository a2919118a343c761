#!/usr/bin/env node
// `npm run build:api` (and `npm start` when the bundle is missing or older than its sources): the API and the
// contract in one ES module, apps/api/dist/server.mjs, by esbuild (decision 475). Node then reads and compiles
// one file instead of stripping the types of some four hundred and resolving the packages' files one by one;
// packages with native parts or wasm files stay outside (EXTERNAL below). Development and tests keep running
// the TypeScript sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundleDir = path.join(root, 'apps/api/dist');
export const bundleFile = path.join(bundleDir, 'server.mjs');
/** Sources the bundle is made of: a newer file in one of them makes it stale. */
export const bundleSources = ['apps/api/src', 'packages/contract/src'].map((d) => path.join(root, d));

/**
 * A few modules find files beside themselves (the migrations, the repository root, the image child). In one
 * bundle `import.meta` is the bundle's, so each source's own address is written in, relative to the bundle,
 * and the built tree can be moved as a whole.
 */
const ownAddress = {
  name: 'own-address',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await fs.promises.readFile(args.path, 'utf8');
      if (text.includes('import.meta.')) {
        const rel = path.relative(bundleDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        text = text
          .replaceAll('import.meta.url', url)
          .replaceAll('import.meta.dirname', `__ownDirname(${url})`)
          .replaceAll('import.meta.filename', `__ownFilename(${url})`);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

/**
 * Packages that stay imports from node_modules: native code (sharp, argon2), PGlite (its wasm and data files
 * are found beside its module), and pg's optional native binding. The rest (Fastify, zod, drizzle, …) goes in
 * the bundle: resolving and reading their thousand-odd files one by one was a third of a start.
 */
const EXTERNAL = ['sharp', '@node-rs/argon2', '@electric-sql/pglite', 'pg-native'];
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const external = EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return external ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * pino asks Node for its caller's file on every pino() (to resolve a transport's relative path; we use none).
 * Under `--enable-source-maps` Node maps that call site through the bundle's source map, so the first logger
 * parsed the whole map: about 0.4 s of every start before listening (decision 590). The same file names,
 * unmapped, are what pino needs.
 */
const pinoCallersUnmapped = {
  name: 'pino-callers-unmapped',
  setup(build) {
    build.onLoad({ filter: /[\\/]pino[\\/]lib[\\/]caller\.js$/ }, () => ({
      contents: [
        "'use strict'",
        "const util = require('node:util')",
        'module.exports = function getCallers () {',
        '  return util.getCallSites({ sourceMap: false }).slice(2).map((callSite) => callSite.scriptName)',
        '}',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

export async function buildApi() {
  const esbuild = await import('esbuild');
  const started = performance.now();
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: bundleFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources' text: a map a third the size to read at every start.
    sourcesContent: false,
    // Names not kept (decision 619): without minifying, esbuild renames only a name two modules share
    // (`compress2`), and every error class here names itself (`this.name`). Kept names cost a
    // defineProperty for every closure made at run time: 3 % of an order preview's CPU, in Fastify's hooks.
    keepNames: false,
    logLevel: 'warning',
    plugins: [ownAddress, externalPackages, pinoCallersUnmapped],
    banner: {
      js: [
        // CommonJS packages in an ES module bundle: their require() of Node's own modules.
        "import { createRequire as __ownCreateRequire } from 'node:module';",
        'const require = __ownCreateRequire(import.meta.url);',
        "import { fileURLToPath as __ownPath } from 'node:url';",
        "import { dirname as __ownDir } from 'node:path';",
        'const __ownFilename = (u) => __ownPath(u);',
        'const __ownDirname = (u) => __ownDir(__ownPath(u));',
      ].join('\n'),
    },
  });
  return performance.now() - started;
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** True when there is no bundle or a source is newer than it. */
export function bundleStale() {
  if (!fs.existsSync(bundleFile)) return true;
  const built = fs.statSync(bundleFile).mtimeMs;
  return bundleSources.some((d) => newestMtime(d) > built);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildApi();
  console.log(`API bundled into ${path.relative(root, bundleFile)} in ${Math.round(ms)} ms`);
}
