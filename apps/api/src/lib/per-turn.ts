/**
 * Calls made in the same turn of the event loop, answered by one read (decision 621): `perTurn(read)` gives
 * a function that queues its argument and, once the turn's I/O callbacks have all run (`setImmediate`), hands
 * every argument queued under the same `group` to `read` at once. `read` answers each argument in the order
 * given. Ten shoppers opening product pages at once cost the database one statement and each process one
 * wake instead of ten; a lone call waits for no one (the turn ends with it).
 *
 * A failed read fails every call of its batch with the same error.
 */
export function perTurn<A, R>(group: (asked: A) => string, read: (asked: A[]) => Promise<R[]>): (asked: A) => Promise<R> {
  const open = new Map<string, { asked: A; resolve: (r: R) => void; reject: (e: unknown) => void }[]>();
  const flush = async (key: string) => {
    const batch = open.get(key)!;
    open.delete(key);
    try {
      const answers = await read(batch.map((b) => b.asked));
      batch.forEach((b, i) => b.resolve(answers[i]!));
    } catch (e) {
      for (const b of batch) b.reject(e);
    }
  };
  return (asked) =>
    new Promise<R>((resolve, reject) => {
      const key = group(asked);
      let batch = open.get(key);
      if (!batch) {
        open.set(key, (batch = []));
        setImmediate(() => void flush(key));
      }
      batch.push({ asked, resolve, reject });
    });
}
