import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await t.call('app/page/user/pageStaffLogin', { username: 'page.editor', password: 'Editor2026a' })).body.data.accessToken;
});
afterAll(() => t.close());

const as = (path: string, body: unknown, lang = 'zh-HK') => t.call(`app/backOffice/${path}`, body, { token: editor, lang });
const i18n = (s: string) => ({ zh_HK: `${s}（繁）`, zh_CN: `${s}（简）`, en: `${s} (en)` });
const auditCount = async () => (await t.database.query<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n;
const article = (over: Record<string, unknown> = {}) => ({
  title: i18n('Autumn jade'),
  subtitle: i18n('New pieces'),
  startDate: '2026-11-20',
  img: '/media/official/news-1.svg',
  imgList: [],
  labelNames: ['news'],
  detail: {
    zh_HK: '<p>翡翠<script>alert(1)</script></p>',
    zh_CN: '<p onclick="x()">翡翠</p>',
    en: '<p>Jade <a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">y</a></p>',
  },
  ...over,
});

describe('articles', () => {
  it('creates an article that the news list shows at once, body sanitised on the server, audited', async () => {
    const before = await auditCount();
    const saved = await as('records/save', { kind: 'articles', values: article() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.id as number;
    const cards = await t.call('app/article/getArticleBaseInfoListByIds', { merchantCode: 'DEMO', articleLabelList: ['news'] });
    expect(cards.body.data[0]).toMatchObject({ id, titleTraditional: 'Autumn jade（繁）', titleSimple: 'Autumn jade（简）', titleEng: 'Autumn jade (en)' });
    const full = (await t.call('app/article/getArticleListByIds', { articleIds: [id] })).body.data[0];
    expect(full.detailTraditional).toBe('<p>翡翠</p>');
    expect(full.detailSimple).toBe('<p>翡翠</p>');
    expect(full.detailEng).not.toContain('javascript:');
    expect(full.detailEng).toContain('rel="noopener noreferrer"');
    expect(await auditCount()).toBe(before + 1);
    const [row] = await t.database.query<{ action: string; entity: string; entity_id: string; changed_fields: string[]; username: string }>(
      `select a.action, a.entity, a.entity_id, a.changed_fields, s.username from audit_log a join staff_users s on s.id = a.staff_id order by a.id desc limit 1`,
    );
    expect(row).toMatchObject({ action: 'create', entity: 'articles', entity_id: String(id), username: 'page.editor' });
  });

  it('edits, lists paged with search, and deletes; the audit names the changed fields', async () => {
    const id = (await as('records/save', { kind: 'articles', values: article({ title: i18n('Pearl week') }) })).body.data.id as number;
    const got = await as('records/get', { kind: 'articles', id });
    expect(got.body.data.values.title.en).toBe('Pearl week (en)');
    const edited = await as('records/save', {
      kind: 'articles',
      id,
      baseVersion: got.body.data.version,
      values: { ...got.body.data.values, subtitle: i18n('Changed') },
    });
    expect(edited.status).toBe(200);
    const [audit] = await t.database.query<{ changed_fields: string[] }>(`select changed_fields from audit_log order by id desc limit 1`);
    expect(audit!.changed_fields).toEqual(['subtitle']);
    const found = await as('records/list', { kind: 'articles', search: 'pearl week', pageSize: 5 });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.list[0].id).toBe(id);
    const page2 = await as('records/list', { kind: 'articles', pageNo: 2, pageSize: 2 });
    expect(page2.body.data.list.length).toBeLessThanOrEqual(2);
    expect(page2.body.data.total).toBeGreaterThan(2);
    expect((await as('records/delete', { kind: 'articles', id })).status).toBe(200);
    expect((await as('records/get', { kind: 'articles', id })).status).toBe(404);
    expect((await as('records/delete', { kind: 'articles', id })).status).toBe(404);
  });

  it('bad input: 400 naming the field in the staff member’s language, nothing written', async () => {
    const before = await auditCount();
    const noTitle = await as('records/save', { kind: 'articles', values: article({ title: { zh_HK: '標題', zh_CN: '标题', en: '' } }) }, 'en');
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errorMessage).toBe('Invalid input: values.title.en');
    const badImage = await as('records/save', { kind: 'articles', values: article({ img: 'javascript:alert(1)' }) }, 'zh-HK');
    expect(badImage.body.errorMessage).toBe('輸入無效：values.img');
    const badDate = await as('records/save', { kind: 'articles', values: article({ startDate: '2026-13-45' }) }, 'zh-CN');
    expect(badDate.body.errorMessage).toBe('输入无效：values.startDate');
    const extra = await as('records/save', { kind: 'articles', values: { ...article(), hack: 1 } }, 'en');
    expect(extra.status).toBe(400);
    expect(extra.body.errorMessage).toContain('hack');
    const kind = await as('records/list', { kind: 'orders' }, 'en');
    expect(kind.body.errorMessage).toBe('Invalid input: kind');
    expect(await auditCount()).toBe(before);
  });
});

describe('shops and areas', () => {
  it('a new shop appears in the storefront list at once; closing it removes it; it cannot be deleted', async () => {
    const kowloon = (await as('records/options', { source: 'topAreas' })).body.data.find((a: { name: { en: string } }) => a.name.en === 'Kowloon');
    const district = (await as('records/options', { source: 'districts' })).body.data.find((a: { group: { en: string } | null }) => a.group?.en === 'Kowloon');
    const values = {
      code: 'MK2',
      name: i18n('Mong Kok East'),
      address: i18n('1 Argyle Street'),
      opened: true,
      openingHours: '10:30',
      closingHours: '21:00',
      phone: '+852 2300 0000',
      fax: '',
      email: 'mk2@jadeharbour.example',
      soldWatch: true,
      soldJewelry: true,
      parentAreaId: kowloon.id,
      childAreaId: district.id,
      img: '',
      googleLat: 22.3193,
      googleLng: 114.1694,
      baiduLat: 22.3225,
      baiduLng: 114.176,
      sort: 50,
    };
    const saved = await as('records/save', { kind: 'shops', values });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = async () =>
      (await t.call('app/official/store/list', { opened: 1 })).body.data as Array<{ storeCode: string; openingHours: string; nameEng: string }>;
    expect((await list()).find((s) => s.storeCode === 'MK2')).toMatchObject({ openingHours: '10:30', nameEng: 'Mong Kok East (en)' });
    expect((await as('records/save', { kind: 'shops', id: saved.body.data.id, baseVersion: 1, values: { ...values, opened: false } })).status).toBe(200);
    expect((await list()).find((s) => s.storeCode === 'MK2')).toBeUndefined();

    const before = await auditCount();
    const taken = await as('records/save', { kind: 'shops', values: { ...values, code: 'MK2' } }, 'en');
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toBe('The shop code "MK2" is taken.');
    const wrongDistrict = await as('records/save', { kind: 'shops', values: { ...values, code: 'MK3', childAreaId: kowloon.id } }, 'en');
    expect(wrongDistrict.status).toBe(400);
    expect(wrongDistrict.body.field).toBe('values.childAreaId');
    expect(wrongDistrict.body.errorMessage).not.toContain('values.');
    expect((await as('records/delete', { kind: 'shops', id: saved.body.data.id })).status).toBe(409);
    expect(await auditCount()).toBe(before);
  });

  it('a refused delete leaves no audit row: the row and the change are one transaction', async () => {
    const [used] = await t.database.query<{ id: number }>(`select child_area_id as id from stores where child_area_id is not null limit 1`);
    const before = await auditCount();
    const res = await as('records/delete', { kind: 'areas', id: used!.id }, 'en');
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toContain('shops');
    // The delete use case writes its audit row before deleting: the refusal rolled it back.
    expect(await auditCount()).toBe(before);
    const made = await as('records/save', { kind: 'areas', values: { name: i18n('Islands'), parentId: null, sort: 9 } });
    const child = await as('records/save', { kind: 'areas', values: { name: i18n('Tung Chung'), parentId: made.body.data.id, sort: 1 } });
    expect(child.status).toBe(200);
    const grandChild = await as('records/save', { kind: 'areas', values: { name: i18n('Nowhere'), parentId: child.body.data.id, sort: 1 } }, 'en');
    expect(grandChild.status).toBe(400);
    const options = (await t.call('app/official/area/options', {})).body.data as Array<{ nameEng: string }>;
    expect(options.map((o) => o.nameEng)).toContain('Islands (en)');
  });
});

describe('brands and jewellery', () => {
  it('a brand with watches and shops shows on its detail; watches keep their ids when edited', async () => {
    const shops = (await as('records/options', { source: 'shops' })).body.data as Array<{ id: number }>;
    const values = {
      nameEng: 'Harbour Time',
      name: i18n('Harbour Time'),
      icon: '',
      website: 'https://harbour-time.example',
      contentWebsite: { zh_HK: '', zh_CN: '', en: '' },
      storeIds: [shops[0]!.id, shops[1]!.id],
      sort: 1,
      watches: [
        { img: '/media/official/watch-1.svg', name: i18n('Tide'), description: i18n('Steel') },
        { img: '/media/official/watch-2.svg', name: i18n('Reef'), description: i18n('Gold') },
      ],
    };
    const id = (await as('records/save', { kind: 'brands', values })).body.data.id;
    const detail = (await t.call('app/official/brand/detail', { id })).body.data;
    expect(detail.watches.map((w: { nameEng: string }) => w.nameEng)).toEqual(['Tide (en)', 'Reef (en)']);
    expect(detail.storeNames).toHaveLength(2);
    const gotRecord = (await as('records/get', { kind: 'brands', id })).body.data;
    const got = gotRecord.values;
    const [tide] = got.watches;
    const edited = await as('records/save', {
      kind: 'brands',
      id,
      baseVersion: gotRecord.version,
      values: { ...got, storeIds: [shops[0]!.id], watches: [{ ...tide, name: i18n('Tide II') }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await as('records/get', { kind: 'brands', id })).body.data.values;
    expect(after.watches).toEqual([{ ...tide, name: i18n('Tide II') }]);
    expect(after.storeIds).toEqual([shops[0]!.id]);
    const badShop = await as('records/save', { kind: 'brands', id, baseVersion: gotRecord.version + 1, values: { ...got, storeIds: [999999] } }, 'en');
    expect(badShop.body.field).toMatch(/^values\.storeIds/);
  });

  it('jewellery parameters and pieces: a new selection filters the storefront list', async () => {
    const param = await as('records/save', {
      kind: 'jewelleryParams',
      values: { name: i18n('Occasion'), paramType: 0, sort: 9, selections: [{ name: i18n('Wedding'), displayedGoldPrice: true }] },
    });
    expect(param.status, JSON.stringify(param.body)).toBe(200);
    const wedding = (await as('records/get', { kind: 'jewelleryParams', id: param.body.data.id })).body.data.values.selections[0].id as number;
    const piece = await as('records/save', {
      kind: 'jewelleryItems',
      values: {
        name: i18n('Dragon phoenix bangle'),
        img: '/media/official/jewellery-1.svg',
        introduction: i18n('24K'),
        selectionIds: [wedding],
        jewelSelectionIds: [],
        visible: true,
        sort: 0,
      },
    });
    expect(piece.status, JSON.stringify(piece.body)).toBe(200);
    const list = (await t.call('app/official/jewellery/list', { jewelleryParamIdSet: [wedding] })).body.data;
    expect(list.list.map((p: { nameEng: string }) => p.nameEng)).toEqual(['Dragon phoenix bangle (en)']);
    const wrongType = await as(
      'records/save',
      {
        kind: 'jewelleryItems',
        values: {
          name: i18n('X'),
          img: '/media/official/jewellery-1.svg',
          introduction: i18n('X'),
          selectionIds: [],
          jewelSelectionIds: [wedding],
          visible: true,
          sort: 0,
        },
      },
      'en',
    );
    expect(wrongType.body.field).toMatch(/^values\.jewelSelectionIds/);
    // Deleting the parameter forgets its selections on the pieces.
    expect((await as('records/delete', { kind: 'jewelleryParams', id: param.body.data.id })).status).toBe(200);
    expect((await as('records/get', { kind: 'jewelleryItems', id: piece.body.data.id })).body.data.values.selectionIds).toEqual([]);
  });
});

describe('gold price', () => {
  it("today's price entered in the back office is what the enquiry answers; the history is paged; audited", async () => {
    const before = await auditCount();
    // +5.9 % from the seeded HK$20,050: recorded with the far-change confirmation (decision 370).
    const res = await as('goldPrice/record', { sellCents: 2_123_400, purchaseCents: 1_890_000, exchangeCents: 2_000_000, confirmFarChange: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const enquiry = (await t.call('app/official/posservice/goldPrinceEnquiry', {})).body.data;
    expect(enquiry.goldSellPrice).toBe('21,234');
    const history = (await as('goldPrice/history', { pageSize: 2 })).body.data;
    expect(history.list[0]).toMatchObject({ sellCents: 2_123_400, recordedBy: 'page.editor' });
    expect(history.total).toBeGreaterThan(1);
    expect(await auditCount()).toBe(before + 1);
    const wrong = await as('goldPrice/record', { sellCents: 1_000_000, purchaseCents: 1_890_000, exchangeCents: 2_000_000 }, 'en');
    expect(wrong.status).toBe(400);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('change bus', () => {
  it('announces the topic after a write commits, not for a refused one', async () => {
    const seen: string[] = [];
    const offContent = t.services.changes.subscribe('content', (k) => seen.push(`content:${k}`));
    const offShops = t.services.changes.subscribe('shops', (k) => seen.push(`shops:${k}`));
    const id = (await as('records/save', { kind: 'articles', values: article() })).body.data.id;
    await as('records/save', { kind: 'areas', values: { name: i18n('Lantau'), parentId: null, sort: 3 } });
    await as('records/save', { kind: 'articles', values: article({ startDate: 'x' }) });
    offContent();
    offShops();
    expect(seen[0]).toBe(`content:articles:${id}`);
    expect(seen[1]).toMatch(/^shops:areas:\d+$/);
    expect(seen).toHaveLength(2);
  });
});
