/**
 * Search under load (issue 42): `node bench/search-load.ts <baseUrl> [seconds] [connections]` against a
 * running server on a bench seed. Each connection loops over shoppers' searches (typos, synonyms, both
 * scripts, several words; half of them with a facet), relevance order, facet counts included, one
 * request at a time; answers p50 / p95 / p99, the products on sale and the machine's load average.
 */
import os from 'node:os';

const [baseUrl = 'http://127.0.0.1:10101', secondsArg = '30', connectionsArg = '10'] = process.argv.slice(2);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
const QUERIES = [
  '翡翠',
  '蓮',
  '鑽石戒指',
  '手鐲',
  '珍珠',
  'lotus',
  'Ring',
  'pearl necklace',
  'gold',
  'watch',
  'JH000123',
  'aurora',
  'bangel',
  '24K',
  '項鍊',
  'neckalce',
];
const FACETS = [{}, { metal: 'gold18k' }, { at: 'CWB' }, { price: '10k-20k' }];
const body = (i: number) => ({
  merchantCode: 'DEMO',
  storeCode: 'ESHOP',
  pageSize: 20,
  withFacets: true,
  searchCode: QUERIES[i % QUERIES.length],
  ...FACETS[Math.floor(i / QUERIES.length) % FACETS.length],
});
const call = async (b: unknown) => {
  const res = await fetch(`${baseUrl}/api/app/goods/getGoodsPage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip' },
    body: JSON.stringify(b),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { total: number } };
};

const all = await call({ merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 1 });
if (process.env.WARM !== '0') for (let i = 0; i < QUERIES.length * FACETS.length; i++) await call(body(i)); // warm once
const times: number[] = [];
const end = Date.now() + seconds * 1000;
let next = 0;
const load0 = os.loadavg()[0]!;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      await call(body(next++));
      times.push(performance.now() - t0);
    }
  }),
);
times.sort((a, b) => a - b);
const p = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor((q / 100) * times.length))]! * 10) / 10;
console.log(
  JSON.stringify({
    products: all.data.total,
    requests: times.length,
    connections,
    p50: p(50),
    p95: p(95),
    p99: p(99),
    loadavg1: [load0, os.loadavg()[0]],
    cores: os.cpus().length,
  }),
);
