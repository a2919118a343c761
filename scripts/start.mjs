#!/usr/bin/env node
// `npm start`: serves the web app, the calls and the media on PORT (default 8080) from the build that
// `npm run build` made. It builds only when there is no build at all, so a production install
// (`npm run build`, then `npm ci --omit=dev`, without the build tools) starts as it is (decision 120).
// A build older than its sources is served with a warning; `npm run build` refreshes it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi, bundleFile, bundleStale } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, process.env.WEB_DIST ?? 'apps/web/dist');
const dist = path.join(webDist, 'index.html');
// The server render's bundle beside it (decision 150): a build from before it is made again.
const serverEntry = path.join(`${webDist}-server`, 'entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

if (!fs.existsSync(dist) || !fs.existsSync(serverEntry)) {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  if (!fs.existsSync(vite)) {
    console.error('There is no web build and no build tools to make one: run `npm ci && npm run build` first (then `npm ci --omit=dev` if you like).');
    process.exit(1);
  }
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  const sources = Math.max(newestMtime(path.join(root, 'apps/web/src')), newestMtime(path.join(root, 'packages/contract/src')));
  if (fs.statSync(dist).mtimeMs < sources)
    console.warn('The web build is older than its sources: run `npm run build` to refresh it. Serving the build as it is.');
}

// The API runs from one bundled file (decision 475): Node reads one module instead of stripping the types of
// hundreds, which was most of a start's time. `npm run build` makes it; a missing or stale bundle is made
// here when esbuild is installed, and without esbuild (a production install) a stale bundle is served with a
// warning as the web build is, or the TypeScript sources run directly (type stripping, decision 250).
// process.execPath: the Node this script runs on, the project's own (node_modules/.bin/node) under npm.
let entry = bundleFile;
if (bundleStale()) {
  const esbuild = path.join(root, 'node_modules', 'esbuild');
  if (fs.existsSync(esbuild)) await buildApi();
  else if (fs.existsSync(bundleFile)) console.warn('The API bundle is older than its sources: run `npm run build` to refresh it. Serving the bundle as it is.');
  else entry = path.join(root, 'apps/api/src/server.ts');
}
// Node keeps its compiled code of the bundle and the packages between starts (V8's code cache).
/*
 * The process's memory (decision 533): V8's young generation at 8 MB a half (Node's default lets the heap
 * reserve 50–100 MB more under load), and glibc's malloc in two arenas instead of one per thread (V8's
 * worker threads held ~110 MB in theirs). With the embedded database's bounds this keeps a 100,000-goods
 * shop under 512 MB resident after the search bench.
 */
const SEMI_SPACE_MB = 8;
const MALLOC_ARENAS = '2';
const env = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'shop-node-compile-cache'),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS,
};
const server = spawn(process.execPath, ['--enable-source-maps', `--max-semi-space-size=${SEMI_SPACE_MB}`, entry], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
