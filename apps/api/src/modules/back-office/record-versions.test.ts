import { describe, expect, it } from 'vitest';
import { ERRORS } from '@shop/contract';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { clubGoodsValues, promotionValues } from '../../../test/back-office-values.ts';
import { STAFF_ACCOUNTS } from '../../../test/staff-login.ts';

/*
 * One concurrency rule for every back-office record (issue 27, decision 240): a read answers the version,
 * a save names the one it was drawn from, a stale save is a 409 saying who and when, and changes nothing.
 */
const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { admin: 6, editor: 5 });
const as =
  (token: () => string) =>
  (path: string, body: unknown, lang = 'en') =>
    t.call(`app/backOffice/${path}`, body, { token: token(), lang });
const byAdmin = as(() => staff.admin);
const byEditor = as(() => staff.editor);
const audits = async () => Number((await q<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n);
const CHANGED = ERRORS.RECORD_CHANGED.code;

/** The second of two saves drawn from one version: 409 with who and when, and nothing written. */
async function expectStale(res: { status: number; body: any }, username: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.errorCode).toBe(CHANGED);
  expect(res.body.conflict.by).toBe(username);
  expect(Math.abs(Date.parse(res.body.conflict.at) - Date.now())).toBeLessThan(60_000);
  expect(res.body.errorMessage).toContain(username);
}

