import type { ChangeBus, ChangeTopic } from './change-bus.ts';

export interface MemoOptions<V> {
  /** How long a loaded value is served, from the moment its load started. Default: until dropped. */
  ttlMs?: number;
  /** At most this many keys are kept; beyond it the oldest key is dropped first. Default 1,000. */
  max?: number;
  /** Drop everything when one of these topics is published (after a write commits, in any process). */
  dropOn?: { changes: ChangeBus; topics: readonly ChangeTopic[] };
  /** A value this returns false for is answered once but not kept (e.g. "not found yet", a failed build). */
  keep?: (value: V) => boolean;
  /** Clock, for tests. */
  now?: () => number;
}

export interface Memo<K, V> {
  /** The kept value of `key`, or `load()`'s (shared by concurrent callers). A failed load is not kept. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Drops one key, or every key. */
  drop(key?: K): void;
  readonly size: number;
}

/**
 * The one in-memory cache of the API: a promise per key, kept for a time and a bound on the number of
 * keys, dropped when a change-bus topic says its source changed. Concurrent callers of a missing key
 * share one load; a load that fails (or whose value `keep` refuses) is forgotten so the next call retries.
 */
export function memo<K, V>(options: MemoOptions<V> = {}): Memo<K, V> {
  const ttl = options.ttlMs ?? Infinity;
  const max = options.max ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  for (const topic of options.dropOn?.topics ?? []) options.dropOn!.changes.subscribe(topic, () => entries.clear());

  return {
    get(key, load) {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttl) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      const entry = { at: t, value };
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((v) => {
        if (options.keep && !options.keep(v)) forget();
      }, forget);
      return value;
    },
    drop(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
