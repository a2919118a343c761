import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

describe('brands', () => {
  it('lists brands by English name, ascending or descending', async () => {
    const asc = (await t.call('app/official/brand/list', { orderByNameEngAsc: true })).body.data.map((b: { nameEng: string }) => b.nameEng);
    expect(asc.length).toBe(12);
    expect(asc).toEqual([...asc].sort());
    const desc = (await t.call('app/official/brand/list', { orderByNameEngAsc: false })).body.data.map((b: { nameEng: string }) => b.nameEng);
    expect(desc).toEqual([...asc].reverse());
  });

  it('filters by first letter', async () => {
    const m = (await t.call('app/official/brand/list', { firstLetter: 'M' })).body.data.map((b: { nameEng: string }) => b.nameEng);
    expect(m).toEqual(['Meridian', 'Montclair']);
    expect((await t.call('app/official/brand/list', { firstLetter: 'Z' })).body.data).toEqual([]);
  });

  it('detail with watches and the shops selling it; unknown → 404', async () => {
    const list = (await t.call('app/official/brand/list', {})).body.data;
    const res = await t.call('app/official/brand/detail', { id: list[0].id });
    expect(res.status).toBe(200);
    expect(res.body.data.watches).toHaveLength(5);
    expect(res.body.data.storeNames.length).toBeGreaterThan(0);
    expect(res.body.data.brandWebsite).toMatch(/^https:\/\//);
    const halcyon = list.find((b: { nameEng: string }) => b.nameEng === 'Halcyon');
    expect((await t.call('app/official/brand/detail', { id: halcyon.id })).body.data.contentWebsiteEng).toMatch(/^https:/);
    const missing = await t.call('app/official/brand/detail', { id: 999999 }, { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('This brand was not found.');
  });

  it('names the bad field', async () => {
    const a = await t.call('app/official/brand/list', { firstLetter: 'mm' }, { lang: 'en' });
    expect(a.status).toBe(400);
    expect(a.body.errorMessage).toBe('Invalid input: firstLetter');
    const b = await t.call('app/official/brand/detail', {}, { lang: 'en' });
    expect(b.body.errorMessage).toBe('Invalid input: id');
  });
});
