import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

const t = testAppPerFile();

describe('shops and areas', () => {
  it('area options: three top areas with their districts', async () => {
    const res = await t.call('app/official/area/options', {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { nameEng: string }) => a.nameEng)).toEqual(['Hong Kong Island', 'Kowloon', 'New Territories']);
    expect(res.body.data[2].childOfficialAreas.length).toBe(4);
    const one = await t.call('app/official/area/options', { parentId: res.body.data[1].id });
    expect(one.body.data).toHaveLength(1);
    expect((await t.call('app/official/area/options', { parentId: 999999 })).body.data).toEqual([]);
  });

  it('lists the nine physical shops, filtered by area', async () => {
    const all = await t.call('app/official/store/list', { opened: 1 });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(9);
    expect(all.body.data[0]).toMatchObject({ storeCode: 'CEN', openingHours: '10:00', closingHours: '20:00', soldJewelry: true });
    const areas = (await t.call('app/official/area/options', {})).body.data;
    const kowloon = areas[1];
    const inKowloon = await t.call('app/official/store/list', { opened: 1, parentAreaId: kowloon.id });
    expect(inKowloon.body.data.map((s: { storeCode: string }) => s.storeCode).sort()).toEqual(['KTG', 'MKK', 'TST']);
    const ytm = kowloon.childOfficialAreas.find((c: { nameEng: string }) => c.nameEng === 'Yau Tsim Mong');
    const inYtm = await t.call('app/official/store/list', { parentAreaId: kowloon.id, childAreaId: ytm.id });
    expect(inYtm.body.data.map((s: { storeCode: string }) => s.storeCode).sort()).toEqual(['MKK', 'TST']);
  });

  it('shop detail with coordinates; 404 for an unknown or online shop', async () => {
    const list = (await t.call('app/official/store/list', {})).body.data;
    const res = await t.call('app/official/store/detail', { id: list[0].id });
    expect(res.body.data).toMatchObject({ storeCode: 'CEN', email: 'cen@jadeharbour.example' });
    expect(res.body.data.googleCoordinateLatitude).toBeCloseTo(22.28, 1);
    expect(res.body.data.baiduCoordinateLongitude).toBeGreaterThan(res.body.data.googleCoordinateLongitude);
    const missing = await t.call('app/official/store/detail', { id: 999999 }, { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('This shop was not found.');
    const online = (await t.call('app/store/get', { merchantCode: 'DEMO', storeCode: 'ESHOP' })).body.data;
    expect(online.online).toBe(true);
    expect((await t.call('app/official/store/detail', { id: online.id })).status).toBe(404);
  });

  it('app/store/get answers a shop by code; unknown → 404', async () => {
    const res = await t.call('app/store/get', { merchantCode: 'DEMO', storeCode: 'TST' });
    expect(res.body.data).toMatchObject({ storeCode: 'TST', nameEng: 'Jade Harbour Tsim Sha Tsui' });
    expect((await t.call('app/store/get', { merchantCode: 'DEMO', storeCode: 'NOPE' })).status).toBe(404);
  });

  it('names the bad field', async () => {
    const a = await t.call('app/official/store/list', { opened: 2 }, { lang: 'en' });
    expect(a.status).toBe(400);
    expect(a.body.errorMessage).toBe('Invalid input: opened');
    const b = await t.call('app/official/store/list', { hack: 1 }, { lang: 'en' });
    expect(b.body.errorMessage).toBe('Invalid input: hack');
    const c = await t.call('app/official/store/detail', { id: 'x' }, { lang: 'en' });
    expect(c.body.errorMessage).toBe('Invalid input: id');
    const d = await t.call('app/store/get', { merchantCode: 'DEMO' }, { lang: 'en' });
    expect(d.body.errorMessage).toBe('Invalid input: storeCode');
  });
});
