import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { DRIZZLES_TEXT_PARSERS, readTextTypesAsText } from './pglite-text-types.ts';
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts';

/*
 * The embedded database's own thread (decision 620): PGlite opened here, and every statement the API's
 * thread sends run here, in the order sent. PGlite's own lock orders them as it does on one thread: a query
 * sent while a transaction is open waits for it, the transaction's own statements run inside it.
 */

const port = parentPort!;
const options = workerData as PGliteOptions;
let client: PGlite;
try {
  client = await PGlite.create(options);
} catch (err) {
  port.postMessage({ id: 0, error: plainError(err) } satisfies ThreadReply);
  process.exit(1);
}
readTextTypesAsText(client);
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** How each open transaction's `transaction()` call ends: its `end` request's answer. */
const finished = new Map<number, Promise<null>>();
/** Ends a transaction without committing: what `transaction()` is told by a rejection. */
const ROLLED_BACK = Symbol('rolled back');

function plainError(err: unknown): NonNullable<ThreadReply['error']> {
  const e = err as Record<string, unknown> & { message?: unknown; name?: unknown };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(e ?? {}))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  return { message: String(e?.message ?? err), name: typeof e?.name === 'string' ? e.name : 'Error', fields };
}

function queryOptions(req: { rowMode?: 'array' | 'object'; drizzle?: boolean }): QueryOptions | undefined {
  if (!req.rowMode && !req.drizzle) return undefined;
  return { ...(req.rowMode ? { rowMode: req.rowMode } : {}), ...(req.drizzle ? { parsers: DRIZZLES_TEXT_PARSERS } : {}) };
}

async function handle(req: ThreadRequest): Promise<unknown> {
  const on = req.tx === undefined ? client : transactions.get(req.tx)?.tx;
  if (!on) throw new Error('pglite thread: that transaction is over');
  switch (req.op) {
    case 'query':
      return on.query(req.text, req.params, queryOptions(req));
    case 'exec':
      return on.exec(req.text, queryOptions(req));
    case 'rollback':
      return (on as Transaction).rollback();
    case 'begin':
      // Answered once BEGIN has run; the transaction stays open until its `end` (PGlite's transaction() commits
      // when the callback returns, rolls back when it throws).
      return new Promise<null>((began, failed) => {
        let started = false;
        const done = client.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              started = true;
              transactions.set(req.id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
              began(null);
            }),
        );
        finished.set(
          req.id,
          done.then(
            () => null,
            (err) => {
              if (err === ROLLED_BACK) return null;
              throw err;
            },
          ),
        );
        done.catch((err) => {
          if (started) return;
          finished.delete(req.id);
          failed(err);
        });
      });
    case 'end': {
      const open = transactions.get(req.tx!)!;
      const done = finished.get(req.tx!)!;
      transactions.delete(req.tx!);
      finished.delete(req.tx!);
      open.end(req.commit === true);
      return done;
    }
    case 'dump':
      return client.dumpDataDir(req.compression);
    case 'close':
      await client.close();
      return null;
  }
}

/**
 * How long the thread stays awake for the next statement once it has nothing to do (decision 620). Falling
 * asleep and being woken again cost about 85 µs a statement here, more than a small statement itself: a
 * transaction's next statement, or a request's, usually comes within tens of µs.
 */
const AWAKE_MS = 0.1;
let inFlight = 0;

function serve(req: ThreadRequest): void {
  inFlight++;
  handle(req).then(
    (result) => answered({ id: req.id, result }),
    (err) => answered({ id: req.id, error: plainError(err) }),
  );
}

function answered(reply: ThreadReply): void {
  port.postMessage(reply);
  // Only with nothing else under way: waiting here would hold up the statements queued behind this one.
  if (--inFlight > 0) return;
  const until = performance.now() + AWAKE_MS;
  while (performance.now() < until) {
    const next = receiveMessageOnPort(port);
    if (next) return serve(next.message as ThreadRequest);
  }
}

port.on('message', serve);
port.postMessage({ id: 0, result: null } satisfies ThreadReply);
