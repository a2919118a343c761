import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServer } from './lib.ts';
import { speedPages } from './suites/page-speed.bench.ts';

/**
 * The page's main-thread work, two web builds side by side (issue 41): `node --import tsx
 * bench/main-thread-ab.ts <dist A> <dist B>` starts one server per build (as `page-speed-ab.ts`), then
 * loads each page `BENCH_LOADS` times (7 unless told), A and B in turn, in a fresh 412 × 823 phone-sized
 * context each time, and waits until the app is live (`html[data-app-live]`) and the network quiet.
 * Chromium's own counters (CDP `Performance.getMetrics`) are then read:
 *
 * - `ThreadTime`: the CPU time of the page's main thread — compares honestly on a busy machine, where
 *   Lighthouse's 4× slowdown multiplies the neighbours' share as well;
 * - `TaskDuration`, `ScriptDuration`, `LayoutDuration`, `RecalcStyleDuration`: wall time inside tasks,
 *   scripts, layouts and style recalculations (the neighbours stretch these);
 * - `LayoutCount`, `RecalcStyleCount`, `Nodes`, `JSEventListeners`: counts, independent of load.
 *
 * Prints the median of each per page and build and writes `results/main-thread-ab.json`.
 * `BENCH_PAGES=home,product` limits the pages; `BENCH_CPU_SLOWDOWN=4` adds Lighthouse's CPU slowdown.
 */
const [distA, distB] = process.argv.slice(2).map((d) => path.resolve(d));
if (!distA || !distB) throw new Error('usage: main-thread-ab.ts <dist A> <dist B>');
const repoRoot = path.resolve(import.meta.dirname, '..');
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 7));
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const METRICS = [
  'ThreadTime',
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'LayoutCount',
  'RecalcStyleCount',
  'Nodes',
  'JSEventListeners',
];
const COUNTS = new Set(['LayoutCount', 'RecalcStyleCount', 'Nodes', 'JSEventListeners']);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function loadOnce(browser: Browser, url: string): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-app-live]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Lazy parts hydrate once their files are in; give their last tasks a moment.
    await page.waitForTimeout(500);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const out: Record<string, number> = {};
    for (const m of metrics) if (METRICS.includes(m.name)) out[m.name] = COUNTS.has(m.name) ? m.value : Math.round(m.value * 10_000) / 10;
    return out;
  } finally {
    await context.close();
  }
}

const servers = [];
for (const dist of [distA, distB]) {
  process.env.WEB_DIST = dist;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-mt-'));
  servers.push({ dist, dataDir, server: await startServer(repoRoot, dataDir) });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new') });
const rows: Record<string, unknown>[] = [];
const loadAvg = () => os.loadavg()[0]!.toFixed(1);
try {
  const pages = await speedPages({ baseUrl: servers[0]!.server.baseUrl });
  const only = process.env.BENCH_PAGES?.split(',');
  const chosen = pages.filter((p) => !only || only.includes(p.name) || only.includes(p.name.split(' ')[0]!));
  for (const p of chosen) {
    // Warm: the first visitor's pictures are resized and cached, the page cached by the server.
    for (const s of servers) await loadOnce(browser, `${s.server.baseUrl}${p.path}`).catch(() => undefined);
    const runs: Record<string, number>[][] = [[], []];
    const loadFrom = loadAvg();
    for (let i = 0; i < LOADS; i++) for (const [b, s] of servers.entries()) runs[b]!.push(await loadOnce(browser, `${s.server.baseUrl}${p.path}`));
    for (const [b] of servers.entries()) {
      const row: Record<string, unknown> = { page: p.name, build: b === 0 ? 'A' : 'B', load: `${loadFrom}–${loadAvg()}` };
      for (const m of METRICS) row[m] = median(runs[b]!.map((r) => r[m] ?? 0));
      row.threadTimeRuns = runs[b]!.map((r) => Math.round(r.ThreadTime ?? 0)).join('/');
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await browser.close();
  for (const s of servers) {
    await s.server.stop();
    await fs.rm(s.dataDir, { recursive: true, force: true });
  }
}
const out = path.join(repoRoot, 'bench', 'results', 'main-thread-ab.json');
await fs.mkdir(path.dirname(out), { recursive: true });
await fs.writeFile(out, JSON.stringify({ at: new Date().toISOString(), a: distA, b: distB, loads: LOADS, slowdown: SLOWDOWN, rows }, null, 2));
console.table(rows.map(({ threadTimeRuns: _r, ...r }) => r));
