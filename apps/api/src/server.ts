import v8 from 'node:v8';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { refreshSearchDocuments } from './modules/catalogue/index.ts';

/** Starts the storefront: database, migrations, demo seed, then the HTTP server; stops cleanly on signals. */
async function main() {
  const config = readConfig();
  // The embedded database is WebAssembly. V8 first compiles it with its baseline compiler and optimises
  // hot functions later, which left queries about 1.5 times slower for the first minutes after a start
  // (search p95 37 against 22 ms at 100,000 products). A server runs for hours, so it pays the optimising
  // compile once at start (about a second) and answers at full speed from the first request, with less
  // memory. Tests open many short-lived databases and keep the default.
  if (!config.databaseUrl) v8.setFlagsFromString('--no-liftoff');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const applied = await migrate(database, async () => {
    if (config.seedDemo) await seedDemo(database.db, config);
  });
  // Search documents written by older rules are rewritten before the first search (decision 445).
  const rewritten = await database.withLock('search-documents', () => refreshSearchDocuments(database.db));
  const { app } = await buildApp(config, database);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (rewritten) app.log.info({ rewritten }, 'search documents rewritten');

  let closing = false;
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  // A refusal the operator must act on (another process has the embedded database) is said plainly.
  if (err instanceof Error && err.name === 'DataDirBusyError') console.error(err.message);
  else console.error(err);
  process.exit(1);
});
