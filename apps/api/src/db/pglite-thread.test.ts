import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { isUniqueViolation, preparedRows, rows } from './sql.ts';

/*
 * Decision 620: the embedded database on a thread of its own answers what it answered on the API's thread
 * (the same rows, types and errors, transactions that commit, roll back and keep others waiting), and the
 * API's thread is free while it works.
 */

const EVERY_KIND = `select timestamptz '2026-11-30 16:20:13.123456+00' as tz, date '2026-11-30' as d, interval '1 day 02:03:04' as iv,
  array[timestamptz '2026-01-02 03:04:05+08', null] as tzs, array[1.50, 2]::numeric[] as ns, 12.5::numeric as num,
  9007199254740993::bigint as big, 7 as n, 'text ‘引號’' as t, array[1, 2] as ints, '{"a":1}'::jsonb as j, '{"b":[2]}'::json as js,
  '\\x00ff'::bytea as bytes, true as yes, null::text as none`;

let own: Database;
let shared: Database;

beforeAll(async () => {
  [own, shared] = await Promise.all([openDatabase({ ownThread: true }), openDatabase({})]);
  for (const d of [own, shared]) await d.exec('create table t (id int primary key, name text not null unique)');
});
afterAll(async () => {
  await own?.close();
  await shared?.close();
});

describe('the embedded database on its own thread (decision 620)', () => {
  it('answers raw and drizzle queries exactly as on the API’s thread, outside and inside a transaction', async () => {
    expect(await own.query(EVERY_KIND)).toEqual(await shared.query(EVERY_KIND));
    expect(await rows(own.db, sql.raw(EVERY_KIND))).toEqual(await rows(shared.db, sql.raw(EVERY_KIND)));
    const inside = (d: Database) =>
      d.db.transaction(async (tx) => [await rows(tx, sql.raw(EVERY_KIND)), await tx.execute(sql`select ${'a'}::text as p, ${3} as q`)]);
    const [ownRows, ownResult] = await inside(own);
    const [sharedRows, sharedResult] = await inside(shared);
    expect(ownRows).toEqual(sharedRows);
    expect((ownResult as { rows: unknown }).rows).toEqual((sharedResult as { rows: unknown }).rows);
    expect((await own.query<{ tz: unknown }>(EVERY_KIND))[0]!.tz).toBeInstanceOf(Date);
  });

  it('commits a transaction that ends, rolls back one that throws (with its error) or rolls itself back', async () => {
    await own.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'one')`);
      await tx.execute(sql`insert into t values (2, 'two')`);
    });
    const failure = new Error('changed my mind');
    await expect(
      own.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'three')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    await own.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (4, 'four')`);
        tx.rollback();
      })
      .catch((err: Error) => expect(err.message).toMatch(/rollback/i));
    // PGlite's own handle, as a caller outside drizzle has it: rolled back by its rollback().
    const client = (own.db as unknown as { $client: PGlite }).$client;
    await client.transaction(async (tx) => {
      await tx.query(`insert into t values (9, 'nine')`);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await own.query('select id from t order by id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps a statement sent while a transaction is open waiting until it ends, and a savepoint’s failure inside it', async () => {
    let counted: Promise<{ n: number }[]> | undefined;
    await own.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (5, 'five')`);
      counted = own.query<{ n: number }>('select count(*)::int as n from t');
      await expect(tx.transaction(async (inner) => inner.execute(sql`insert into t values (6, 'one')`))).rejects.toThrow();
      await tx.execute(sql`insert into t values (7, 'seven')`);
    });
    expect(await counted).toEqual([{ n: 4 }]);
  });

  it('throws the database’s errors with their fields, as the shop’s checks read them', async () => {
    const err = await own.db.execute(sql`insert into t values (8, 'one')`).catch((e: unknown) => e);
    expect(isUniqueViolation(err, 't_name_key')).toBe(true);
    const raw = (await own.query('select nope from t').catch((e: unknown) => e)) as { code?: string; message: string };
    expect(raw.code).toBe('42703');
    expect(raw.message).toMatch(/nope/);
  });

  it('runs prepared statements (PREPARE once, EXECUTE with literals)', async () => {
    for (let i = 0; i < 3; i++)
      expect(await preparedRows(own.db, 'thread_test_names', sql`select name from t where id = ${1}::int`)).toEqual([{ name: 'one' }]);
  });

  it('leaves the API’s thread free while the database works', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      await own.query('select count(*) from generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(0);
  });

  it('dumps its data directory, which another database opens', async () => {
    const copy = await PGlite.create({ loadDataDir: await own.dump!('none') });
    try {
      expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: 4 }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements once closed, saying why', async () => {
    const closing = await openDatabase({ ownThread: true });
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow(/embedded database's thread stopped/);
  });
});
