// One start of the bundled API, timed (issue 41, decision 590): spawn → first 200 of /healthz → first 200 of
// /readyz, with the CPU time (user + system, /proc) the process had used at each, then a stop (SIGTERM, or
// SIGKILL with `kill`). Alternate two bundles start by start to compare them in the same minutes on a busy
// machine. Usage, from the repository root after `npm run build`:
//   PROBE_DIR=<a seeded data folder> [PROBE_DB=<postgres url>] [PROBE_LOGS=1] node bench/startup-probe.mjs apps/api/dist/server.mjs [kill]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = process.argv[2] ?? 'apps/api/dist/server.mjs';
const stop = process.argv[3] === 'kill' ? 'SIGKILL' : 'SIGTERM';
const port = Number(process.env.PROBE_PORT || 18411);
const t0 = performance.now();
const e0 = Date.now();
// As scripts/start.mjs starts it (source maps, 8 MB semi-spaces, the compile cache, two malloc arenas).
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=8', bundle], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.PROBE_DIR,
    DATABASE_URL: process.env.PROBE_DB || '',
    LOG_LEVEL: 'info',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'shop-node-compile-cache'),
    MALLOC_ARENA_MAX: '2',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const cpuMs = () => {
  try {
    const f = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return undefined;
  }
};
// The log's own timestamps: stdout reaches this process late when the server is busy.
const logs = [];
child.stdout.on('data', (b) => {
  for (const line of b.toString().split('\n')) {
    const msg = /"msg":"([^"]+)"/.exec(line);
    const time = /"time":(\d+)/.exec(line);
    if (msg && !/request/.test(msg[1])) logs.push(`${time ? Number(time[1]) - e0 : '?'} ms ${msg[1]}`);
  }
});
const ok = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};
let first;
let ready;
while (!ready) {
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  if (!first && (await ok(`http://127.0.0.1:${port}/healthz`))) first = { ms: performance.now() - t0, cpuMs: cpuMs() };
  if (first && (await ok(`http://127.0.0.1:${port}/readyz`))) ready = { ms: performance.now() - t0, cpuMs: cpuMs() };
  if (!ready) await new Promise((r) => setTimeout(r, 10));
}
child.kill(stop);
await new Promise((r) => child.once('exit', r));
const round = (t) => ({ ms: Math.round(t.ms), cpuMs: t.cpuMs });
console.log(JSON.stringify({ bundle, stop, first: round(first), ready: round(ready), load: Number(os.loadavg()[0].toFixed(1)) }));
if (process.env.PROBE_LOGS) console.log(logs.join('\n'));
