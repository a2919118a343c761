import { describe, expect, it } from 'vitest';
import { boAddSearchSynonym, boListSearchSynonyms, boRemoveSearchSynonym, getGoodsPage, listSpuByIds } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';

/* Search's order, corrections, facets and the merchant's words (issue 42). */

const t = testAppPerFile();
const { login } = backOfficeHelpers(t);
const search = (body: Record<string, unknown>) => t.call(getGoodsPage, { pageSize: 20, ...body }).then((r) => r.body.data);
const ids = (d: any) => d.items.map((g: any) => g.id as number);

describe('search order (relevance, the default for a search)', () => {
  it('puts goods naming the word in their title first, in stock before sold out, then best sellers', async () => {
    const d = await search({ searchCode: 'necklace', pageSize: 100 });
    const inTitle = d.items.map((g: any) => /necklace/i.test(`${g.titleEng} ${g.nameEng}`));
    // Titles (Diamond / Pearl Necklace) before the pendants found by their category "Necklaces & pendants".
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false)).every((x: boolean) => !x)).toBe(true);
    const firstGroup = d.items.slice(0, inTitle.indexOf(false));
    // Sold out (every shop) never before in stock within one group of equal points.
    const rows = await t.database.query<{ id: number; stock: number; sales: number }>(
      `select id, stock_qty as stock, sales from spus where id in (${firstGroup.map((g: any) => g.id).join(',')})`,
    );
    const by = new Map(rows.map((r) => [r.id, r]));
    const order = firstGroup.map((g: any) => by.get(g.id)!);
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!];
      expect(a.stock > 0 || b.stock <= 0, 'in stock first').toBe(true);
      if (a.stock > 0 === b.stock > 0) expect(a.sales).toBeGreaterThanOrEqual(b.sales);
    }
  });

  it('still orders by price, sales or listing time when asked', async () => {
    const asc = (await search({ searchCode: 'ring', orderBy: 'price', isAsc: true })).items.map((g: any) => g.skuMinPrice);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    const newest = (await search({ searchCode: 'ring', orderBy: 'gmt_create' })).items.map((g: any) => g.gmtCreate);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('answers a corrected spelling for a typo, and the house brand alone lists everything', async () => {
    const typo = await search({ searchCode: 'neckalce' });
    expect(typo.didYouMean).toBe('necklace');
    expect(typo.total).toBeGreaterThan(0);
    expect((await search({ searchCode: 'necklace' })).didYouMean).toBeUndefined();
    const all = await search({});
    expect((await search({ searchCode: 'Jade Harbour' })).total).toBe(all.total);
  });
});

describe('facets', () => {
  it('counts the matches by category, metal, stone, collection, price band and shop, and narrows by them together', async () => {
    const d = await search({ searchCode: 'ring', withFacets: true });
    const facet = (kind: string) => d.facets.find((f: any) => f.kind === kind).values;
    for (const kind of ['categoryId', 'metal', 'stone', 'collection', 'price', 'at']) expect(facet(kind).length, kind).toBeGreaterThan(0);
    const gold18k = facet('metal').find((v: any) => v.code === 'gold18k');
    expect(gold18k).toMatchObject({ nameEng: '18K gold', nameTraditional: '18K金' });
    const cwb = facet('at').find((v: any) => v.code === 'CWB');
    expect(cwb.nameEng).toMatch(/Causeway Bay/);

    const narrowed = await search({ searchCode: 'ring', metal: 'gold18k', at: 'CWB', withFacets: true, pageSize: 100 });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(Math.min(gold18k.count, cwb.count));
    expect(narrowed.items.every((g: any) => /18K/.test(g.titleEng))).toBe(true);
    const inCwb = await t.database.query<{ id: number }>(
      `select distinct k.spu_id as id from skus k join sku_stocks st on st.sku_id = k.id where st.store_code = 'CWB' and st.qty > 0 and k.status = 'on'`,
    );
    const cwbIds = new Set(inCwb.map((r) => r.id));
    expect(ids(narrowed).every((id: number) => cwbIds.has(id))).toBe(true);
    // The counts are of the narrowed matches.
    expect(narrowed.facets.find((f: any) => f.kind === 'metal').values).toEqual([expect.objectContaining({ code: 'gold18k', count: narrowed.total })]);
    // A price band by the lowest price.
    const band = await search({ searchCode: 'ring', price: '5k-10k', pageSize: 100 });
    expect(band.items.map((g: any) => g.skuMinPrice).filter((p: number) => p < 500_000 || p >= 1_000_000)).toEqual([]);
    expect((await t.call(getGoodsPage, { price: 'nope' })).body.data.total).toBe(0);
  });
});