describe('goods', () => {
  it('two forms drawn from one version: the first saves, the second gets 409 naming who and when, and its change is not applied', async () => {
    const [spu] = await q<{ id: number }>(`select id from spus where status = 'on' order by id limit 1`);
    const a = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    const b = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    expect(a.version).toBe(b.version);
    const pricier = { ...a.values, skus: a.values.skus.map((s: any) => ({ ...s, price: s.originalPrice })) };
    const first = await byAdmin('goods/save', { id: spu!.id, baseVersion: a.version, values: pricier });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(a.version + 1);

    const before = await audits();
    const retitled = { ...b.values, title: { ...b.values.title, en: 'Only the title changed' } };
    await expectStale(await byAdmin('goods/save', { id: spu!.id, baseVersion: b.version, values: retitled }), STAFF_ACCOUNTS[6].username);
    expect(await audits()).toBe(before);
    const now = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    expect(now.values.title.en).toBe(a.values.title.en);
    expect(now.values.skus.map((s: any) => s.price)).toEqual(pricier.skus.map((s: any) => s.price));

    // The message is in the staff member's language; a reload answers the version to save from.
    const zh = await byAdmin('goods/save', { id: spu!.id, baseVersion: b.version, values: retitled }, 'zh-HK');
    expect(zh.body.errorMessage).toContain('重新載入');
    expect(zh.body.conflict.version).toBe(now.version);
    expect((await byAdmin('goods/save', { id: spu!.id, baseVersion: now.version, values: { ...now.values, title: retitled.title } })).status).toBe(200);
  });

  it('an update that names no base version is a 400 naming baseVersion; a new product needs none', async () => {
    const [spu] = await q<{ id: number }>(`select id from spus order by id limit 1 offset 1`);
    const got = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    const res = await byAdmin('goods/save', { id: spu!.id, values: got.values });
    expect([res.status, res.body.field]).toEqual([400, 'baseVersion']);
  });

  it('a status switch and a bulk change move the version: a form drawn before them is stale', async () => {
    const [spu] = await q<{ id: number }>(`select id from spus where status = 'on' order by id limit 1 offset 2`);
    const form = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    expect((await byAdmin('goods/setStatus', { id: spu!.id, status: 'off' })).status).toBe(200);
    await expectStale(await byAdmin('goods/save', { id: spu!.id, baseVersion: form.version, values: form.values }), STAFF_ACCOUNTS[6].username);
    const again = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    const preview = (await byAdmin('goods/bulk', { ids: [spu!.id], status: 'on', dryRun: true })).body.data;
    expect((await byAdmin('goods/bulk', { ids: [spu!.id], status: 'on', previewKey: preview.previewKey })).status).toBe(200);
    expect((await byAdmin('goods/save', { id: spu!.id, baseVersion: again.version, values: again.values })).status).toBe(409);
  });

  it('two saves from one version at once: exactly one is written', async () => {
    const [spu] = await q<{ id: number }>(`select id from spus where status = 'on' order by id limit 1 offset 3`);
    const got = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    const results = await Promise.all(
      ['One', 'Two'].map((w) =>
        byAdmin('goods/save', { id: spu!.id, baseVersion: got.version, values: { ...got.values, title: { ...got.values.title, en: w } } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await byAdmin('goods/get', { id: spu!.id })).body.data.version).toBe(got.version + 1);
  });
});

describe('promotions, club goods, official records and staff accounts follow the same rule', () => {
  it('promotions', async () => {
    const values = promotionValues(`VER${Date.now() % 1_000_000}`, {
      title: { zh_HK: '版本', zh_CN: '版本', en: 'Version' },
      scope: 'order',
      amountOff: 1,
      priority: -950,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const made = await byAdmin('promotions/save', { values });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    const got = (await byAdmin('promotions/get', { id })).body.data;
    expect(got.version).toBe(made.body.data.version);
    expect((await byAdmin('promotions/save', { id, baseVersion: got.version, values: { ...values, amountOff: 2 } })).status).toBe(200);
    await expectStale(await byAdmin('promotions/save', { id, baseVersion: got.version, values: { ...values, amountOff: 3 } }), STAFF_ACCOUNTS[6].username);
    expect((await byAdmin('promotions/get', { id })).body.data.values.amountOff).toBe(2);
  });

  it('club goods', async () => {
    const [cat] = await q<{ id: number }>(`select id from points_categories where parent_id is null order by id limit 1`);
    const values = clubGoodsValues(
      cat!.id,
      { title: { zh_HK: '版本禮品', zh_CN: '版本礼品', en: 'Version gift' } },
      { skuCode: `VCLUB-${Date.now()}`, stocks: [] },
    );
    const made = await byAdmin('club/goods/save', { values });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id;
    const got = (await byAdmin('club/goods/get', { id })).body.data;
    const save = (baseVersion: number, sort: number) => byAdmin('club/goods/save', { id, baseVersion, values: { ...got.values, sort } });
    expect((await save(got.version, 1)).status).toBe(200);
    await expectStale(await save(got.version, 2), STAFF_ACCOUNTS[6].username);
    expect((await byAdmin('club/goods/get', { id })).body.data.values.sort).toBe(1);
  });

  it('official records (an article)', async () => {
    const [article] = await q<{ id: number }>(`select id from articles order by id limit 1`);
    const got = (await byEditor('records/get', { kind: 'articles', id: article!.id })).body.data;
    const save = (baseVersion: number, en: string) =>
      byEditor('records/save', {
        kind: 'articles',
        id: article!.id,
        baseVersion,
        values: { ...got.values, subtitle: { ...(got.values.subtitle as object), en } },
      });
    expect((await save(got.version, 'First')).status).toBe(200);
    await expectStale(await save(got.version, 'Second'), STAFF_ACCOUNTS[5].username);
    expect(((await byEditor('records/get', { kind: 'articles', id: article!.id })).body.data.values.subtitle as { en: string }).en).toBe('First');
  });

  it('staff accounts: a change drawn from an older row is refused', async () => {
    const made = await byAdmin('staff/create', {
      username: `ver.${Date.now() % 100000}`,
      displayName: 'Ver',
      password: 'Version2026a',
      roles: [2],
      defaultRole: 2,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const row = made.body.data;
    const first = await byAdmin('staff/setRoles', { id: row.id, baseVersion: row.version, roles: [2, 3], defaultRole: 2 });
    expect([first.status, first.body.data.version]).toEqual([200, row.version + 1]);
    await expectStale(await byAdmin('staff/setDisabled', { id: row.id, baseVersion: row.version, disabled: true }), STAFF_ACCOUNTS[6].username);
    expect((await q<{ disabled: boolean }>(`select disabled from staff_users where id = ${row.id}`))[0]!.disabled).toBe(false);
  });
});

describe('the audit of a save (decision 241)', () => {
  it('names only the fields that changed, with their values before and after', async () => {
    const [spu] = await q<{ id: number }>(`select id from spus where status = 'on' order by id limit 1 offset 4`);
    const got = (await byAdmin('goods/get', { id: spu!.id })).body.data;
    const title = { ...got.values.title, en: 'Audited title' };
    expect((await byAdmin('goods/save', { id: spu!.id, baseVersion: got.version, values: { ...got.values, title } })).status).toBe(200);
    const [row] = (await byAdmin('audit/list', { entity: 'goods', search: String(spu!.id) })).body.data.list;
    expect(row.changedFields).toEqual(['title']);
    expect(row.changes).toEqual({ title: { before: got.values.title, after: title } });
  });
});
