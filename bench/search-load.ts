/**
 * Search under load (issue 42, decisions 448–449): `node bench/search-load.ts <baseUrl> [connections]`
 * against a running server on a bench seed. Shoppers' searches (typos, synonyms, both scripts, several
 * words) × facet choices (none, a metal, in stock at Causeway Bay, a price band, both) × pages 1–4, in
 * relevance order with facet counts, 20 goods a page. Every request is asked once only, so none is
 * answered from the answer cache (decision 140): the figures are of the search itself.
 *
 * 1. Warm: each query once (12 a page, not measured again): the kept index reads the facts and each
 *    word's postings; the first request's time (facts read from nothing) is printed as `cold`.
 * 2. One at a time: 64 requests (or `one-at-a-time`), p50 / p95.
 * 3. `connections` at once (default 10) over the rest (up to `total`, default all 480), p50 / p95 / p99.
 * Prints one JSON line with the products on sale and the load average before and after. With
 * `SERVER_PID` (the API's process id, on this machine), also the server's CPU time per request in each
 * phase (user + system of all its threads, from /proc: compression in libuv's pool included, and the
 * embedded database's work, which runs in the API's process): on a busy machine it says more than the
 * wall time, which mostly measures the neighbours. With `PG_URL` (the server's PostgreSQL database), also
 * its backends' CPU per request; and always this load generator's own (decision 545): the three share
 * the machine's cores, and p95 ≤ 30 ms at 10 connections needs all three under about 3 ms a request.
 */
import fs from 'node:fs';
import { backendsCpuMs } from './backend-cpu.ts';
import { goodsPageCaller } from './goods-page-caller.ts';
import os from 'node:os';

const [baseUrl = 'http://127.0.0.1:10101', connectionsArg = '10', singleArg = '64', totalArg = '480'] = process.argv.slice(2);
const connections = Number(connectionsArg);
/** Requests one at a time, and in all (at most 480): fewer for a quick look on a loaded machine. */
const singles = Number(singleArg);
const total = Number(totalArg);
const QUERIES = [
  '翡翠',
  '蓮',
  '鑽石戒指',
  '手鐲',
  '珍珠',
  'lotus',
  'Ring',
  'rings',
  'pearl necklace',
  'gold',
  'watch',
  '手錶',
  'JH000123',
  'aurora',
  'bangel',
  '24K',
  '項鍊',
  '项链',
  'neckalce',
  'diamond earrings',
  '18K金',
  'platinum',
  'jade pendant',
  '足金手鐲',
];
const FACETS = [{}, { metal: 'gold18k' }, { at: 'CWB' }, { price: '10k-20k' }, { metal: 'gold9999', at: 'CWB' }];
const PAGES = [1, 2, 3, 4];

type Body = Record<string, unknown>;
const base = { merchantCode: 'DEMO', storeCode: 'ESHOP', withFacets: true, orderBy: 'relevance' };
const bodies: Body[] = [];
// PAGE_SIZE (default 20) makes another run on the same server ask new requests (not answered from the cache).
const pageSize = Number(process.env.PAGE_SIZE ?? 20);
for (const pageNo of PAGES) for (const facet of FACETS) for (const searchCode of QUERIES) bodies.push({ ...base, pageSize, pageNo, searchCode, ...facet });
// A fixed shuffle, so that pages and facets of one word do not come one after another.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
for (let i = bodies.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
}

const { call, close } = goodsPageCaller(baseUrl, connections);

const round = (v: number) => Math.round(v * 10) / 10;
const serverPid = process.env.SERVER_PID;
/** The server's CPU time so far in ms (utime + stime, all threads), or NaN without SERVER_PID. */
const serverCpuMs = () => {
  if (!serverPid) return NaN;
  const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const cpuPer = (from: number, requests: number) => round((serverCpuMs() - from) / requests);
/**
 * With PG_URL (the server's database, PostgreSQL on this machine): the CPU of that database's backends — the
 * database's share of a request.
 */
const pgUrl = process.env.PG_URL;
const pgCpu = () => backendsCpuMs(pgUrl);
/** Backends' CPU since `from` (backends started since count from 0), per request; NaN without PG_URL. */
const pgCpuPer = (from: Map<string, number>, requests: number) => {
  if (!pgUrl) return NaN;
  let ms = 0;
  for (const [pid, now] of pgCpu()) ms += now - (from.get(pid) ?? 0);
  return round(ms / requests);
};
/** This load generator's own CPU per request (it shares the machine's cores with the server). */
const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (times: number[], q: number) => {
  const s = [...times].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))]!);
};

const load0 = os.loadavg()[0]!;
const res = await fetch(`${baseUrl}/api/app/goods/getGoodsPage`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', pageSize: 1 }),
});
const products = ((await res.json()) as { data: { total: number } }).data.total;

const cpu0 = serverCpuMs();
const cold = await call({ ...base, pageSize: 12, searchCode: QUERIES[0] });
const warmStart = performance.now();
for (const q of QUERIES.slice(1)) await call({ ...base, pageSize: 12, searchCode: q });
const warm = performance.now() - warmStart;

const cpuWarm = cpuPer(cpu0, QUERIES.length);
const single = bodies.slice(0, singles);
const cpu1 = serverCpuMs();
const singleTimes: number[] = [];
for (const b of single) singleTimes.push(await call(b));

const cpuSingle = cpuPer(cpu1, singleTimes.length);
const rest = bodies.slice(singles, total);
const times: number[] = [];
let next = 0;
const loadMid = os.loadavg()[0]!;
const t0 = performance.now();
const cpu2 = serverCpuMs();
const pg2 = pgCpu();
const self2 = selfCpuMs();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < rest.length) times.push(await call(rest[next++]!));
  }),
);
const seconds = (performance.now() - t0) / 1000;
const cpuConcurrent = cpuPer(cpu2, times.length);
const selfConcurrent = round((selfCpuMs() - self2) / times.length);
const pgConcurrent = pgCpuPer(pg2, times.length);
console.log(
  JSON.stringify({
    products,
    coldFirstMs: round(cold),
    warmOthersMs: round(warm),
    warmCpuMsPerRequest: cpuWarm,
    oneAtATime: { requests: singleTimes.length, p50: pct(singleTimes, 50), p95: pct(singleTimes, 95), p99: pct(singleTimes, 99), cpuMsPerRequest: cpuSingle },
    concurrent: {
      connections,
      requests: times.length,
      reqPerSec: round(times.length / seconds),
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      cpuMsPerRequest: cpuConcurrent,
      databaseCpuMsPerRequest: pgConcurrent,
      loadGeneratorCpuMsPerRequest: selfConcurrent,
    },
    loadavg1: [round(load0), round(loadMid), round(os.loadavg()[0]!)],
    cores: os.cpus().length,
  }),
);
close();
