import fs from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../../lib/app-error.ts';

/** Bounds of the rendered-variant cache and of rendering (decision 184). */
export interface MediaCacheLimits {
  /** Bytes of rendered files kept on disk; the least recently used go first. */
  maxBytes: number;
  /** Files kept on disk. */
  maxFiles: number;
  /** Renders at once (decoding and encoding take a CPU core each; MEDIA_RENDERS). */
  renders: number;
  /** Renders waiting for a turn; past this a request answers 503 at once (MEDIA_RENDER_QUEUE). */
  queue: number;
  /** New variants one client (address, decision 180) may cause per minute; past it 429 (MEDIA_RENDERS_PER_CLIENT). */
  perClient: number;
  /** The most of a render slot's time spent rendering, in per cent; it rests the remainder (MEDIA_RENDER_SHARE, decision 411). */
  sharePercent: number;
  /** Renders in a child process at nice 19 (MEDIA_RENDER_PROCESS, default on; decision 411). */
  lowPriorityProcess: boolean;
}

/**
 * The rendered files of one cache folder, kept under a count and a byte budget: least recently used
 * first out. The folder is read once (files another process or an earlier run wrote count too); after
 * that this process keeps the index, in the order files were last served.
 */
export function boundedFiles(dir: string, limits: Pick<MediaCacheLimits, 'maxBytes' | 'maxFiles'>) {
  const index = new Map<string, number>();
  let bytes = 0;
  let loaded: Promise<void> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const stats = await Promise.all(
        names.filter((n) => n.endsWith('.webp')).map(async (n) => ({ n, st: await fs.stat(path.join(dir, n)).catch(() => null) })),
      );
      for (const { n, st } of stats.filter((x) => x.st).sort((a, b) => a.st!.atimeMs - b.st!.atimeMs)) {
        if (!index.has(n)) {
          index.set(n, st!.size);
          bytes += st!.size;
        }
      }
    })());
  async function remove(name: string) {
    const size = index.get(name);
    if (size !== undefined) {
      index.delete(name);
      bytes -= size;
    }
    await fs.rm(path.join(dir, name), { force: true });
  }
  return {
    touch(name: string, size: number) {
      if (!index.has(name)) return;
      index.delete(name);
      index.set(name, size);
    },
    async added(name: string, size: number) {
      await load();
      const had = index.get(name);
      if (had !== undefined) bytes -= had;
      index.delete(name);
      index.set(name, size);
      bytes += size;
      const evict: string[] = [];
      for (const [n] of index) {
        if (index.size - evict.length <= limits.maxFiles && bytes <= limits.maxBytes) break;
        if (n === name) continue;
        evict.push(n);
        bytes -= index.get(n)!;
      }
      for (const n of evict) {
        index.delete(n);
        await fs.rm(path.join(dir, n), { force: true });
      }
    },
    remove,
    /** Files and bytes kept (tests, metrics). */
    size: () => ({ files: index.size, bytes }),
  };
}

/**
 * At most `slots` renders at once; at most `queue` waiting, past which a request is refused with 503.
 * `sharePercent` (MEDIA_RENDER_SHARE, decision 411): a slot rests after each render for as long again as
 * it takes the render up to that share of the slot's time (25 %: a 100 ms render, 300 ms rest), so a
 * stream of new variants takes at most that share of a core and never starves the API's answers.
 */
export function renderTurns(slots: number, queue: number, sharePercent = 100) {
  const restFactor = sharePercent >= 100 ? 0 : 100 / Math.max(1, sharePercent) - 1;
  let running = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];
  return {
    /** Renders running now, waiting now, and the most ever running at once (tests, metrics). */
    stats: () => ({ running, waiting: waiting.length, peak }),
    /** Whether a render asked now would wait for its turn (the slot drawing, or resting after a render). */
    busy: () => running >= slots,
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= slots) {
        if (waiting.length >= queue) fail('SERVER_BUSY');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      peak = Math.max(peak, running);
      const started = performance.now();
      try {
        return await job();
      } finally {
        // The rest is the slot's, not the caller's: the answer goes out now, the next render waits.
        const rest = (performance.now() - started) * restFactor;
        if (rest > 0) setTimeout(pass, rest).unref();
        else pass();
      }
    },
  };
  function pass() {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; otherwise it is freed.
    if (next) next();
    else running--;
  }
}
