import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { intArrayParam } from './sql.ts';

/* Ids as one array parameter (decision 563): one statement text for any number of ids, values bound. */

describe('intArrayParam', () => {
  const query = (ids: number[]) => new PgDialect().sqlToQuery(intArrayParam(ids));
  it('binds the ids as one parameter in array text form, the same text for any count', () => {
    expect(query([3, 1, 2])).toMatchObject({ sql: '$1::int[]', params: ['{3,1,2}'] });
    expect(query([]).sql).toBe(query([7, 8, 9, 10]).sql);
    expect(query([]).params).toEqual(['{}']);
  });
  it('refuses anything but integers', () => {
    for (const bad of [1.5, Number.NaN, Infinity]) expect(() => intArrayParam([1, bad])).toThrow(TypeError);
    expect(() => intArrayParam(['1); drop table spus; --' as unknown as number])).toThrow(TypeError);
  });
});
