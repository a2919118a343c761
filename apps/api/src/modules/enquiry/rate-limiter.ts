/**
 * A small in-memory sliding-window limiter for enquiries, keyed by sender address, for the embedded
 * database's one process (decision 062): losing counts on restart only lets a few more enquiries through.
 * Several processes on PostgreSQL share counters in the database instead (decision 123).
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }) {
  const hits = new Map<string, number[]>();
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 10_000;
  return {
    /** Records an attempt; false when the key is over its limit (the attempt is then not counted). */
    take(key: string): boolean {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((h) => t - h < opts.windowMs);
      if (recent.length >= opts.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(t);
      hits.delete(key);
      hits.set(key, recent);
      // Oldest keys go first when the map grows, so a flood of addresses cannot exhaust memory.
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
      return true;
    },
  };
}
