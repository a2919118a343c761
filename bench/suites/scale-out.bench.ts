import { DEMO } from '@shop/contract';
import { Cluster, nginxBinary } from '../../scripts/cluster/cluster.ts';
import { loadTest, type BenchContext } from '../lib.ts';

/**
 * Scale-out (issue 15): getAppFull and getGoodsPage req/s on PostgreSQL, first one API process direct,
 * then two processes behind nginx, and the ratio. Unlike the other suites it starts its own servers (the
 * runner's is one process on the embedded database): a fresh database on the PostgreSQL server
 * (BENCH_PG_URL, else DATABASE_URL, else the local test server), API processes and nginx on
 * BENCH_CLUSTER_PORT_BASE (default 18165) and the next two ports. Skipped without PostgreSQL or nginx.
 * On a machine with fewer cores than processes (plus nginx and the load generator) the ratio shows
 * contention, not the gain a machine with a core per process gets.
 */
const SERVER = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/postgres';

const TARGETS = [
  { name: 'getAppFull', path: '/api/app/weaver/getAppFull', body: { ...DEMO, status: 'release' } },
  { name: 'getGoodsPage', path: '/api/app/goods/getGoodsPage', body: { merchantCode: DEMO.merchantCode, storeCode: 'ESHOP', pageNo: 1, pageSize: 20 } },
];

export default async function scaleOut(ctx: BenchContext): Promise<void> {
  const skip = (why: string) => {
    for (const t of TARGETS) ctx.report({ name: `${t.name} scale-out (PostgreSQL)`, metric: '2 via nginx / 1 direct', value: 0, unit: '×', skipped: why });
  };
  if (!nginxBinary()) return skip('nginx not installed');
  const reachable = await import('pg').then(async ({ default: pg }) => {
    const c = new pg.Client({ connectionString: SERVER });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  });
  if (!reachable) return skip('no PostgreSQL server');

  const cluster = new Cluster({
    serverUrl: SERVER,
    portBase: Number(process.env.BENCH_CLUSTER_PORT_BASE ?? 18165),
    processes: 2,
    label: 'bench',
    env: { LOG_LEVEL: 'warn', ORDER_SWEEP_INTERVAL_MS: '0' },
  });
  try {
    await cluster.start();
    const direct: BenchContext = { ...ctx, baseUrl: cluster.direct(0) };
    const proxied: BenchContext = { ...ctx, baseUrl: cluster.url() };
    for (const t of TARGETS) {
      const one = await loadTest(direct, { ...t, name: `${t.name} (PostgreSQL, 1 process direct)` });
      const two = await loadTest(proxied, { ...t, name: `${t.name} (PostgreSQL, 2 processes via nginx)` });
      const ratio = Math.round((two.reqPerSec / Math.max(1, one.reqPerSec)) * 100) / 100;
      ctx.report({ name: `${t.name} scale-out (PostgreSQL)`, metric: '2 via nginx / 1 direct', value: ratio, unit: '×' });
    }
  } finally {
    await cluster.stop();
  }
}
