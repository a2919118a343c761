import { Counter, Gauge } from 'prom-client';
import type { ChangeBus, ChangeTopic } from './change-bus.ts';
import { processRegistry } from './metrics.ts';

/**
 * Bench only (`BENCH_CACHES_OFF=1`, decision 483): every memo and dependent memo answers its load and keeps
 * nothing, so a bench measures what a read costs uncached (the database, assembling, serialising).
 */
let cachesOff = false;
export function setCachesOff(off: boolean): void {
  cachesOff = off;
}
export const cachesAreOff = (): boolean => cachesOff;

export interface MemoOptions<V> {
  /** How long a loaded value is served, from the moment its load started. Default: until dropped. */
  ttlMs?: number;
  /** At most this many keys are kept; beyond it the oldest key is dropped first. Default 1,000. */
  max?: number;
  /**
   * Drop everything when one of these topics is published (after a write commits, in any process), except
   * for the keys `ignore` says this memo is not drawn from (e.g. stock, for reference data).
   */
  dropOn?: { changes: ChangeBus; topics: readonly ChangeTopic[]; ignore?: (key: string | undefined) => boolean };
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
  const ignore = options.dropOn?.ignore;
  for (const topic of options.dropOn?.topics ?? [])
    options.dropOn!.changes.subscribe(topic, (key) => {
      if (!ignore?.(key)) entries.clear();
    });

