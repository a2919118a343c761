import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { processRegistry } from '../lib/metrics.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id: the proxy's `x-request-id` when the proxy is trusted (so one id follows a request from
 * nginx's log to ours), else a new one. Fastify puts it on every log line of the request.
 */
export function requestIdGenerator(config: Pick<Config, 'trustProxy'>) {
  return (req: IncomingMessage): string => {
    const incoming = req.headers['x-request-id'];
    if (config.trustProxy !== false && typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** Set by the server while its start's warm-up runs (after listening); an app built by a test is ready at once. */
export interface Readiness {
  warming: boolean;
}

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * Operations endpoints and per-request metrics (decision 122):
 * - `x-request-id` on every answer (errors included);
 * - `GET /readyz`: 200 when the database answers, every migration is applied and the start's warm-up is
 *   done (decision 477: `warming` until the first pages and answers are cached), else 503;
 * - `GET /metrics`: Prometheus text; with METRICS_TOKEN a bearer token is required, without it only
 *   callers on this machine (the socket's address, not a forwarded one) may read it.
 */
export function registerObservability(app: FastifyInstance, config: Config, database: Database, readiness: Readiness = { warming: false }) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests by call (route) and status',
    labelNames: ['call', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer, by call (route)',
    labelNames: ['call'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queryTime = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Database query time',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  database.observer.onQuery = (seconds) => queryTime.observe(seconds);
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting = requests queued for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  new Gauge({
    name: 'shop_outbox_depth',
    help: 'Messages not yet sent (sms and mail: the messages outbox; reset: password-reset requests for an operator)',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      const [row] = await database
        .query<{ sms: string; mail: string; reset: string }>(
          `select (select count(*) from messages where channel = 'sms' and status in ('pending', 'sending')) as sms,
                  (select count(*) from messages where channel = 'email' and status in ('pending', 'sending')) as mail,
                  (select count(*) from sms_outbox where status = 'pending') as reset`,
        )
        .catch(() => [undefined]);
      if (!row) return;
      this.set({ outbox: 'sms' }, Number(row.sms));
      this.set({ outbox: 'mail' }, Number(row.mail));
      this.set({ outbox: 'reset' }, Number(row.reset));
    },
  });

  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, performance.now());
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const t = started.get(request);
    // The route's address names the call (`/api/app/weaver/getAppFull`); unknown addresses share one label.
    const call = request.routeOptions.url ?? 'unmatched';
    requests.inc({ call, method: request.method, status: String(reply.statusCode) });
    if (t !== undefined) latency.observe({ call }, (performance.now() - t) / 1000);
  });

  app.get('/readyz', async (_request, reply) => {
    try {
      await database.query('select 1');
      const pending = await pendingMigrations(database);
      if (pending.length) return reply.code(503).header('cache-control', 'no-store').send({ status: 'migrating', pending });
      if (readiness.warming) return reply.code(503).header('cache-control', 'no-store').send({ status: 'warming' });
      return reply.header('cache-control', 'no-store').send({ status: 'ready', database: database.kind });
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'database unreachable' });
    }
  });

  app.get('/metrics', async (request, reply) => {
    const allowed = config.metricsToken
      ? request.headers.authorization === `Bearer ${config.metricsToken}`
      : isLoopback(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
    if (!allowed) return reply.callNotFound();
    const merged = Registry.merge([processRegistry, registry]);
    return reply
      .header('cache-control', 'no-store')
      .type(merged.contentType)
      .send(await merged.metrics());
  });
}
