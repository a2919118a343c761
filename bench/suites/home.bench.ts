import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { atMost, callApi, percentile, startServer, type BenchContext } from '../lib.ts';

/*
 * The merchant's home and the customers desk (issue 28; decision 220).
 *   - Always, on the runner's demo database: the home's figures and the member searches, one at a time, p95.
 *   - With BENCH_BIG=1 and DATA_DIR holding the bench seed (`npm run seed:bench`: 100,000 goods and
 *     100,000 members), or BENCH_BIG_DATABASE_URL: a second server on it; goal p95 ≤ 50 ms each, with the
 *     bare route timed the same way in the same run beside them.
 */
export const CUSTOMER_SEARCHES: Array<{ name: string; body: Record<string, unknown> }> = [
  { name: 'list page 1', body: {} },
  { name: 'list page 200', body: { pageNo: 200 } },
  { name: 'phone prefix', body: { search: '6001' } },
  { name: 'phone in full', body: { search: '60012345' } },
  { name: 'phone with +852', body: { search: '+852 6004 2000' } },
  { name: 'e-mail prefix', body: { search: 'member1234@' } },
  { name: 'member number', body: { search: 'JH20054321' } },
  { name: 'member number prefix', body: { search: 'JH2005' } },
  { name: 'family name', body: { search: 'Chan' } },
  { name: 'given name', body: { search: 'Mei Ling' } },
  { name: 'family + given', body: { search: 'Wong Ka' } },
  { name: 'disabled only', body: { status: 'disabled' } },
  { name: 'no match', body: { search: 'zzzz-nobody' } },
];

/** Times each request `rounds` times one at a time (after one warming round); answers p95 and p50 overall and per name. */
async function timeEach(baseUrl: string, token: string, requests: Array<{ name: string; path: string; body: unknown }>, rounds: number) {
  const ctx = { baseUrl };
  for (const r of requests) await callApi(ctx, r.path, r.body, token);
  const all: number[] = [];
  const each = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const r of requests) {
      const t0 = performance.now();
      await callApi(ctx, r.path, r.body, token);
      const ms = performance.now() - t0;
      all.push(ms);
      each.set(r.name, [...(each.get(r.name) ?? []), ms]);
    }
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return {
    count: all.length,
    p95: r1(percentile(all, 95)),
    p50: r1(percentile(all, 50)),
    slowest: [...each.entries()].map(([name, ms]) => ({ name, p95: r1(percentile(ms, 95)) })).sort((a, b) => b.p95 - a.p95),
  };
}

/** The bare route timed like the calls: one request at a time over the same HTTP path. */
async function timeBare(baseUrl: string, n: number) {
  const once = async () => {
    const res = await fetch(`${baseUrl}/__bench/bare`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await res.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await once();
    ms.push(performance.now() - t0);
  }
  return Math.round(percentile(ms, 95) * 10) / 10;
}

export async function measureHome(baseUrl: string, rounds: number) {
  const ctx = { baseUrl };
  const { accessToken } = await callApi<{ accessToken: string }>(ctx, 'app/page/user/pageStaffLogin', {
    username: 'merchant.admin',
    password: 'Merchant2026a',
  });
  // The desk counts at most CUSTOMERS.COUNT_CAP matches (then says "more than"): so does this label.
  const found = await callApi<{ total: number; totalCapped: boolean }>(ctx, 'app/backOffice/customers/search', { pageSize: 1 }, accessToken);
  const members = found.totalCapped ? `more than ${found.total}` : String(found.total);
  const bareBefore = await timeBare(baseUrl, 200);
  // 80 calls a round: a p95 of 50 calls (round 10) was the third slowest of them, and moved 14.7–23.9 ms
  // between two runs of the same server; the goal's "two runs within 10 %" needs a p95 that a few slow
  // calls of a shared machine do not decide.
  const home = await timeEach(baseUrl, accessToken, [{ name: 'home figures', path: 'app/backOffice/home/figures', body: {} }], rounds * 80);
  const search = await timeEach(
    baseUrl,
    accessToken,
    CUSTOMER_SEARCHES.map((s) => ({ ...s, path: 'app/backOffice/customers/search' })),
    rounds,
  );
  const bareAfter = await timeBare(baseUrl, 200);
  return { members, home, search, bareP95: Math.round(((bareBefore + bareAfter) / 2) * 10) / 10 };
}

function report(ctx: BenchContext, label: string, m: Awaited<ReturnType<typeof measureHome>>) {
  ctx.report({ name: `bare route, ${label} (one at a time)`, metric: 'p95', value: m.bareP95, unit: 'ms' });
  ctx.report({ name: `home figures, ${label} (${m.home.count}, one at a time)`, metric: 'p95', value: m.home.p95, unit: 'ms', ...atMost(m.home.p95, 50) });
  ctx.report({
    name: `customer search, ${m.members} members, ${label} (${m.search.count}, one at a time)`,
    metric: 'p95',
    value: m.search.p95,
    unit: 'ms',
    ...atMost(m.search.p95, 50),
  });
  for (const s of m.search.slowest.slice(0, 4)) ctx.report({ name: `  ${s.name}`, metric: 'p95', value: s.p95, unit: 'ms' });
}

export default async function homeBench(ctx: BenchContext): Promise<void> {
  report(ctx, 'demo', await measureHome(ctx.baseUrl, 3));

  const dataDir = process.env.DATA_DIR;
  const databaseUrl = process.env.BENCH_BIG_DATABASE_URL || undefined;
  if (process.env.BENCH_BIG !== '1' || (!dataDir && !databaseUrl)) {
    const skipped = 'skipped (set BENCH_BIG=1 and DATA_DIR or BENCH_BIG_DATABASE_URL from seed:bench)';
    ctx.report({ name: 'home figures and customer search, 100k goods + 100k members', metric: 'p95', value: 0, unit: 'ms', goal: '≤ 50', skipped });
    return;
  }
  const scratch = databaseUrl ? await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-home-')) : undefined;
  const server = await startServer(ctx.repoRoot, scratch ?? dataDir!, { timeoutMs: 300_000, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    report(ctx, databaseUrl ? 'PostgreSQL' : 'embedded', await measureHome(server.baseUrl, 5));
  } finally {
    await server.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  }
}
