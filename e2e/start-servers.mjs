// The journeys' servers (decision 478): one per Playwright worker, each on its own copy of one freshly seeded
// embedded database, so journeys in different workers never see each other's orders, carts or stock.
// Seeds once (a server started on a template folder, then stopped cleanly), copies the folder per worker,
// starts the servers, and answers 200 on E2E_PORT + 5 once all of them are healthy (Playwright waits for it).
// Stops them all when Playwright stops it. Worker i: E2E_PORT + 10·i, its SMTP, Stripe and SMS fakes on +7, +8, +9.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { bundleFile, bundleStale, root } from '../scripts/build-api.mjs';

const basePort = Number(process.env.E2E_PORT ?? 8181);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// The bundle `npm run build` made (what `npm start` runs), or the sources when there is none or it is stale.
const entry = bundleStale() ? path.join(root, 'apps/api/src/server.ts') : bundleFile;
const children = new Set();

/** Ports of worker i's server and of the fakes its journeys start. */
const portsOf = (i) => ({ port: basePort + 10 * i, smtp: basePort + 10 * i + 7, stripe: basePort + 10 * i + 8, sms: basePort + 10 * i + 9 });

function start(dataDir, port, ports) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(ports
        ? {
            SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
            SMS_WEBHOOK_URL: `http://127.0.0.1:${ports.sms}/sms`,
            STRIPE_API_BASE: `http://127.0.0.1:${ports.stripe}`,
          }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && ports) {
      console.error(`e2e server on ${port} exited (${code ?? signal})`);
      void stop(1);
    }
  });
  return child;
}

/**
 * Until the server answers `probe`: `/healthz` (listening: migrated and seeded) for the template it is stopped
 * after, `/readyz` for the journeys' servers, which they meet as a load balancer would route to them, warmed
 * (decisions 477, 590: the warm-ups run after the first answer).
 */
async function ready(port, child, probe = '/readyz') {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stopped = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const all = [...children];
  for (const c of all) c.kill('SIGTERM');
  await Promise.race([Promise.all(all.map(stopped)), new Promise((r) => setTimeout(r, 15_000))]);
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(runDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

try {
  // Migrated and seeded once, on a port of its own (E2E_PORT + 6), then stopped cleanly so its folder can be copied.
  const template = path.join(runDir, 'template');
  const t0 = performance.now();
  const seeding = start(template, basePort + 6);
  await ready(basePort + 6, seeding, '/healthz');
  seeding.kill('SIGTERM');
  await stopped(seeding);
  const seeded = performance.now();
  const servers = Array.from({ length: workers }, (_, i) => {
    const dataDir = path.join(runDir, `worker-${i}`);
    fs.cpSync(template, dataDir, { recursive: true });
    const ports = portsOf(i);
    return { port: ports.port, child: start(dataDir, ports.port, ports) };
  });
  await Promise.all(servers.map((s) => ready(s.port, s.child)));
  // What the journeys waited for, so `npm test`'s time can be read (decision 540).
  const secs = (ms) => (ms / 1000).toFixed(1);
  console.error(`e2e servers: demo shop seeded in ${secs(seeded - t0)} s, ${workers} servers up ${secs(performance.now() - seeded)} s later`);
  http.createServer((_req, res) => res.end('ok')).listen(basePort + 5, '127.0.0.1');
} catch (err) {
  console.error(err);
  await stop(1);
}
