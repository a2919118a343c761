import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { rows } from './sql.ts';

/*
 * Decision 616: the embedded database reads drizzle's text types (timestamps, dates, intervals, their arrays,
 * numeric arrays) as text in its instance's parsers, so drizzle's queries are sent without parsers of their
 * own, which PGlite answered by copying its whole parser map each query. Every query must answer exactly
 * what it answered before: drizzle's as text, ours (raw) parsed as PGlite's own parsers parse them.
 */

const EVERY_TEXT_TYPE = `select timestamptz '2026-11-30 16:20:13.123456+00' as tz, timestamp '2026-11-30 16:20:13.5' as ts,
  date '2026-11-30' as d, interval '1 day 02:03:04' as iv, timestamptz 'infinity' as inf,
  array[timestamptz '2026-01-02 03:04:05+08', null] as tzs, array[timestamp '2026-01-02 03:04:05'] as tss,
  array[date '2026-01-02', date '2026-12-31'] as ds, array[interval '1 hour'] as ivs, array[1.50, 2]::numeric[] as ns,
  null::timestamptz as none, 7 as n, 'text' as t, array[1, 2] as ints, '{"a":1}'::jsonb as j`;

/** drizzle's own parsers (drizzle-orm/pglite/session.js): its text types read as they come. */
const DRIZZLES: QueryOptions['parsers'] = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v]));

let reference: PGlite;
let database: Database;
const sent: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  reference = await PGlite.create();
  const query = PGlite.prototype.query;
  // What the embedded database hands PGlite: recorded below the wrapper that openDatabase installs.
  vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    if (this !== reference) sent.push(args[2]);
    return query.apply(this, args) as ReturnType<PGlite['query']>;
  });
  database = await openDatabase({});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database?.close();
  await reference?.close();
});

describe('the embedded database and drizzle text types (decision 616)', () => {
  it('answers a raw query as PGlite parses it: dates as Date, arrays parsed, intervals and the rest untouched', async () => {
    const want = (await reference.query(EVERY_TEXT_TYPE)).rows;
    expect(await database.query(EVERY_TEXT_TYPE)).toEqual(want);
    expect((want[0] as { tz: unknown }).tz).toBeInstanceOf(Date);
  });

  it("answers drizzle's queries as text, as drizzle's own parsers read them, sent without those parsers", async () => {
    const want = (await reference.query(EVERY_TEXT_TYPE, [], { parsers: DRIZZLES })).rows;
    sent.length = 0;
    expect(await rows(database.db, sql.raw(EVERY_TEXT_TYPE))).toEqual(want);
    expect(sent.length).toBe(1);
    expect(sent[0]?.parsers).toBeUndefined();
    expect((want[0] as { tz: unknown; tzs: unknown }).tz).toBe('2026-11-30 16:20:13.123456+00');
  });

  it('answers the same inside a transaction, drizzle text and raw parsed', async () => {
    const asText = (await reference.query(EVERY_TEXT_TYPE, [], { parsers: DRIZZLES })).rows;
    const parsed = (await reference.query(EVERY_TEXT_TYPE)).rows;
    const seen = await database.db.transaction(async (tx) => rows(tx, sql.raw(EVERY_TEXT_TYPE)));
    expect(seen).toEqual(asText);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    expect(await client.transaction(async (tx) => (await tx.query(EVERY_TEXT_TYPE)).rows)).toEqual(parsed);
  });

  it('parses rows in array mode, a name given twice as PGlite does, and a caller’s own parsers as asked', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const twice = `select timestamptz '2026-01-01 00:00:00+00' as at, date '2026-02-03' as at`;
    expect((await client.query(EVERY_TEXT_TYPE, [], { rowMode: 'array' })).rows).toEqual(
      (await reference.query(EVERY_TEXT_TYPE, [], { rowMode: 'array' })).rows,
    );
    expect((await client.query(twice)).rows).toEqual((await reference.query(twice)).rows);
    const own = { parsers: { 1184: (v: string) => `tz:${v}` } };
    expect((await client.query(EVERY_TEXT_TYPE, [], own)).rows).toEqual((await reference.query(EVERY_TEXT_TYPE, [], own)).rows);
    expect((await client.exec(EVERY_TEXT_TYPE))[0]!.rows).toEqual((await reference.exec(EVERY_TEXT_TYPE))[0]!.rows);
  });

  it('keeps reading them as text after PGlite refreshes its array types', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.refreshArrayTypes();
    expect(await rows(database.db, sql.raw(EVERY_TEXT_TYPE))).toEqual((await reference.query(EVERY_TEXT_TYPE, [], { parsers: DRIZZLES })).rows);
    expect(await database.query(EVERY_TEXT_TYPE)).toEqual((await reference.query(EVERY_TEXT_TYPE)).rows);
  });
});