describe("the merchant's search words", () => {
  it('lists, adds and removes synonym groups; a new group applies to the next search', async () => {
    const token = await login(6);
    const list = (await t.call(boListSearchSynonyms, {}, { token })).body.data;
    expect(list.some((g: any) => g.kind === 'brand' && g.terms.includes('Jade Harbour'))).toBe(true);
    expect(list.some((g: any) => g.terms.includes('24K') && g.shared)).toBe(true);

    expect((await search({ searchCode: 'mooncake' })).total).toBe(0);
    const added = (await t.call(boAddSearchSynonym, { terms: ['mooncake', 'lotus'] }, { token })).body.data;
    expect(added).toMatchObject({ kind: 'synonym', terms: ['mooncake', 'lotus'], shared: false });
    const lotus = await search({ searchCode: 'lotus' });
    expect((await search({ searchCode: 'mooncake' })).total).toBe(lotus.total);
    expect((await t.call(boRemoveSearchSynonym, { id: added.id }, { token })).body.data).toEqual({ id: added.id });
    expect((await search({ searchCode: 'mooncake' })).total).toBe(0);
    const again = await t.call(boRemoveSearchSynonym, { id: added.id }, { token });
    expect(again.status).toBe(404);
    expect(again.body.errorCode).toBe(86001);
    // Staff of other roles may not.
    expect((await t.call(boListSearchSynonyms, {}, { token: await login(2) })).status).toBe(403);
  });
});

describe('suggestions as the shopper types', () => {
  it('answers goods and categories for a prefix, a typo and Chinese, in three languages', async () => {
    const suggest = (q: string) => t.call('app/goods/suggest', { q }).then((r) => r.body.data);
    const neck = await suggest('neckl');
    expect(neck.goods.length).toBeGreaterThan(0);
    expect(neck.goods.every((g: any) => /necklace/i.test(g.titleEng))).toBe(true);
    expect(neck.categories.map((c: any) => c.titleEng)).toContain('Necklaces');
    const typo = await suggest('bangel');
    expect(typo.didYouMean).toBe('bangle');
    expect(typo.goods[0].titleTraditional).toContain('手鐲');
    const zh = await suggest('手镯');
    expect(zh.categories.map((c: any) => c.titleTraditional)).toContain('手鐲');
    expect(zh.goods.every((g: any) => g.titleSimple.includes('手镯'))).toBe(true);
    expect(await suggest(' ')).toEqual({ goods: [], categories: [] });
  });
});

describe("the start's warm-up (decision 564)", () => {
  it('builds the goods search pages show most (in stock first, then best sellers), which are then shown without a statement', async () => {
    expect(await t.services.catalogue.warm(6)).toMatchObject({ goods: 6 });
    const most = await t.database.query<{ id: number }>(
      `select id from spus where merchant_code = 'DEMO' and status = 'on' order by stock_qty > 0 desc, sales desc, id desc limit 6`,
    );
    const observer = t.database.observer;
    const before = observer.onQuery;
    let statements = 0;
    observer.onQuery = (seconds) => {
      statements++;
      before?.(seconds);
    };
    try {
      const goods = (await t.call(listSpuByIds, { spuIdList: most.map((r) => r.id) })).body.data;
      expect(goods.map((g: any) => g.id)).toEqual(most.map((r) => r.id));
    } finally {
      observer.onQuery = before;
    }
    expect(statements).toBe(0);
  });
});
