import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createLocalChangeBus, createPostgresChangeBus } from './change-bus.ts';

describe('change bus', () => {
  it('delivers a change to the subscribers of its topic only', async () => {
    const bus = createLocalChangeBus();
    const seen: string[] = [];
    const off = bus.subscribe('release', (k) => seen.push(`release:${k}`));
    bus.subscribe('shops', (k) => seen.push(`shops:${k}`));
    await bus.publish('release', 'SITE');
    off();
    await bus.publish('release', 'SITE');
    expect(seen).toEqual(['release:SITE']);
  });

  const databaseUrl = inject('databaseUrl');
  it.runIf(databaseUrl)('reaches another process through PostgreSQL within a second, and the publisher at once', async () => {
    const poolA = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const poolB = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const a = await createPostgresChangeBus(databaseUrl!, poolA);
    const b = await createPostgresChangeBus(databaseUrl!, poolB);
    try {
      const onA: Array<string | undefined> = [];
      a.subscribe('catalogue', (k) => onA.push(k));
      const arrived = new Promise<{ key: string | undefined; ms: number }>((resolve) => {
        const start = Date.now();
        b.subscribe('catalogue', (key) => resolve({ key, ms: Date.now() - start }));
      });
      await a.publish('catalogue', '42');
      expect(onA).toEqual(['42']); // once, not echoed back through the server
      const got = await arrived;
      expect(got.key).toBe('42');
      expect(got.ms).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 100));
      expect(onA).toEqual(['42']);
    } finally {
      await a.close();
      await b.close();
      await poolA.end();
      await poolB.end();
    }
  });
});
