import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMetrics } from '../../src/lib/metrics.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('metrics, readiness and request ids (decision 122)', () => {
  let t: TestApp;
  let proxied: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: 'metrics-secret-1' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it('/readyz answers ready once the database answers and every migration is in', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
    await t.database.exec(`delete from _migrations where name = '0900_rate_limits.sql'`);
    const pending = await t.app.inject({ url: '/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ status: 'migrating', pending: ['0900_rate_limits.sql'] });
    await t.database.exec(`insert into _migrations (name) values ('0900_rate_limits.sql')`);
  });

  it('/readyz answers warming while the start warms the caches, /healthz answers all along (decision 477)', async () => {
    t.readiness.warming = true;
    try {
      const warming = await t.app.inject({ url: '/readyz' });
      expect(warming.statusCode).toBe(503);
      expect(warming.json()).toEqual({ status: 'warming' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.readiness.warming = false;
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/metrics counts calls by route and status, latency, queries, logins, orders and outboxes', async () => {
    await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'wrong-one' });
    await t.call('app/weaver/getAppFull', { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' });
    businessMetrics.redemptions.inc({ kind: 'test' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/shop_http_requests_total\{call="\/api\/app\/page\/user\/login",method="POST",status="400"\} 1/);
    expect(text).toMatch(/shop_http_request_duration_seconds_bucket\{le="[\d.]+",call="\/api\/app\/weaver\/getAppFull"\}/);
    expect(text).toMatch(/shop_db_query_duration_seconds_count [1-9]/);
    expect(text).toMatch(/shop_failed_logins_total\{kind="member"\} [1-9]/);
    expect(text).toMatch(/shop_redemptions_total\{kind="test"\} [1-9]/);
    expect(text).toContain('shop_orders_placed_total');
    expect(text).toMatch(/shop_outbox_depth\{outbox="sms"\} \d+/);
    expect(text).toMatch(/shop_outbox_depth\{outbox="mail"\} \d+/);
    expect(text).toContain('shop_process_resident_memory_bytes');
  });

  it('/metrics is not for visitors: loopback only without a token, a bearer token with one', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(404);
    expect((await proxied.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const ok = await proxied.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer metrics-secret-1' } });
    expect(ok.statusCode).toBe(200);
  });

  it("every answer carries x-request-id; a trusted proxy's id is kept, an untrusted one is not", async () => {
    const err = await t.call('app/page/user/login', { account: '' });
    expect(err.status).toBe(400);
    expect(err.response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const spoofed = await t.call(
      'app/weaver/getAppFull',
      { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' },
      { headers: { 'x-request-id': 'from-a-visitor' } },
    );
    expect(spoofed.response.headers['x-request-id']).not.toBe('from-a-visitor');
    const kept = await proxied.call(
      'app/page/user/login',
      { account: '' },
      { headers: { 'x-request-id': 'nginx-abc123', 'x-forwarded-for': '198.51.100.23' } },
    );
    expect(kept.response.headers['x-request-id']).toBe('nginx-abc123');
    // The log lines of that request carry its id and the visitor's address, not the proxy's.
    const mine = lines.filter((l) => l.reqId === 'nginx-abc123');
    expect(mine.length).toBeGreaterThan(0);
    const incoming = mine.find((l) => l.msg === 'incoming request') as { req: { remoteAddress: string } } | undefined;
    expect(incoming?.req.remoteAddress).toBe('198.51.100.23');
  });
});
