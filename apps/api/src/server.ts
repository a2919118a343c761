import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import v8 from 'node:v8';
import { readConfig } from './config.ts';
import { nextTurn, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { refreshSearchDocuments } from './modules/catalogue/index.ts';

/** Starts the storefront: database, migrations, demo seed, then the HTTP server; stops cleanly on signals. */
async function main() {
  // Where the start's time goes, logged once listening (decision 477).
  const phases: Record<string, number> = {};
  // From the process's start: loading the modules is the first phase.
  let lap = 0;
  const mark = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - lap);
    lap = now;
  };
  mark('modules');
  const config = readConfig();
  // The embedded database is WebAssembly. V8 compiles it with its baseline compiler and optimises hot
  // functions in the background as they run. Optimising all of it before the first answer (--no-liftoff)
  // made queries about 1.5 times faster in the first minutes (search p95 22 against 37 ms at 100,000
  // products) but cost seconds of every start on a quiet machine and a minute on a busy one (decision 477):
  // the start's warm-up below runs the hot paths instead. WASM_OPTIMISE_AT_START=1 keeps the old way.
  if (!config.databaseUrl && process.env.WASM_OPTIMISE_AT_START === '1') v8.setFlagsFromString('--no-liftoff');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    sharedBuffersMb: config.embeddedSharedBuffersMb,
    ownThread: config.embeddedDatabaseThread === 'own',
  });
  mark('database');
  const applied = await migrate(database, async () => {
    if (config.seedDemo) await seedDemo(database.db, config);
  });
  // Search documents written by older rules are rewritten before the first search (decision 445); with none
  // stale it is one indexed read.
  const rewritten = await database.withLock('search-documents', () => refreshSearchDocuments(database.db));
  mark('migrations');
  const { app, readiness, services } = await buildApp(config, database);
  mark('app');
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (rewritten) app.log.info({ rewritten }, 'search documents rewritten');

  let closing = false;
  // The start's warm-ups, once begun (below): a stop may now come while they read (decision 590).
  let warming: Promise<void> = Promise.resolve();
  // After ready: the goods' templates no read has kept yet (decision 610), a batch at a time.
  let keeping: Promise<void> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Graceful: stop accepting connections, let requests in flight finish (new ones on kept-alive
    // connections get 503 so the proxy retries another process), then close the database. A request
    // still running after SHUTDOWN_GRACE_MS is abandoned.
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: exiting anyway');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    // Node closes the connections that are idle when closing starts; a kept-alive connection (nginx's
    // upstream pool) that finishes its request later would hold the close open until its keep-alive
    // timeout, so idle connections are closed again until everything is done.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      // A warm-up step still running (they only read) finishes first, the next is skipped: closing the
      // services or the database under the home page's render made it fail. Answers are served meanwhile.
      await warming;
      await keeping;
      await app.close();
      clearInterval(idle);
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Answering first, warming after (decision 477): /readyz says `warming` until the home page, the start-up
  // answers and the server render are cached; /healthz answers as soon as the process listens.
  readiness.warming = true;
  await app.listen({ port: config.port, host: config.host });
  mark('listen');
  // CPU time beside the wall time: on a busy machine the wall time mostly measures the neighbours.
  const cpuMs = () => {
    const used = process.cpuUsage();
    return Math.round((used.user + used.system) / 1000);
  };
  app.log.info({ startMs: Math.round(performance.now()), cpuMs: cpuMs(), phases }, 'listening');
  // The warm-ups must not hold the first answers (decision 590). On the embedded database they are a chain
  // of queries on this thread that never waits for a socket: without these turns no connection was accepted
  // until the last warm-up ended (the first /healthz came with readiness, a second after listening).
  // They also wait for the first answer to go out, or FIRST_ANSWER_GRACE_MS when nobody is asking: a health
  // check already knocking is answered before the home page's render and the search's goods take the pool's
  // connections and the thread.
  database.yieldBetweenQueries = true;
  await firstAnswer(app.server, FIRST_ANSWER_GRACE_MS);
  warming = (async () => {
    await nextTurn();
    if (closing) return;
    await warmUp(app).catch((err: unknown) => app.log.error({ err }, 'warm-up failed'));
    if (closing) return;
    // The search's facts and the goods its pages show most, read before ready (decision 564).
    const searchWarm = performance.now();
    await services.catalogue
      .warm(config.searchWarmGoods)
      .then((warmed) => app.log.info({ ...warmed, ms: Math.round(performance.now() - searchWarm) }, 'search warmed'))
      .catch((err: unknown) => app.log.error({ err }, 'search warm-up failed'));
  })();
  await warming;
  // Stopping: not ready, and nothing more to say.
  if (closing) return;
  database.yieldBetweenQueries = false;
  readiness.warming = false;
  mark('warm');
  app.log.info({ readyMs: Math.round(performance.now()), cpuMs: cpuMs(), warmMs: phases.warm }, 'ready');
  const keepStart = performance.now();
  keeping = services.catalogue
    .keepMissingTemplates(() => closing)
    .then((kept) => {
      if (kept) app.log.info({ kept, ms: Math.round(performance.now() - keepStart) }, 'goods templates kept');
    })
    .catch((err: unknown) => app.log.error({ err }, 'keeping goods templates failed'));
}

/** How long the warm-ups wait for a first request to answer before they start anyway. */
const FIRST_ANSWER_GRACE_MS = 100;

/** Resolves when the server has finished its first answer (whatever was asked), or after `graceMs`. */
function firstAnswer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      server.off('request', onRequest);
      resolve();
    };
    const onRequest = (_req: IncomingMessage, res: ServerResponse) => res.once('close', done);
    const timer = setTimeout(done, graceMs);
    server.on('request', onRequest);
  });
}

/** What the first visitors ask for, asked once in-process: the home page (its render and boot data) in the default language. */
async function warmUp(app: Awaited<ReturnType<typeof buildApp>>['app']): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip' } });
  if (res.statusCode >= 500) throw new Error(`warm-up: the home page answered ${res.statusCode}`);
}

main().catch((err) => {
  // A refusal the operator must act on (another process has the embedded database) is said plainly.
  if (err instanceof Error && err.name === 'DataDirBusyError') console.error(err.message);
  else console.error(err);
  process.exit(1);
});
