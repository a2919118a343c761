import { Worker } from 'node:worker_threads';
import type { PGliteOptions, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { isDrizzlesTextParsers } from './pglite-text-types.ts';

/*
 * The embedded database on a thread of its own (decision 620). PGlite is PostgreSQL compiled to WebAssembly:
 * on the API's thread every statement's work stopped everything else, so a read's parsing, checks, filling
 * and compression and the database's work for the next one took turns on one core of two. Here the API's
 * thread sends each statement to the database's thread and goes on; the two run side by side.
 *
 * `PgliteThread` answers what drizzle's PGlite driver and our code ask of a PGlite instance (query, exec,
 * transaction, dumpDataDir, close) with the same results and errors (the database's fields: code, constraint,
 * detail…). Statements run in the order sent, as on one thread: PGlite's own lock (on the database's thread)
 * makes a statement sent while a transaction is open wait for it.
 */

/** What the API's thread asks; `id` 0 is the thread's own "opened" (or "failed to open") answer. */
export type ThreadRequest = {
  id: number;
  /** The open transaction (its `begin`'s id) the statement belongs to. */
  tx?: number;
} & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; drizzle?: boolean }
  | { op: 'exec'; text: string; rowMode?: 'array' | 'object'; drizzle?: boolean }
  | { op: 'begin' | 'rollback' | 'close' }
  | { op: 'end'; commit: boolean }
  | { op: 'dump'; compression: 'gzip' | 'none' | 'auto' }
);
/** A request before its id is given (each kind of request keeps its own fields). */
type Unsent = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name: string; fields: Record<string, string | number | boolean> };
}

/** The database's error as the API's thread throws it: its message, and fields as PGlite's error has them. */
function threadError(e: NonNullable<ThreadReply['error']>): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields);
  err.name = e.name;
  return err;
}

type Sent = Omit<Extract<ThreadRequest, { op: 'query' }>, 'id' | 'op' | 'text' | 'params'>;
/** drizzle's text parsers are functions, which do not cross threads: the database's thread has the same. */
function sendOptions(options: QueryOptions | undefined, tx: number | undefined): Sent {
  const sent: Sent = tx === undefined ? {} : { tx };
  if (options?.rowMode) sent.rowMode = options.rowMode;
  if (options?.parsers) {
    if (!isDrizzlesTextParsers(options.parsers)) throw new Error('pglite thread: a query’s own parsers cannot cross threads');
    sent.drizzle = true;
  }
  return sent;
}

/**
 * The database thread's young generation in MB. Its objects are rows on their way to the API's thread and die
 * young; V8's default (as large as the API thread's) kept about 14 MB more resident at 100,000 goods.
 */
const DATABASE_THREAD_YOUNG_MB = 4;

export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #nextId = 1;
  #broken: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Opens PGlite with `options` on a new thread; answers once it is ready (or throws why it could not open). */
  static async open(options: PGliteOptions): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-thread.worker.ts', import.meta.url), {
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_MB },
    });
    const thread = new PgliteThread(worker);
    const opened = new Promise<unknown>((resolve, reject) => thread.#waiting.set(0, { resolve, reject }));
    worker.on('message', (reply: ThreadReply) => {
      const waiting = thread.#waiting.get(reply.id);
      if (!waiting) return;
      thread.#waiting.delete(reply.id);
      if (reply.error) waiting.reject(threadError(reply.error));
      else waiting.resolve(reply.result);
    });
    // The thread gone (a crash in the database): every statement waiting, and every one after, fails.
    const broken = (err: Error) => {
      thread.#broken ??= err;
      for (const w of thread.#waiting.values()) w.reject(thread.#broken);
      thread.#waiting.clear();
    };
    worker.on('error', broken);
    worker.on('exit', (code) => broken(new Error(`the embedded database's thread stopped (exit code ${code})`)));
    await opened;
    return thread;
  }

  #call<T>(request: Unsent): Promise<T> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call({ op: 'query', text, ...(params ? { params } : {}), ...sendOptions(options, tx) });
  }

  exec(text: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call({ op: 'exec', text, ...sendOptions(options, tx) });
  }

  /** As PGlite's: `fn`'s statements in one transaction, committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId;
    await this.#call({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => (open(), this.query<R>(text, params, options, id)),
      exec: async (text: string, options?: QueryOptions) => (open(), this.exec(text, options, id)),
      rollback: async () => {
        open();
        await this.#call({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      closed = true;
      // The callback's error is the one to answer, even when the thread cannot roll back (it stopped).
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw err;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  dumpDataDir(compression: 'gzip' | 'none' | 'auto' = 'gzip'): Promise<Blob> {
    return this.#call({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
