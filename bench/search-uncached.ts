/**
 * Uncached search at 10 connections with its CPU a request (issue 41, decision 566): `SERVER_PID=<pid>
 * [PG_URL=<the server's database>] node --import tsx bench/search-uncached.ts <baseUrl> [connections]
 * [requests]` against a server started with BENCH_CACHES_OFF=1. The `uncached` suite's searches (12 words,
 * page 1 of 20, the same requests again and again: with every cache off each is built anew), asked with
 * node:http on kept-alive connections and not decoded (decision 545). Prints p50 / p95 beside issue 41's
 * p50 ≤ 20 ms and the CPU a request of the API process, its PostgreSQL backends and this load generator,
 * read from /proc: on a shared machine the CPU, not the wall time, says what a search costs.
 */
import { backendsCpuMs, pidCpuMs } from './backend-cpu.ts';
import { goodsPageCaller } from './goods-page-caller.ts';
import os from 'node:os';

const [baseUrl = 'http://127.0.0.1:10101', connectionsArg = '10', totalArg = '600'] = process.argv.slice(2);
const connections = Number(connectionsArg);
const total = Number(totalArg);
const WORDS = ['翡翠', '蓮', '鑽石戒指', '手鐲', '珍珠', 'lotus', 'Ring', 'pearl necklace', 'gold', 'watch', 'JH000123', 'aurora'];
const goodsPage = goodsPageCaller(baseUrl, connections);
const call = (searchCode: string) => goodsPage.call({ merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1, pageSize: 20, searchCode });

const pgUrl = process.env.PG_URL;
const pgCpu = () => backendsCpuMs(pgUrl);
const serverPid = process.env.SERVER_PID ?? '';
const self = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const round = (v: number) => Math.round(v * 10) / 10;
const pct = (t: number[], q: number) => round([...t].sort((a, b) => a - b)[Math.min(t.length - 1, Math.floor((q / 100) * t.length))]!);

// Each word once first (the kept search index reads its postings: not what is measured here).
for (const w of WORDS) await call(w);
const load0 = os.loadavg()[0]!;
const api0 = pidCpuMs(serverPid);
const pg0 = pgCpu();
const self0 = self();
const times: number[] = [];
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < total) times.push(await call(WORDS[next++ % WORDS.length]!));
  }),
);
const seconds = (performance.now() - t0) / 1000;
let pgMs = 0;
for (const [pid, now] of pgCpu()) pgMs += now - (pg0.get(pid) ?? 0);
console.log(
  JSON.stringify({
    connections,
    requests: times.length,
    reqPerSec: round(times.length / seconds),
    p50: pct(times, 50),
    p95: pct(times, 95),
    goal: 'p50 ≤ 20 ms',
    apiCpuMsPerRequest: serverPid ? round((pidCpuMs(serverPid) - api0) / times.length) : null,
    databaseCpuMsPerRequest: pgUrl ? round(pgMs / times.length) : null,
    loadGeneratorCpuMsPerRequest: round((self() - self0) / times.length),
    loadavg1: [round(load0), round(os.loadavg()[0]!)],
  }),
);
goodsPage.close();
