import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { CallRouter } from './lib/call-router.ts';
import { registerErrorHandling, registerJsonParser } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessionResolver } from './plugins/session.ts';
import { registerObservability, requestIdGenerator, type Readiness } from './plugins/observability.ts';
import { postgresRateLimitStore } from './lib/rate-limiter.ts';
import { registerModules } from './modules/registry.ts';
import { createServices, type Services } from './composition.ts';
import { htmlHooks, registerWebApp } from './modules/web/index.ts';

/** Request bodies above this are refused with 413 before parsing. */
export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  router: CallRouter;
  /** `/readyz` answers `warming` while this says so (server.ts warms the caches after listening). */
  readiness: Readiness;
}

/** TRUST_PROXY=<n>: believe the last n hops of X-Forwarded-For (the proxies in front of this process). */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

/** Builds the whole API (and the web app, if built) without listening; tests call it in-process. */
export async function buildApp(
  config: Config,
  database: Database,
  /** logStream: where log lines go instead of stdout (tests read them to check no secret is logged). */
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens must never reach the logs.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind nginx the client's address, scheme and host come from X-Forwarded-* — only from the proxies
    // TRUST_PROXY names (decision 121); with nothing trusted, those headers are ignored.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    genReqId: requestIdGenerator(config),
  });

  registerErrorHandling(app);
  registerJsonParser(app);
  await registerSecurity(app);

  const readiness: Readiness = { warming: false };
  registerObservability(app, config, database, readiness);

  // Several processes share one PostgreSQL server: their rate-limit counters must be shared too.
  const services = createServices(database.db, config, database.changes, {
    rateLimits: database.kind === 'postgres' ? postgresRateLimitStore(database.db) : undefined,
    tryLock: database.tryLock,
  });
  registerSessionResolver(app, services.sessions);
  services.onJobError((err, job) => app.log.error({ err, job }, 'scheduled job failed'));
  app.addHook('onReady', async () => services.scheduler.start());
  app.addHook('onClose', async () => {
    // Timers first, and wait for a running sweep or send, before anything they use is closed.
    await services.scheduler.stop();
    services.messageWorker.close();
    services.answers.close();
    services.sessions.close();
    services.orders.close();
  });

  app.get('/healthz', async () => {
    await database.query('select 1');
    return { status: 'ok', database: database.kind };
  });

  const router = new CallRouter(app);
  registerModules({ router, http: app, db: database.db, config }, services);
  if (config.benchBareRoute) {
    // Benchmarks only (BENCH_BARE_ROUTE=1): the cheapest possible answer, measured in the same process as
    // the calls so their cost can be told apart from the framework's.
    app.post('/__bench/bare', async () => ({ data: { ok: true } }));
  }
  await registerWebApp(app, config.webDist, services, htmlHooks(app, services, config.webDist));

  return { app, services, router, readiness };
}
