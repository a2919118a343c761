import v8 from 'node:v8';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { buildApp } from './app.ts';

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
  const { app } = await buildApp(config, database);
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
