import { describe, expect, it } from 'vitest';
import { nextTurn, openDatabase } from './client.ts';

/*
 * The embedded database on the API's thread (EMBEDDED_DATABASE_THREAD=shared, and the API's tests; decision
 * 620 puts a server's on a thread of its own) answers through promises alone: a chain of queries
 * (the start's warm-up) never lets the event loop turn, so no socket was accepted or read until it ended.
 * While `yieldBetweenQueries` is on (the warm-ups, decision 590) each query first lets it turn.
 */
describe('the embedded database between queries', () => {
  it('holds the event loop through a chain of queries, and lets it turn before each while yieldBetweenQueries is on', async () => {
    const database = await openDatabase({});
    try {
      const order = async () => {
        const seen: string[] = [];
        // Stands for a connection waiting to be read: it runs when the event loop next turns.
        setImmediate(() => seen.push('turn'));
        for (let i = 0; i < 5; i++) await database.query('select 1');
        seen.push('queries done');
        await nextTurn();
        return seen;
      };
      expect(await order()).toEqual(['queries done', 'turn']);
      database.yieldBetweenQueries = true;
      expect(await order()).toEqual(['turn', 'queries done']);
    } finally {
      await database.close();
    }
  });
});