  return {
    get(key, load) {
      if (cachesOff) return load();
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

/*
 * ---------------------------------------------------------------------------------------------------
 * The same cache, keyed by dependencies (decision 140). `memo` above drops a whole topic; `dependentMemo`
 * drops exactly the values drawn from what changed. It is still "a promise per key, shared by concurrent
 * callers, dropped by the change bus" — one cache concept — with three additions:
 * - each value records what it was drawn from (`deps`): `<topic>` or `<topic>:<key>[:…]`, the same names
 *   writers publish (`catalogue:goods:12`, `catalogue:stock:40`, `content:articles`, `shops`…). A publish
 *   of (topic, key) drops the values depending on `<topic>:<key>` and on each of its prefixes (`goods:12`
 *   drops `catalogue:goods:12`, `catalogue:goods` and `catalogue`); a key ending in `:*` also drops
 *   everything under it; no key drops the whole topic. A dep written `~<dep>` may lag: it is dropped at
 *   most `lagMs` later, so a burst of changes (stock taken by many orders) rebuilds a list once.
 * - a bound in bytes (and entries), least recently used first out, with hits, misses, evictions and size
 *   in the metrics (`shop_cache_*{cache="…"}`).
 * - a load under way when a change it depends on is published is answered to its callers but not kept,
 *   and a caller arriving after the publish starts a new load instead of sharing it.
 * ---------------------------------------------------------------------------------------------------
 */

/** What a load gives the cache: the value, what it was drawn from, its size, and optionally a shorter life. */
export interface Kept<V> {
  value: V;
  deps: readonly string[];
  /** Bytes the value holds in memory (an estimate; a prepared answer's body and its compressed forms). */
  bytes: number;
  /** Kept at most this long (a session: until it would next be touched or expire). */
  ttlMs?: number;
}

export interface DependentMemoOptions {
  /** Label of this cache in the metrics. */
  name: string;
  changes: ChangeBus;
  /** The topics its values are drawn from. */
  topics: readonly ChangeTopic[];
  /** Bound on the bytes kept (values, keys and dependency lists); least recently used go first. */
  maxBytes: number;
  /** Bound on the number of values kept. Default: no bound beyond the bytes. */
  maxEntries?: number;
  /** How late a `~` dependency may be dropped. Default 500 ms. */
  lagMs?: number;
  now?: () => number;
}

export interface DependentMemo<V> {
  readonly name: string;
  get(key: string, load: () => Promise<Kept<V>>): Promise<V>;
  /** Drops what depends on (topic, key), as a publish would (for tests and tools). */
  dropFor(topic: ChangeTopic, key: string | undefined): void;
  /** Drops one key. */
  drop(key: string): void;
  clear(): void;
  stats(): { entries: number; bytes: number; maxBytes: number; hits: number; misses: number; evictions: number; drops: number };
  close(): void;
}

interface DropEvent {
  topic: ChangeTopic;
  key: string | undefined;
}

/** `<topic>:<key>` and every prefix of it, up to the bare topic: the deps a publish of (topic, key) drops. */
function exactAndAncestors(topic: string, key: string): string[] {
  const out = [topic];
  const parts = key.split(':');
  for (let i = 1; i <= parts.length; i++) out.push(`${topic}:${parts.slice(0, i).join(':')}`);
  return out;
}

function matcher(e: DropEvent): { exact: string[]; prefix?: string } {
  if (e.key === undefined) return { exact: [e.topic], prefix: `${e.topic}:` };
  if (e.key === '*') return { exact: [e.topic], prefix: `${e.topic}:` };
  if (e.key.endsWith(':*')) {
    const base = e.key.slice(0, -2);
    return { exact: exactAndAncestors(e.topic, base), prefix: `${e.topic}:${base}:` };
  }
  return { exact: exactAndAncestors(e.topic, e.key) };
}

function affects(e: DropEvent, deps: readonly string[]): boolean {
  const m = matcher(e);
  for (const raw of deps) {
    const d = raw.startsWith('~') ? raw.slice(1) : raw;
    if (m.exact.includes(d) || (m.prefix && d.startsWith(m.prefix))) return true;
  }
  return false;
}

const liveCaches = new Set<DependentMemo<unknown>>();

/** Cache metrics: counters by cache name, sizes summed over the live caches of the process. */
const cacheMetrics = {
  hits: new Counter({ name: 'shop_cache_hits_total', help: 'Answers served from the cache', labelNames: ['cache'] as const, registers: [processRegistry] }),
  misses: new Counter({
    name: 'shop_cache_misses_total',
    help: 'Answers loaded (not in the cache)',
    labelNames: ['cache'] as const,
    registers: [processRegistry],
  }),
  evictions: new Counter({
    name: 'shop_cache_evictions_total',
    help: 'Answers evicted to stay within the bound',
    labelNames: ['cache'] as const,
    registers: [processRegistry],
  }),
  drops: new Counter({
    name: 'shop_cache_drops_total',
    help: 'Answers dropped because what they depend on changed',
    labelNames: ['cache'] as const,
    registers: [processRegistry],
  }),
};
new Gauge({
  name: 'shop_cache_bytes',
  help: 'Bytes held by the caches (estimate)',
  labelNames: ['cache'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    for (const c of liveCaches) this.inc({ cache: c.name }, c.stats().bytes);
  },
});
new Gauge({
  name: 'shop_cache_entries',
  help: 'Answers held by the caches',
  labelNames: ['cache'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    for (const c of liveCaches) this.inc({ cache: c.name }, c.stats().entries);
  },
});
new Gauge({
  name: 'shop_cache_max_bytes',
  help: 'Bound on the bytes of the caches',
  labelNames: ['cache'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    for (const c of liveCaches) this.inc({ cache: c.name }, c.stats().maxBytes);
  },
});
new Gauge({
  name: 'shop_cache_hit_ratio',
  help: 'Hits / (hits + misses) since start',
  labelNames: ['cache'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    const sum = new Map<string, { h: number; m: number }>();
    for (const c of liveCaches) {
      const s = c.stats();
      const a = sum.get(c.name) ?? { h: 0, m: 0 };
      sum.set(c.name, { h: a.h + s.hits, m: a.m + s.misses });
    }
    for (const [name, { h, m }] of sum) this.set({ cache: name }, h + m ? h / (h + m) : 0);
  },
});

export function dependentMemo<V>(options: DependentMemoOptions): DependentMemo<V> {
  const now = options.now ?? Date.now;
  const lagMs = options.lagMs ?? 500;
  const maxEntries = options.maxEntries ?? Infinity;
  const label = { cache: options.name };
  type Entry = { value: V; deps: readonly string[]; bytes: number; expiresAt: number };
  type Loading = { promise: Promise<V>; seen: DropEvent[]; overflow: boolean };
  /** In least-recently-used order: the first is evicted first. */
  const entries = new Map<string, Entry>();
  const byDep = new Map<string, Set<string>>();
  const loading = new Map<string, Loading>();
  const inFlight = new Set<Loading>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let evictions = 0;
  let drops = 0;
  let lagged: DropEvent[] = [];
  let lagTimer: NodeJS.Timeout | undefined;

  function remove(key: string, e: Entry) {
    entries.delete(key);
    bytes -= e.bytes;
    for (const d of e.deps) {
      const set = byDep.get(d);
      if (set) {
        set.delete(key);
        if (!set.size) byDep.delete(d);
      }
    }
  }

  function dropMatching(e: DropEvent, lag: boolean) {
    const m = matcher(e);
    const keys = new Set<string>();
    const collect = (dep: string) => {
      for (const k of byDep.get(dep) ?? []) keys.add(k);
    };
    const mark = lag ? '~' : '';
    for (const d of m.exact) collect(mark + d);
    if (m.prefix) {
      const p = mark + m.prefix;
      for (const d of byDep.keys()) if (d.startsWith(p)) collect(d);
    }
    for (const k of keys) {
      const found = entries.get(k);
      if (found) {
        remove(k, found);
        drops++;
        cacheMetrics.drops.inc(label);
      }
    }
  }

  function onChange(topic: ChangeTopic, key: string | undefined) {
    const e = { topic, key };
    dropMatching(e, false);
    // A load under way may have read before the change: new callers start their own, and it is kept
    // only if what it turns out to depend on was not changed meanwhile.
    for (const l of inFlight) {
      if (l.seen.length >= 64) l.overflow = true;
      else l.seen.push(e);
    }
    loading.clear();
    lagged.push(e);
    if (lagged.length > 10_000) lagged = [{ topic, key: undefined }];
    if (!lagTimer) {
      lagTimer = setTimeout(() => {
        lagTimer = undefined;
        const due = lagged;
        lagged = [];
        for (const d of due) dropMatching(d, true);
      }, lagMs);
      lagTimer.unref?.();
    }
  }

  const offs = options.topics.map((topic) => options.changes.subscribe(topic, (key) => onChange(topic, key)));

  function keep(key: string, kept: Kept<V>, at: number) {
    if (kept.ttlMs !== undefined && kept.ttlMs <= 0) return;
    const size = kept.bytes + key.length * 2 + kept.deps.reduce((n, d) => n + d.length * 2 + 48, 0) + 160;
    // One answer larger than an eighth of the bound is served but not kept.
    if (size > options.maxBytes / 8) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, { value: kept.value, deps: kept.deps, bytes: size, expiresAt: kept.ttlMs === undefined ? Infinity : at + kept.ttlMs });
    bytes += size;
    for (const d of kept.deps) {
      let set = byDep.get(d);
      if (!set) byDep.set(d, (set = new Set()));
      set.add(key);
    }
    while ((bytes > options.maxBytes || entries.size > maxEntries) && entries.size) {
      const [k, e] = entries.entries().next().value as [string, Entry];
      remove(k, e);
      evictions++;
      cacheMetrics.evictions.inc(label);
    }
  }

  const self = {
    name: options.name,
    get(key: string, load: () => Promise<Kept<V>>): Promise<V> {
      if (cachesOff) return load().then((k) => k.value);
      const t = now();
      const hit = entries.get(key);
      if (hit) {
        if (hit.expiresAt > t) {
          hits++;
          cacheMetrics.hits.inc(label);
          // Most recently used goes last.
          entries.delete(key);
          entries.set(key, hit);
          return Promise.resolve(hit.value);
        }
        remove(key, hit);
      }
      const shared = loading.get(key);
      if (shared) {
        hits++;
        cacheMetrics.hits.inc(label);
        return shared.promise;
      }
      misses++;
      cacheMetrics.misses.inc(label);
      const l: Loading = { promise: undefined as never, seen: [], overflow: false };
      const done = () => {
        inFlight.delete(l);
        if (loading.get(key) === l) loading.delete(key);
      };
      l.promise = load().then(
        (kept) => {
          done();
          if (!l.overflow && !l.seen.some((e) => affects(e, kept.deps))) keep(key, kept, t);
          return kept.value;
        },
        (err: unknown) => {
          done();
          throw err;
        },
      );
      loading.set(key, l);
      inFlight.add(l);
      return l.promise;
    },
    dropFor: (topic: ChangeTopic, key: string | undefined) => onChange(topic, key),
    drop(key: string) {
      const e = entries.get(key);
      if (e) remove(key, e);
      loading.delete(key);
    },
    clear() {
      entries.clear();
      byDep.clear();
      loading.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes: options.maxBytes, hits, misses, evictions, drops }),
    close() {
      for (const off of offs) off();
      if (lagTimer) clearTimeout(lagTimer);
      liveCaches.delete(self as DependentMemo<unknown>);
      self.clear();
    },
  };
  liveCaches.add(self as DependentMemo<unknown>);
  return self;
}
