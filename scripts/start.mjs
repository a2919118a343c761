#!/usr/bin/env node
// `npm start`: serves the web app, the calls and the media on PORT (default 8080) from the build that
// `npm run build` made. It builds only when there is no build at all, so a production install
// (`npm run build`, then `npm ci --omit=dev`, without the build tools) starts as it is (decision 120).
// A build older than its sources is served with a warning; `npm run build` refreshes it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// The server is TypeScript run by Node's own type stripping (decision 250: erasable syntax only, checked by
// `erasableSyntaxOnly`), so there is no separate API build to go stale and no loader in production.
// process.execPath: the Node this script runs on, the project's own (node_modules/.bin/node) under npm.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
