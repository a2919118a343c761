import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

/*
 * Orders (issue 5): preview and takeOrder latency (p50, p99) and req/s beside the bare route.
 * Goals on the embedded database: takeOrder p50 ≤ 10 ms; preview ≥ 20 % of the bare route's req/s.
 *
 * Self-contained (autocannon only) and shaped like the shared runner's suites: the default export takes
 * `{ baseUrl, report }`. Run alone, `node --import tsx bench/suites/orders.bench.ts` starts the server on
 * a fresh embedded database with BENCH_BARE_ROUTE=1 and prints the rows.
 *
 * Data comes through the API: the demo member logs in, the skus with the most online stock are priced
 * once, and every takeOrder picks a sku that still has a unit (counted here), with its own idempotency
 * key; the number of orders is bounded by the demo stock, so no call fails for want of stock.
 */

interface Row { name: string; metric: string; value: number; unit: string; goal?: string; pass?: boolean }
interface Ctx { baseUrl: string; report(row: Row): void }

const HEADERS = { 'content-type': 'application/json', 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip' };
const CONNECTIONS = 10;
const DURATION_S = 6;
const TAKE_ORDER_MAX = 2_500;

async function post<T>(baseUrl: string, p: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${p}`, {
    method: 'POST',
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

interface Measured { reqPerSec: number; p50: number; p99: number; failed: number; requests: number }
const measured = (r: autocannon.Result): Measured => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  failed: r.errors + r.timeouts + r.non2xx,
  requests: r.requests.total,
});

function load(baseUrl: string, p: string, body: unknown, durationSec = DURATION_S) {
  return autocannon({ url: `${baseUrl}${p}`, method: 'POST', headers: HEADERS, body: JSON.stringify(body), connections: CONNECTIONS, duration: durationSec });
}

function reportRows(ctx: Ctx, name: string, m: Measured) {
  ctx.report({ name, metric: 'req/s', value: m.reqPerSec, unit: 'req/s' });
  ctx.report({ name, metric: 'p50', value: m.p50, unit: 'ms' });
  ctx.report({ name, metric: 'p99', value: m.p99, unit: 'ms' });
  if (m.failed) ctx.report({ name, metric: 'failed answers', value: m.failed, unit: 'req', goal: '= 0', pass: false });
}

export default async function orders(ctx: Ctx & { bareUrl?: string }): Promise<void> {
  const { baseUrl } = ctx;
  const bareUrl = ctx.bareUrl ?? baseUrl;
  const login = await post<{ accessToken: string }>(baseUrl, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' });
  const token = login.accessToken;

  // The skus with the most online stock, from the catalogue calls.
  const stock = new Map<number, number>();
  for (let pageNo = 1; pageNo <= 8; pageNo++) {
    const page = await post<{ items: { skuList: { id: number; status: string; storeStockQty: number }[] }[] }>(baseUrl, 'app/goods/getGoodsPage', { pageNo, pageSize: 100 });
    for (const g of page.items) for (const s of g.skuList) if (s.status === 'on' && s.storeStockQty > 0) stock.set(s.id, s.storeStockQty);
    if (page.items.length < 100) break;
  }
  const skus = [...stock.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400);

  // Preview: a checkout of three lines with the promotions on, against the bare route.
  const previewBody = { skuList: skus.slice(0, 3).map(([skuId]) => ({ skuId, num: 1 })), needPromotion: true };
  const bareBody = {};
  await load(bareUrl, '/__bench/bare', bareBody, 1);
  await load(baseUrl, '/api/app/page/order/preview', previewBody, 1);
  const bareBefore = measured(await load(bareUrl, '/__bench/bare', bareBody));
  const pv = measured(await load(baseUrl, '/api/app/page/order/preview', previewBody));
  const bareAfter = measured(await load(bareUrl, '/__bench/bare', bareBody));
  const bare: Measured = {
    reqPerSec: Math.round((bareBefore.reqPerSec + bareAfter.reqPerSec) / 2),
    p50: (bareBefore.p50 + bareAfter.p50) / 2,
    p99: (bareBefore.p99 + bareAfter.p99) / 2,
    failed: bareBefore.failed + bareAfter.failed,
    requests: bareBefore.requests + bareAfter.requests,
  };
  reportRows(ctx, bareUrl === baseUrl ? 'bare Fastify route' : 'bare Fastify route (separate process)', bare);
  reportRows(ctx, 'order preview (3 lines)', pv);
  const share = Math.round((pv.reqPerSec / Math.max(1, bare.reqPerSec)) * 1000) / 10;
  ctx.report({ name: 'order preview (3 lines)', metric: 'vs bare route', value: share, unit: '% of req/s', goal: '≥ 20', pass: share >= 20 });

  // takeOrder: one line of one unit per order, each on a sku that still has a unit, each key new.
  const priced = new Map<number, { totalPrice: number; totalOriginalPrice: number; totalPayPrice: number; totalDiscountValue: number; priceRounding: number }>();
  for (const [skuId] of skus) priced.set(skuId, await post(baseUrl, 'app/page/order/preview', { skuList: [{ skuId, num: 1 }] }));
  const units: number[] = skus.flatMap(([skuId, qty]) => Array.from({ length: qty }, () => skuId));
  // Spread consecutive orders over different skus, as many customers would.
  units.sort((a, b) => ((a * 2654435761) % 1000) - ((b * 2654435761) % 1000) || a - b);
  let next = 0;
  const run = `${Date.now().toString(36)}`;
  // Latency as one customer sees it (one connection), then throughput with CONNECTIONS at once; the
  // embedded database runs one statement at a time, so queueing adds to latency under concurrency.
  const takeOrders = (connections: number, amount: number) => autocannon({
    url: `${baseUrl}/api/app/page/order/takeOrder`,
    method: 'POST',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    connections,
    amount: Math.min(amount, units.length - next),
    requests: [
      {
        setupRequest: (req) => {
          const i = next++;
          const skuId = units[i % units.length]!;
          const t = priced.get(skuId)!;
          req.body = JSON.stringify({
            channel: 'PC',
            idempotencyKey: `bench-${run}-${i}`,
            orderRequest: {
              takeWay: 'pickup', pickupStoreCode: 'CEN', skuList: [{ skuId, num: 1 }], languageType: 'TRADITIONAL',
              totalPrice: t.totalPrice, totalOriginalPrice: t.totalOriginalPrice, actualPrice: t.totalPayPrice,
              totalDiscountValue: t.totalDiscountValue, priceRounding: t.priceRounding,
            },
          });
          return req;
        },
      },
    ],
  });
  await takeOrders(1, 100);
  const single = measured(await takeOrders(1, TAKE_ORDER_MAX / 2));
  reportRows(ctx, `takeOrder, 1 connection (${single.requests} orders)`, single);
  ctx.report({ name: `takeOrder, 1 connection (${single.requests} orders)`, metric: 'p50 goal', value: single.p50, unit: 'ms', goal: '≤ 10', pass: single.p50 <= 10 });
  const many = measured(await takeOrders(CONNECTIONS, TAKE_ORDER_MAX / 2));
  reportRows(ctx, `takeOrder, ${CONNECTIONS} connections (${many.requests} orders)`, many);
}

// ---- Run alone -----------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, init: RequestInit | undefined, proc: ChildProcess) {
  for (let i = 0; i < 400; i++) {
    if (proc.exitCode !== null) throw new Error(`process exited with ${proc.exitCode}`);
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return res.status;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-orders-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  const rows: Row[] = [];
  try {
    await waitFor(`${baseUrl}/healthz`, undefined, server);
    let bareUrl = baseUrl;
    const hasBare = (await fetch(`${baseUrl}/__bench/bare`, { method: 'POST', headers: HEADERS, body: '{}' })).status === 200;
    if (!hasBare) {
      // This branch's server has no bare route: measure one in a separate Fastify process instead.
      const barePort = await freePort();
      bare = spawn(process.execPath, ['-e', `const f=require('fastify')();f.post('/__bench/bare',async()=>({data:{ok:true}}));f.listen({port:${barePort},host:'127.0.0.1'})`], {
        cwd: path.join(repoRoot, 'apps/api'),
        stdio: 'inherit',
      });
      bareUrl = `http://127.0.0.1:${barePort}`;
      await waitFor(`${bareUrl}/__bench/bare`, { method: 'POST', headers: HEADERS, body: '{}' }, bare);
    }
    await orders({ baseUrl, bareUrl, report: (row) => rows.push(row) });
  } finally {
    bare?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const r of rows) {
    console.log(`${r.name.padEnd(42)} ${r.metric.padEnd(15)} ${`${r.value} ${r.unit}`.padEnd(18)} ${r.goal ?? ''} ${r.pass === undefined ? '' : r.pass ? 'ok' : 'MISSED'}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
