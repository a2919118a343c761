import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { rows } from '../../db/sql.ts';
import { memberSearchCondition, memberSearchSortsMatches } from './customer-search.ts';

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);

/*
 * The customer search at scale (issue 28; decision 271). A full 100,000-goods + 100,000-members seed takes
 * too long for the test suite (the bench measures it: `npm run bench -- home` with BENCH_BIG), so here
 * 20,000 members are numbered in order as the bench seed numbers them, and each search shape is checked
 * twice: the call answers the right members newest first, and the plan of the list's query reads a
 * search index (never every member, never the primary key walked from the newest member).
 */
const N = 20_000;

/** The plan of the list query as the repository builds it (condition and order from customer-search.ts). */
async function plan(search: string): Promise<string> {
  const cond = memberSearchCondition(search)!;
  const order: SQL = memberSearchSortsMatches(search) ? sql`m.id + 0 desc` : sql`m.id desc`;
  const out = await rows<{ 'QUERY PLAN': string }>(t.database.db, sql`explain select m.id from members m where ${cond} order by ${order} limit 20`);
  return out.map((r) => r['QUERY PLAN']).join('\n');
}

describe('customer search over 20,000 members', () => {
  it('answers each shape from an index, newest first', async () => {
    await q(`insert into members (member_no, phone_area, phone, email, password_hash, first_name, last_name, nickname, created_at)
      select 'JH3' || lpad(g::text, 7, '0'), '852', (50000000 + g)::text, 'scale' || g || '@scale.example', '!no-login',
        (array['Tai Man','Mei Ling','Ka Yan','Wing Sze'])[1 + g % 4], (array['Chan','Wong','Lee','Cheung','Lau'])[1 + (g / 4) % 5], '', now() - (g || ' minutes')::interval
      from generate_series(1, ${N}) g`);
    await q('analyze members');
    const crm = await login(3);
    const search = async (s: string) => (await t.call('app/backOffice/customers/search', { search: s, pageSize: 20 }, { token: crm })).body.data;

    // Identifier prefixes whose matches sit together among old members: found by an index (the prefix index,
    // or the unique one where the collation lets it serve a prefix), then sorted.
    const shapes: Array<{ s: string; index: RegExp; first: string; total: number }> = [
      { s: '50012', index: /members_phone/, first: 'JH30012999', total: 1_000 },
      { s: '+852 5001 23', index: /members_phone/, first: 'JH30012399', total: 100 },
      { s: 'JH30005', index: /members_no_prefix_idx|members_member_no_key/, first: 'JH30005999', total: 1_000 },
      { s: 'scale1234@', index: /members_email/, first: 'JH30001234', total: 1 },
    ];
    for (const x of shapes) {
      const p = await plan(x.s);
      expect(p, x.s).toMatch(x.index);
      expect(p, x.s).not.toMatch(/Seq Scan on members|members_pkey/);
      const r = await search(x.s);
      expect(r.total, x.s).toBe(x.total);
      expect(r.list[0].memberNo, x.s).toBe(x.first);
    }

    // A name matching few members reads the name indexes; a common one may walk the newest members first,
    // because its matches are spread over every age (the walk stops after 20).
    const rare = await plan('zzzz-nobody');
    expect(rare).toMatch(/members_(first|last)_name_idx|members_nickname_idx|members_full_name/);
    expect(rare).not.toMatch(/Seq Scan on members/);
    const chan = await search('Chan');
    expect(chan.list).toHaveLength(20);
    expect(chan.list.every((m: { name: string }) => /Chan/.test(m.name))).toBe(true);
  });
});
