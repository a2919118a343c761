import type { ChangeBus } from './change-bus.ts';
import { PreparedAnswer } from './call-router.ts';
import { dependentMemo } from './memo.ts';

/** Keys longer than this are answered without being kept (a made-up request cannot make a huge key). */
const KEY_MAX = 1_024;

/**
 * Public answers kept prepared (serialised, compressed once per encoding) until what they were drawn from
 * changes — decision 140. One `dependentMemo` (the one cache concept of lib/memo.ts) per app, bounded in
 * bytes; the key is the call, its normalised request and, where the answer depends on it, the language.
 */
export function createAnswerCache(changes: ChangeBus, opts: { maxBytes: number; lagMs?: number }) {
  const cache = dependentMemo<PreparedAnswer<unknown>>({
    name: 'answers',
    changes,
    topics: ['release', 'shops', 'catalogue', 'content', 'club', 'cart'],
    maxBytes: opts.maxBytes,
    ...(opts.lagMs === undefined ? {} : { lagMs: opts.lagMs }),
  });
  return {
    cache,
    /**
     * The prepared answer of `key`, or `load()`'s, kept with the dependencies it names. Body and both
     * compressed forms are counted (compressed JSON is far smaller than the body: 1.5× the body bounds it).
     */
    answer<T>(key: string, load: () => Promise<{ data: T; deps: readonly string[] }>): Promise<PreparedAnswer<T>> {
      const prepare = async () => {
        const { data, deps } = await load();
        const value = new PreparedAnswer<unknown>(data);
        return { value, deps, bytes: Math.ceil(value.body.length * 1.5) };
      };
      if (key.length > KEY_MAX) return prepare().then((k) => k.value as PreparedAnswer<T>);
      return cache.get(key, prepare) as Promise<PreparedAnswer<T>>;
    },
    close: () => cache.close(),
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** A stable text of a request: object keys sorted, undefined left out, so equal requests give equal keys. */
export function requestKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
