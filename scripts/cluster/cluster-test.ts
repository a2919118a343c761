/**
 * `npm run test:cluster` (CI runs it after the PostgreSQL API tests): PostgreSQL, two API processes and
 * nginx in front of them, all on loopback (ports CLUSTER_PORT_BASE.. +2, default 18161–18163). Checks,
 * through nginx unless said otherwise:
 * 1. mixed reads and orders from many members; one process SIGKILLed mid-load and started again; every
 *    acknowledged order is in the database, none twice, and stock adds up;
 * 2. 25 failed logins for one account, alternating between the two processes directly, are limited as
 *    if there were one process (the 21st is refused);
 * 3. a change to the released site written on the database and announced on the change bus is served
 *    by both processes within 1 s;
 * 4. the client address in the processes' logs is the visitor's (X-Forwarded-For from nginx), not nginx's.
 * Bounded: the whole run stops itself after CLUSTER_TIMEOUT_MS (default 5 minutes) and always cleans up.
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { takeOrderTotals } from '@shop/contract';
import { createPostgresChangeBus } from '../../apps/api/src/lib/change-bus.ts';
import { Cluster, visitor } from './cluster.ts';

const SERVER = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/postgres';
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 18161);
const TIMEOUT_MS = Number(process.env.CLUSTER_TIMEOUT_MS ?? 300_000);
const MEMBERS = 12;
const LOAD_MS = 16_000;

const cluster = new Cluster({ serverUrl: SERVER, portBase: PORT_BASE, processes: 2, label: 'cluster', env: { ORDER_SWEEP_INTERVAL_MS: '2000' } });
const log = (msg: string) => console.log(`[cluster ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);
const t0 = Date.now();
const results: string[] = [];
const pass = (name: string) => {
  results.push(`ok   ${name}`);
  log(`ok: ${name}`);
};

const watchdog = setTimeout(() => {
  console.error(`cluster test: over ${TIMEOUT_MS} ms, stopping`);
  void cluster.stop(true).finally(() => process.exit(1));
}, TIMEOUT_MS);

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return cluster.admin(async (c) => (await c.query(text, params)).rows as T[], cluster.databaseUrl);
}

async function main() {
  log(`starting PostgreSQL database ${cluster.dbName}, 2 API processes and nginx on 127.0.0.1:${PORT_BASE}`);
  await cluster.start();
  pass('two processes started at once on a fresh database, both ready, nginx in front');

  // --- Members, each its own visitor address (127.0.0.10 …), so nginx's address differs from theirs.
  const visitors = Array.from({ length: MEMBERS }, (_, i) => visitor(`127.0.0.${10 + i}`));
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const phone = String(62000000 + i);
    const reg = await visitors[i]!.post(cluster.url('/api/app/page/user/register'), {
      appellation: 'Ms',
      firstName: 'Cluster',
      lastName: `Member ${i}`,
      nickname: `C${i}`,
      gender: 'F',
      birthMonth: 1,
      birthDay: 1,
      ageRange: '26-35',
      phoneAreaCode: '852',
      phone,
      email: `cluster.${i}@example.com`,
      password: 'Cluster2026a',
      confirmPassword: 'Cluster2026a',
      optOutPromotionsA: false,
      optOutPromotionsB: false,
      agreeTerms: true,
    });
    assert.equal(reg.status, 200, JSON.stringify(reg.body));
    const login = await visitors[i]!.post(cluster.url('/api/app/page/user/login'), { account: phone, phoneAreaCode: '852', password: 'Cluster2026a' });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    tokens.push(login.body.data.accessToken);
  }
  log(`${MEMBERS} members registered and logged in through nginx`);

  // --- Stock: three skus with plenty, so no order is refused for stock.
  const skus = await sql<{ id: number }>(`
    select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' order by k.id limit 3`);
  assert.equal(skus.length, 3);
  await sql(`update sku_stocks set qty = 100000 where store_code = 'ESHOP' and sku_id = any($1)`, [skus.map((s) => s.id)]);
  const stockBefore = 100000;
  const previews = new Map<number, any>();
  for (const s of skus) {
    const pv = await visitors[0]!.post(
      cluster.url('/api/app/page/order/preview'),
      { skuList: [{ skuId: s.id, num: 1 }], giftSkuList: [] },
      { authorization: `Bearer ${tokens[0]}` },
    );
    assert.equal(pv.status, 200, JSON.stringify(pv.body));
    previews.set(s.id, pv.body.data);
  }

  // --- Load: each member loops reads and orders; process 0 is SIGKILLed a third of the way in and started again.
  const acknowledged = new Map<string, { key: string; skuId: number }>();
  const stats = { reads: 0, readFailures: 0, orders: 0, orderRetries: 0, unresolved: 0 };
  let seq = 0;
  const loadUntil = Date.now() + LOAD_MS;
  const orderOnce = async (m: number, skuId: number) => {
    const key = `cluster-${process.pid}-${m}-${++seq}`;
    const pv = previews.get(skuId);
    const body = {
      channel: 'PC',
      idempotencyKey: key,
      orderRequest: {
        takeWay: 'pickup',
        pickupStoreCode: 'CWB',
        skuList: [{ skuId, num: 1 }],
        giftSkuList: [],
        languageType: 'ENG',
        ...takeOrderTotals(pv),
      },
    };
    // An answer lost with its process (502, a reset) is not an acknowledgement: the shopper's app sends
    // the same idempotency key again, and the order happens once.
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await visitors[m]!.post(cluster.url('/api/app/page/order/takeOrder'), body, { authorization: `Bearer ${tokens[m]}` }).catch(() => null);
      if (res?.status === 200) {
        acknowledged.set(res.body.data.order.orderNo, { key, skuId });
        stats.orders++;
        return;
      }
      if (res && res.status < 500) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
      stats.orderRetries++;
      await new Promise((r) => setTimeout(r, 250));
    }
    stats.unresolved++;
  };
  const member = async (m: number) => {
    let n = 0;
    while (Date.now() < loadUntil) {
      n++;
      if (n % 3 === 0) {
        await orderOnce(m, skus[n % skus.length]!.id);
      } else {
        const read =
          n % 2 === 0
            ? visitors[m]!.post(cluster.url('/api/app/weaver/getAppFull'), { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' })
            : visitors[m]!.post(cluster.url('/api/app/goods/getGoodsPage'), { merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1 + (n % 3), pageSize: 20 });
        const res = await read.catch(() => null);
        stats.reads++;
        if (res?.status !== 200) stats.readFailures++;
      }
    }
  };
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, LOAD_MS / 3));
    log('SIGKILL process 0 mid-load');
    await cluster.killApi(0, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 1500));
    log('starting process 0 again');
    cluster.startApi(0);
    await cluster.waitReady(0);
    log('process 0 ready again');
  })();
  await Promise.all([...visitors.map((_, m) => member(m)), killer]);
  log(`load done: ${JSON.stringify(stats)}`);
  assert.equal(stats.unresolved, 0, 'every order got an answer in the end');
  // Reads fail only around the kill (requests in flight on the killed process); most succeed.
  assert.ok(stats.readFailures < stats.reads / 10, `reads mostly answered (${stats.readFailures} of ${stats.reads} failed)`);
  assert.ok(stats.orders >= 20, `enough orders placed (${stats.orders})`);

  // Every acknowledged order is in the database once; nothing else was ordered; stock adds up.
  const rows = await sql<{ order_no: string; n: number }>(`
    select o.order_no, sum(l.num)::int as n from orders o join order_lines l on l.order_id = o.id
    join members m on m.id = o.member_id where m.email like 'cluster.%@example.com' group by o.order_no`);
  const inDb = new Map(rows.map((r) => [r.order_no, r.n]));
  for (const no of acknowledged.keys()) assert.ok(inDb.has(no), `acknowledged order ${no} is in the database`);
  assert.equal(inDb.size, acknowledged.size, 'no order in the database that was never acknowledged (retries happened once)');
  const stock = await sql<{ sku_id: number; qty: number }>(`select sku_id, qty from sku_stocks where store_code = 'ESHOP' and sku_id = any($1)`, [
    skus.map((s) => s.id),
  ]);
  for (const s of stock) {
    const sold = [...acknowledged.values()].filter((o) => o.skuId === s.sku_id).length;
    assert.equal(s.qty, stockBefore - sold, `stock of sku ${s.sku_id}: ${stockBefore} - ${sold} sold`);
  }
  pass(
    `mixed load through nginx with a SIGKILL and restart: ${acknowledged.size} acknowledged orders all stored once, stock consistent (${stats.reads} reads, ${stats.readFailures} failed during the kill, ${stats.orderRetries} order retries)`,
  );

  // --- 25 failed logins for one account from one address, alternating between the processes. The policy
  // (decision 180): 10 tries per account per 15 minutes, then one a minute per account and address — so the
  // counts must be shared by both processes, and the owner, from another address, still gets in.
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++) {
    const res = await fetch(cluster.direct(i % 2, '/api/app/page/user/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ account: '62000000', phoneAreaCode: '852', password: `wrong-${i}` }),
    });
    statuses.push(res.status);
  }
  assert.deepEqual(statuses.slice(0, 11), Array(11).fill(400), `10 free tries and the minute's slow one answered 400: ${statuses}`);
  assert.deepEqual(statuses.slice(11), Array(14).fill(429), `then slowed as one process would: ${statuses}`);
  const right = await visitors[0]!.post(cluster.url('/api/app/page/user/login'), { account: '62000000', phoneAreaCode: '852', password: 'Cluster2026a' });
  assert.equal(right.status, 200, 'the owner, from another address, is slowed but never locked out');
  pass('25 failed logins from one address over both processes: 11 refused as wrong, the next 14 slowed (429); the owner still logs in');

  // --- A cached read changed on the database, announced on the bus: both processes serve it within 1 s.
  const getApp = async (i: number) =>
    (
      await fetch(cluster.direct(i, '/api/app/weaver/getAppFull'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' }),
      })
    ).json() as Promise<any>;
  for (const app of await Promise.all([getApp(0), getApp(1)])) assert.ok(app.data?.pageList, `getAppFull answers: ${JSON.stringify(app).slice(0, 200)}`); // both have it cached
  const [page] = await sql<{ id: number; page_code: string }>(
    `select id, page_code from pages where app_code = 'SITE' and status = 'release' order by id limit 1`,
  );
  const newName = `Renamed ${Date.now()}`;
  await sql(`update pages set page_name = $1 where id = $2`, [newName, page!.id]);
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 1 });
  const bus = await createPostgresChangeBus(cluster.databaseUrl, pool);
  const announced = Date.now();
  await bus.publish('release', 'SITE');
  await bus.close();
  await pool.end();
  for (const i of [0, 1]) {
    for (;;) {
      const app = await getApp(i);
      if (app.data.pageList.some((p: any) => p.pageCode === page!.page_code && p.pageName === newName)) break;
      assert.ok(Date.now() - announced < 1000, `process ${i} serves the change within 1 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  pass(`a released-site change announced on the bus was served by both processes after ${Date.now() - announced} ms`);

  // --- Logs: requests that came through nginx carry the visitor's address and nginx's request id.
  const lines = [0, 1]
    .flatMap((i) => cluster.logLines(i))
    .filter((l) => l.msg === 'incoming request' && /^[0-9a-f]{32}$/.test(String(l.reqId)) && String(l.req?.url).startsWith('/api/'));
  assert.ok(lines.length > 100, `many proxied requests logged (${lines.length})`);
  const addresses = new Set(lines.map((l) => l.req?.remoteAddress));
  assert.ok(!addresses.has('127.0.0.1'), `no proxied request logged with nginx's address: ${[...addresses].join(', ')}`);
  assert.ok(
    [...addresses].every((a) => /^127\.0\.0\.(1\d|2[0-1])$/.test(String(a))),
    `logged addresses are the visitors': ${[...addresses].join(', ')}`,
  );
  pass(`the logs name the visitors (${addresses.size} addresses), not nginx, with nginx's request id`);

  // --- Graceful stop: requests in flight on a process when it gets SIGTERM are answered, then it exits 0.
  // SIGTERM goes out once the process has logged all of them as arrived (their ids are ours: the process
  // trusts one proxy hop, so it keeps an incoming x-request-id).
  const ids = Array.from({ length: 8 }, (_, i) => `graceful-${process.pid}-${i}`);
  const inFlight = ids.map((id, i) =>
    fetch(cluster.direct(1, '/api/app/goods/getGoodsPage'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify({ merchantCode: 'DEMO', storeCode: 'ESHOP', pageNo: 1 + (i % 4), pageSize: 50, orderBy: 'price', isAsc: i % 2 === 0 }),
    }).then(
      (r) => r.status,
      () => 0,
    ),
  );
  const arrived = () =>
    new Set(
      cluster
        .logLines(1)
        .filter((l) => l.msg === 'incoming request' && ids.includes(String(l.reqId)))
        .map((l) => l.reqId),
    ).size;
  for (const until = Date.now() + 10_000; arrived() < ids.length && Date.now() < until;) await new Promise((r) => setTimeout(r, 5));
  assert.equal(arrived(), ids.length, 'the requests reached the process');
  const child = cluster.apis[1]!.child!;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const answered = await Promise.all(inFlight);
  assert.deepEqual(answered, Array(ids.length).fill(200), `requests in flight at SIGTERM were answered: ${answered}`);
  assert.equal(await exited, 0, 'the process stopped cleanly');
  const lines1 = cluster.logLines(1);
  const stopAt = lines1.find((l) => String(l.msg).startsWith('shutting down'))?.time as number;
  const finishedAfter = lines1.filter((l) => l.msg === 'request completed' && ids.includes(String(l.reqId)) && l.time >= stopAt).length;
  const viaNginx = await visitors[0]!.post(cluster.url('/api/app/weaver/getAppFull'), {
    merchantCode: 'DEMO',
    storeCode: 'ESHOP',
    appCode: 'SITE',
    status: 'release',
  });
  assert.equal(viaNginx.status, 200, 'nginx answers from the other process');
  pass(`SIGTERM: 8 requests answered (${finishedAfter} finished after the signal), the process exited 0, nginx went on with the other one`);

  for (const v of visitors) v.close();
}

main()
  .then(async () => {
    clearTimeout(watchdog);
    await cluster.stop();
    console.log(`\ncluster test passed in ${((Date.now() - t0) / 1000).toFixed(0)} s\n${results.join('\n')}`);
    process.exit(0);
  })
  .catch(async (err: unknown) => {
    clearTimeout(watchdog);
    console.error(err);
    for (const i of [0, 1]) console.error(`--- last lines of process ${i}:\n${cluster.tail(i)}`);
    await cluster.stop(process.env.CLUSTER_KEEP_FILES === '1');
    process.exit(1);
  });
