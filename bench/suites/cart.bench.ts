/**
 * Cart load and latency (issue 5): getSmallCartList and addCartList req/s and p99 under load, next to the
 * bare route (POST /__bench/bare, when the server was started with BENCH_BARE_ROUTE=1). Runs against any
 * server with the demo seed: it logs in as the demo member JH10000001 and empties that member's cart
 * before and after. Follows the suite shape of bench/lib.ts: a default export taking { baseUrl, report }.
 */
import { createRequire } from 'node:module';

export interface BenchRow {
  suite: string;
  name: string;
  value: number;
  unit: string;
  goal?: string;
  ok?: boolean;
  note?: string;
}
export interface BenchContext {
  baseUrl: string;
  serverPid: number;
  report(row: BenchRow): void;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SUITE = 'cart';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const STORE = 'ESHOP';

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; errorMessage?: string };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.errorMessage}`);
  return json.data;
}

export default async function cartBench(ctx: BenchContext): Promise<void> {
  const { baseUrl, report } = ctx;
  const login = await post(baseUrl, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' });
  const token = login.accessToken as string;
  const headers = { 'content-type': 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` };

  // Skus on sale with at least CONNECTIONS units online: a few fill the cart, one takes the add load.
  const page = await post(baseUrl, 'app/goods/getGoodsPage', { storeCode: STORE, pageSize: 50 });
  const skus: number[] = page.items.flatMap((g: any) => g.skuList.filter((s: any) => s.status === 'on' && s.storeStockQty >= CONNECTIONS).map((s: any) => s.id));
  if (skus.length < 6) throw new Error('not enough skus in stock for the cart bench');
  const [loadSku, ...fill] = skus;
  await post(baseUrl, 'app/cart/removeCartAll', { storeCode: STORE }, token);
  await post(baseUrl, 'app/cart/addCartList', { storeCode: STORE, list: fill.slice(0, 5).map((skuId) => ({ skuId, num: 1 })) }, token);

  const run = (requests: { path: string; body: unknown }[]) =>
    autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: requests.map((r) => ({ method: 'POST', path: r.path, headers, body: JSON.stringify(r.body) })),
    });

  let bareRps: number | undefined;
  try {
    await fetch(`${baseUrl}/__bench/bare`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
    });
    const r = await run([{ path: '/__bench/bare', body: {} }]);
    bareRps = r.requests.average;
    report({ suite: SUITE, name: 'bare route', value: Math.round(bareRps), unit: 'req/s', note: `p99 ${r.latency.p99} ms` });
  } catch {
    report({ suite: SUITE, name: 'bare route', value: 0, unit: 'req/s', note: 'POST /__bench/bare not available (start with BENCH_BARE_ROUTE=1): ratio skipped' });
  }
  const ratio = (rps: number) => (bareRps ? ` (${((rps / bareRps) * 100).toFixed(1)} % of bare)` : '');

  const small = await run([{ path: '/api/app/cart/getSmallCartList', body: { storeCode: STORE } }]);
  report({ suite: SUITE, name: 'getSmallCartList (5 lines) throughput', value: Math.round(small.requests.average), unit: 'req/s', note: `${CONNECTIONS} connections${ratio(small.requests.average)}; non-2xx ${small.non2xx}` });
  report({ suite: SUITE, name: 'getSmallCartList p99', value: small.latency.p99, unit: 'ms', note: `p50 ${small.latency.p50} ms` });

  // Each connection alternates add 1 and remove of one sku: at most CONNECTIONS units are ever in the line,
  // within its stock, so every add is a real, accepted write (one member: the writes queue on its lock).
  const add = await run([
    { path: '/api/app/cart/addCartList', body: { storeCode: STORE, list: [{ skuId: loadSku, num: 1 }], needCheckSkuStatus: true, needCheckSkuStock: true } },
    { path: '/api/app/cart/removeCartItemBySku', body: { storeCode: STORE, skuId: loadSku } },
  ]);
  report({ suite: SUITE, name: 'addCartList + remove throughput', value: Math.round(add.requests.average), unit: 'req/s', note: `${CONNECTIONS} connections, one member${ratio(add.requests.average)}; non-2xx ${add.non2xx}` });
  report({ suite: SUITE, name: 'addCartList + remove p99', value: add.latency.p99, unit: 'ms', note: `p50 ${add.latency.p50} ms` });

  await post(baseUrl, 'app/cart/removeCartAll', { storeCode: STORE }, token);
}
