import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';

export interface TestApp extends BuiltApp {
  database: Database;
  /** The test's own PostgreSQL database (tests on PostgreSQL only), for a second process to share. */
  databaseUrl?: string;
  /** POSTs a call the way the web app does; answers status and parsed body. */
  call(path: string, body?: unknown, opts?: { token?: string; lang?: string; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A fresh app on its own database copied from the run's snapshot (see global-setup.ts): cheap enough for
 * one per test file, or per test where a test needs a clean slate.
 */
export async function createTestApp(
  opts: { logStream?: { write(line: string): void }; logLevel?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const snapshot = inject('dbSnapshot');
  const databaseUrl = inject('databaseUrl');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  let ownUrl: string | undefined;
  if (databaseUrl) {
    const name = `shop_test_${process.pid}_${++counter}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${snapshot}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    ownUrl = url.toString();
    database = await openDatabase({ databaseUrl: ownUrl });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    database = await openDatabase({ snapshot: new Blob([fs.readFileSync(snapshot)]) });
  }
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: opts.logLevel ?? 'info',
    ...opts.env,
  });
  const built = await buildApp(config, database, opts.logStream ? { logStream: opts.logStream } : { logger: false });
  await built.app.ready();
  return {
    ...built,
    database,
    ...(ownUrl ? { databaseUrl: ownUrl } : {}),
    async call(callPath, body = {}, opts = {}) {
      const response = await built.app.inject({
        method: 'POST',
        url: `/api/${callPath}`,
        headers: {
          'content-type': 'application/json',
          'accept-language': opts.lang ?? 'zh-HK',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        payload: opts.raw ?? JSON.stringify(body),
      });
      let parsed: unknown;
      try {
        parsed = response.json();
      } catch {
        parsed = response.body;
      }
      return { status: response.statusCode, body: parsed, response };
    },
    async close() {
      await built.app.close();
      await database.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
