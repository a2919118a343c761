import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { inject } from 'vitest';
import pg from 'pg';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_CALLS, errorBodySchema, type CallDef } from '@shop/contract';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';

export interface TestApp extends BuiltApp {
  database: Database;
  /** The test's own PostgreSQL database (tests on PostgreSQL only), for a second process to share. */
  databaseUrl?: string;
  /** The app's DATA_DIR (a fresh temporary folder). */
  dataDir: string;
  /**
   * POSTs a call the way the web app does; answers status and parsed body. The call is its contract
   * definition or its path (looked up in ALL_CALLS). Every answer is checked: a 200 must be `{ data }`
   * matching the call's response schema, anything else `{ errorCode, errorMessage }`; a mismatch throws,
   * failing the test.
   */
  call(
    call: CallDef | string,
    body?: unknown,
    opts?: { token?: string; lang?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A worker opens an embedded database per test file (or per test): the snapshot is read once, and PGlite's
 * WebAssembly is compiled once, so each open only unpacks the files and starts PostgreSQL (about 0.8 s of CPU
 * instead of 1.7–1.9 s), and V8's optimised code for the database carries over from one file to the next.
 */
/** Node's WebAssembly: the API's types (ES2023 and node, no DOM) declare its types but not the value. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
let embedded: Promise<{ snapshot: Blob; engine: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob } }> | undefined;
function embeddedOnce(snapshotFile: string) {
  embedded ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      snapshot: new Blob([fs.readFileSync(snapshotFile)]),
      engine: {
        pgliteWasmModule: await wasm.compile(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
        fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
      },
    };
  })();
  return embedded;
}

const CALLS_BY_PATH = new Map<string, CallDef>(ALL_CALLS.map((c) => [c.path, c]));
const envelopeSchema = z.object({ data: z.unknown() }).strict();
const errorEnvelopeSchema = errorBodySchema.strict();

/** Throws when an answer does not match the contract: the data of its call's schema, or the error envelope. */
export function checkAnswer(path: string, def: CallDef | undefined, status: number, body: unknown): void {
  const problem = (what: string, error: z.ZodError) =>
    new Error(`${path} answered ${status} with ${what} not matching the contract: ${z.prettifyError(error)}\n${JSON.stringify(body).slice(0, 500)}`);
  if (status === 200) {
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) throw problem('an envelope', envelope.error);
    if (!def) return;
    const data = def.response.safeParse(envelope.data.data);
    if (!data.success) throw problem('data', data.error);
    return;
  }
  const error = errorEnvelopeSchema.safeParse(body);
  if (!error.success) throw problem('an error body', error.error);
}

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
    // The server's own thread for the database (decision 620) when asked: EMBEDDED_DATABASE_THREAD=own runs a
    // suite (the model's, the API's) as a server runs; by default a test file's databases share its thread.
    database = await openDatabase({ ...(await embeddedOnce(snapshot)), ownThread: process.env.EMBEDDED_DATABASE_THREAD === 'own' });
  }
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: opts.logLevel ?? 'info',
    // Renders without the slot's rest and in this process (decision 411; media-cache.test.ts and
    // media-renderer.test.ts test those): tests draw many variants one after the other on a busy machine,
    // where a nice-19 process gets almost no CPU.
    MEDIA_RENDER_SHARE: '100',
    MEDIA_RENDER_PROCESS: '0',
    ...opts.env,
  });
  const built = await buildApp(config, database, opts.logStream ? { logStream: opts.logStream } : { logger: false });
  await built.app.ready();
  return {
    ...built,
    database,
    dataDir,
    ...(ownUrl ? { databaseUrl: ownUrl } : {}),
    async call(callOrPath, body = {}, opts = {}) {
      const def = typeof callOrPath === 'string' ? CALLS_BY_PATH.get(callOrPath) : callOrPath;
      const callPath = typeof callOrPath === 'string' ? callOrPath : callOrPath.path;
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
        // A compressed answer is read as the browser would, after decoding.
        const encoding = response.headers['content-encoding'];
        const text =
          encoding === 'br'
            ? zlib.brotliDecompressSync(response.rawPayload).toString()
            : encoding === 'gzip'
              ? zlib.gunzipSync(response.rawPayload).toString()
              : response.body;
        parsed = JSON.parse(text);
      } catch {
        parsed = response.body;
      }
      checkAnswer(callPath, def, response.statusCode, parsed);
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
