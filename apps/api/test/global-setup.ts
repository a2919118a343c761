import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { readConfig } from '../src/config.ts';

/**
 * Migrates and seeds once for the whole run. With DATABASE_URL the copy is a template database on that
 * server; otherwise a dumped PGlite data directory that each test file loads into its own instance.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const config = { ...readConfig({ ...process.env, DATA_DIR: path.join(os.tmpdir(), 'shop-test-media') }) };
  if (databaseUrl) {
    const template = `shop_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    // Statements of one transaction must not overlap on its connection: node-postgres warns of a query
    // sent while another runs (and pg 9 refuses it). Such a warning fails the run here.
    const overlapped: string[] = [];
    const onWarning = (w: Error) => {
      if (/already executing a query/.test(w.message)) overlapped.push(w.stack ?? w.message);
    };
    process.on('warning', onWarning);
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrate(database);
    await seedDemo(database.db, config);
    await database.close();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    if (overlapped.length) throw new Error(`queries overlapped on one connection while migrating and seeding:\n${overlapped[0]}`);
    project.provide('dbSnapshot', template);
    project.provide('databaseUrl', databaseUrl);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  await seedDemo(database.db, config);
  const dump = await dumpPglite(database);
  // Not compressed: every test file loads it, and unpacking gzip was a third of opening a database.
  const file = path.join(os.tmpdir(), `shop-test-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbSnapshot', file);
  project.provide('databaseUrl', '');
  return () => fs.rmSync(file, { force: true });
}

async function dumpPglite(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dump) throw new Error('not an embedded database');
  return database.dump('none');
}
