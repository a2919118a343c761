/**
 * What the journeys' local catchers (the SMTP server of `mail-catcher.ts`, the SMS gateway of
 * `sms-gateway.ts`) share: a server listening on loopback, and what it caught, waited for by a match.
 */
export interface Caught<T> {
  waitFor(match: (m: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function caughtOnLoopback<T>(
  server: { once(event: 'error', f: (e: Error) => void): unknown; listen(port: number, host: string, f: () => void): unknown; close(f: () => void): unknown },
  port: number,
  caught: T[],
  what: { kind: string; name: (m: T) => string },
): Promise<Caught<T>> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    async waitFor(match, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = caught.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${what.kind} matched within ${timeoutMs} ms; caught: ${caught.map(what.name).join(' | ') || 'none'}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
