import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jewelleryItemSchema, jewelleryParamSchema } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
type Param = ReturnType<typeof jewelleryParamSchema.parse>;
let params: Param[];
const selection = (paramName: string, selName: string) => {
  const p = params.find((x) => x.nameEng === paramName)!;
  return { param: p, sel: p.paramsSelectionDTOList.find((s) => s.nameEng === selName)! };
};

beforeAll(async () => {
  t = await createTestApp();
  params = (await t.call('app/official/jewellery/getJewelleryParamList', {})).body.data;
});
afterAll(() => t.close());

describe('app/official/jewellery/getJewelleryParamList', () => {
  it('answers the parameters with selections in three languages, types 0 and 1', async () => {
    expect(params.map((p) => jewelleryParamSchema.parse(p).nameEng)).toEqual(['Category', 'Metal', 'Collection', 'Gemstone']);
    expect(params.map((p) => p.paramType)).toEqual([0, 0, 0, 1]);
    const gold = selection('Metal', '999.9 pure gold').sel;
    expect(gold).toMatchObject({ nameTraditional: '999.9 足金', nameSimple: '999.9 足金', displayedGoldPrice: true });
    expect(selection('Metal', '18K rose gold').sel.displayedGoldPrice).toBe(false);
  });
});

describe('app/official/jewellery/list', () => {
  it('answers every piece without a filter', async () => {
    const res = await t.call('app/official/jewellery/list', {});
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(40);
    expect(res.body.data.list).toHaveLength(40);
    const first = jewelleryItemSchema.parse(res.body.data.list[0]);
    expect(first.img).toMatch(/^\/media\/jewellery\//);
    expect(first.nameEng && first.nameTraditional && first.nameSimple && first.introductionEng).toBeTruthy();
  });

  it('filters by type-0 selections (all must hold) and by the stone (type 1)', async () => {
    const ring = selection('Category', 'Rings').sel.id;
    const gold = selection('Metal', '999.9 pure gold').sel.id;
    const ruby = selection('Gemstone', 'Ruby').sel.id;
    const rings = (await t.call('app/official/jewellery/list', { jewelleryParamIdSet: [ring] })).body.data;
    expect(rings.total).toBeGreaterThan(0);
    expect(rings.total).toBeLessThan(40);
    for (const item of rings.list) expect(item.jewelleryParamSelectionIdSet).toContain(ring);

    const goldRings = (await t.call('app/official/jewellery/list', { jewelleryParamIdSet: [ring, gold] })).body.data;
    expect(goldRings.total).toBeLessThanOrEqual(rings.total);
    for (const item of goldRings.list) expect(item.jewelleryParamSelectionIdSet).toEqual(expect.arrayContaining([ring, gold]));

    const rubies = (await t.call('app/official/jewellery/list', { jewelParamIdSet: [ruby] })).body.data;
    expect(rubies.total).toBeGreaterThan(0);
    for (const item of rubies.list) expect(item.jewel.jewelParamSelectionIdSet).toContain(ruby);
  });

  it('answers an empty list for a selection no piece holds', async () => {
    const res = await t.call('app/official/jewellery/list', { jewelleryParamIdSet: [999999] });
    expect(res.body.data).toEqual({ total: 0, list: [] });
  });

  it('pages the list', async () => {
    const res = await t.call('app/official/jewellery/list', { pageNo: 2, pageSize: 15 });
    expect(res.body.data.total).toBe(40);
    expect(res.body.data.list).toHaveLength(15);
  });

  it('refuses unbounded or malformed filters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    const tooMany = await t.call('app/official/jewellery/list', { jewelleryParamIdSet: many }, { lang: 'en' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorMessage).toContain('jewelleryParamIdSet');
    expect((await t.call('app/official/jewellery/list', { jewelParamIdSet: ['1; drop table'] })).status).toBe(400);
    expect((await t.call('app/official/jewellery/list', { pageSize: 1000 })).status).toBe(400);
  });
});

describe('app/official/jewellery/detail', () => {
  it('answers one piece', async () => {
    const list = (await t.call('app/official/jewellery/list', { pageSize: 1 })).body.data.list;
    const res = await t.call('app/official/jewellery/detail', { id: list[0].id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(list[0]);
  });

  it('answers 404 with a localised message for an unknown id', async () => {
    const res = await t.call('app/official/jewellery/detail', { id: 987654 }, { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorCode: 60350, errorMessage: 'This jewellery piece was not found.' });
    const zh = await t.call('app/official/jewellery/detail', { id: 987654 }, { lang: 'zh-CN' });
    expect(zh.body.errorMessage).toBe('找不到此珠宝');
  });

  it('refuses a missing id', async () => {
    expect((await t.call('app/official/jewellery/detail', {})).status).toBe(400);
  });
});
