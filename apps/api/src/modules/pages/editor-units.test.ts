import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PUBLISHER, upgradeBlock, type AppFull, type DraftUnitState, type Page, type RawBlock } from '@shop/contract';
import { appWithTwoEditors, readSite } from '../../../test/editor-fixture.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { tokensByRole } from '../../../test/staff-login.ts';

/**
 * Editor drafts per unit (issue 27, decision 300): site settings, menus and each page are saved on their
 * own with a record version; publish lists what goes out with true diffs, publishes a chosen subset,
 * refuses a stale or an empty publish. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp, tokens: Awaited<ReturnType<typeof tokensByRole>>, editor: string, editor2: string;
// A second editor, to show whose save came first.
beforeAll(async () => void ({ t, tokens, editor, editor2 } = await appWithTwoEditors('page.editor2', 'Editor · Lam Ka Yan')));
afterAll(() => t.close());

type Draft = AppFull & { draft: { revision: number; units: DraftUnitState[] } };
const getDraft = (token = editor) => readSite<Draft>(t, 'draft', token);
const release = () => readSite(t, 'release');
const versionOf = (d: Draft, unit: string) => d.draft.units.find((u) => u.unit === unit)?.version ?? null;
const pageOf = (d: { pageList: Page[] }, code: string) => d.pageList.find((p) => p.pageCode === code)!;
const savePage = (page: Page | null, pageCode: string, baseVersion: number | null, token = editor, lang = 'en') =>
  t.call('app/weaver/saveDraftUnit', { appCode: 'SITE', kind: 'page', pageCode, baseVersion, page }, { token, lang });
const changes = async () =>
  (await t.call('app/weaver/listDraftChanges', { appCode: 'SITE' }, { token: editor })).body.data.changes as Array<{
    unit: string;
    change: string;
    version: number | null;
    savedBy: string | null;
    diff: { pagesChanged: Array<{ blocksChanged: unknown[] }>; pagesAdded: string[] };
  }>;
const publishUnits = (units: Array<{ unit: string; version: number | null }>, token = editor, lang = 'en') =>
  t.call('app/weaver/publishDraftUnits', { appCode: 'SITE', units }, { token, lang });
let seq = 0;
const block = (type: string, props: Record<string, unknown>, version = 1): RawBlock => ({ id: `u${++seq}`, type, version, props });
const renamed = (p: Page, name: string): Page => ({ ...p, pageName: name });

describe('the new calls', () => {
  for (const [path, body] of [
    ['app/weaver/saveDraftUnit', { appCode: 'SITE', kind: 'menus', baseVersion: 1, menus: {} }],
    ['app/weaver/listDraftChanges', { appCode: 'SITE' }],
    ['app/weaver/publishDraftUnits', { appCode: 'SITE', units: [{ unit: 'site', version: 1 }] }],
  ] as const) {
    it(`${path}: 401 anonymous, 403 staff roles 2–4`, async () => {
      expect((await t.call(path, body)).status).toBe(401);
      for (const role of [2, 3, 4] as const) expect((await t.call(path, body, { token: tokens[role] })).status).toBe(403);
    });
  }
});

describe('true diffs', () => {
  it('the seeded draft as the editor reads it (every block upgraded) is no change; the first publish lists only what changed', async () => {
    const d = await getDraft();
    // The editor lifts every block to its current version; saving that untouched site must not be a change.
    const upgraded = d.pageList.map((p) => ({ ...p, blocks: p.blocks.map(upgradeBlock) }));
    const whole = await t.call(
      'app/weaver/saveAppDraft',
      { appCode: 'SITE', baseRevision: d.draft.revision, appProps: d.appInfo.appProps, menus: d.appInfo.menus, pageList: upgraded },
      { token: editor },
    );
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await changes()).toEqual([]);
    const nothing = await publishUnits([{ unit: 'site', version: versionOf(await getDraft(), 'site') }]);
    expect(nothing.status).toBe(409);
    expect(nothing.body.errorCode).toBe(70040);

    const after = await getDraft();
    const about = pageOf(after, 'ABOUT');
    const saved = await savePage(renamed(about, 'About us · 1'), 'ABOUT', versionOf(after, 'page:ABOUT'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await changes();
    expect(list.map((c) => c.unit)).toEqual(['page:ABOUT']);
    const published = await publishUnits([{ unit: 'page:ABOUT', version: saved.body.data.unit.version }]);
    expect(published.body.data.published, JSON.stringify(published.body)).toBe(true);
    const diff = published.body.data.version.diff;
    expect(diff).toEqual({
      appPropsChanged: false,
      menusChanged: false,
      pagesAdded: [],
      pagesRemoved: [],
      pagesChanged: [expect.objectContaining({ pageCode: 'ABOUT', propsChanged: true, blocksChanged: [], blocksAdded: [], blocksRemoved: [] })],
    });
    expect(await changes()).toEqual([]);
  });
});

describe('drafts per unit', () => {
  it('two editors on different pages never conflict; the same page is refused with 409 naming who and when', async () => {
    const d = await getDraft();
    const a = await savePage(renamed(pageOf(d, 'ABOUT'), 'About · A'), 'ABOUT', versionOf(d, 'page:ABOUT'), editor);
    const b = await savePage(renamed(pageOf(d, 'TERMS'), 'Terms · B'), 'TERMS', versionOf(d, 'page:TERMS'), editor2);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.data.unit).toMatchObject({ unit: 'page:TERMS', version: versionOf(d, 'page:TERMS')! + 1, savedBy: 'page.editor2' });
    // Settings and menus are units of their own too.
    const menus = await t.call(
      'app/weaver/saveDraftUnit',
      { appCode: 'SITE', kind: 'menus', baseVersion: versionOf(d, 'menus'), menus: d.appInfo.menus },
      { token: editor2 },
    );
    expect(menus.status, JSON.stringify(menus.body)).toBe(200);
    const site = await t.call(
      'app/weaver/saveDraftUnit',
      {
        appCode: 'SITE',
        kind: 'site',
        baseVersion: versionOf(d, 'site'),
        appProps: { ...d.appInfo.appProps, commonBigImgScale: d.appInfo.appProps.commonBigImgScale + 1 },
        pageOrder: d.pageList.map((p) => p.pageCode),
      },
      { token: editor },
    );
    expect(site.status, JSON.stringify(site.body)).toBe(200);

    // Editor B, still on the version A has moved past, saves ABOUT: refused, A's work stays.
    const stale = await savePage(renamed(pageOf(d, 'ABOUT'), 'About · B'), 'ABOUT', versionOf(d, 'page:ABOUT'), editor2);
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe(80050);
    expect(stale.body.conflict).toMatchObject({ version: versionOf(d, 'page:ABOUT')! + 1, by: 'page.editor' });
    expect(stale.body.errorMessage).toMatch(/^This record was changed by page\.editor at \d{4}-\d\d-\d\d \d\d:\d\d/);
    for (const lang of ['zh-HK', 'zh-CN']) {
      const again = await savePage(renamed(pageOf(d, 'ABOUT'), 'About · B'), 'ABOUT', versionOf(d, 'page:ABOUT'), editor2, lang);
      expect(again.body.errorMessage).toContain('page.editor');
    }
    const staleSite = await t.call(
      'app/weaver/saveDraftUnit',
      { appCode: 'SITE', kind: 'site', baseVersion: versionOf(d, 'site'), appProps: d.appInfo.appProps, pageOrder: [] },
      { token: editor2 },
    );
    expect(staleSite.status).toBe(409);

    const now = await getDraft();
    expect(pageOf(now, 'ABOUT').pageName).toBe('About · A');
    expect(pageOf(now, 'TERMS').pageName).toBe('Terms · B');
    expect(now.appInfo.appProps.commonBigImgScale).toBe(d.appInfo.appProps.commonBigImgScale + 1);
  });

  it('creates a page once, deletes it only at its version, and reorders pages with the site unit', async () => {
    const d = await getDraft();
    const fresh: Page = { ...pageOf(d, 'ABOUT'), pageCode: 'UNIT_NEW', pageName: 'Unit new', blocks: [block('placeholder', { height: 20 })] };
    const created = await savePage(fresh, 'UNIT_NEW', null);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.unit).toMatchObject({ unit: 'page:UNIT_NEW', version: 1 });
    const twice = await savePage(fresh, 'UNIT_NEW', null, editor2);
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe(70041);
    const edited = await savePage({ ...fresh, pageName: 'Unit new · 2' }, 'UNIT_NEW', 1, editor2);
    expect(edited.status).toBe(200);
    expect((await savePage(null, 'UNIT_NEW', 1)).status).toBe(409);

    const now = await getDraft();
    expect(now.pageList.at(-1)!.pageCode).toBe('UNIT_NEW');
    const order = ['UNIT_NEW', ...now.pageList.map((p) => p.pageCode).filter((c) => c !== 'UNIT_NEW')];
    const site = await t.call(
      'app/weaver/saveDraftUnit',
      { appCode: 'SITE', kind: 'site', baseVersion: versionOf(now, 'site'), appProps: now.appInfo.appProps, pageOrder: order },
      { token: editor },
    );
    expect(site.status).toBe(200);
    expect((await getDraft()).pageList.map((p) => p.pageCode)).toEqual(order);
  });
});

describe('at the same moment', () => {
  it('two saves of one page on one version: exactly one wins; two pages at once: both win', async () => {
    const d = await getDraft();
    const v = versionOf(d, 'page:PRIVACY');
    const same = await Promise.all(['X', 'Y'].map((n, i) => savePage(renamed(pageOf(d, 'PRIVACY'), `Privacy · ${n}`), 'PRIVACY', v, i ? editor2 : editor)));
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    const other = await Promise.all([
      savePage(renamed(pageOf(d, 'CONTACT'), 'Contact · A'), 'CONTACT', versionOf(d, 'page:CONTACT'), editor),
      savePage(renamed(pageOf(d, 'SHOPS'), 'Shops · B'), 'SHOPS', versionOf(d, 'page:SHOPS'), editor2),
    ]);
    expect(other.map((r) => r.status)).toEqual([200, 200]);
    // Put them back, so the publish list below holds only what it expects.
    const now = await getDraft();
    for (const code of ['PRIVACY', 'CONTACT', 'SHOPS']) expect((await savePage(pageOf(d, code), code, versionOf(now, `page:${code}`))).status).toBe(200);
  });
});

describe('publishing a chosen subset', () => {
  it('lists every unit going out with its diff, publishes only the chosen ones, refuses a stale or empty publish', async () => {
    const d = await getDraft();
    const list = await changes();
    expect(list.map((c) => c.unit).sort()).toEqual(['page:ABOUT', 'page:TERMS', 'page:UNIT_NEW', 'site']);
    expect(list.find((c) => c.unit === 'page:UNIT_NEW')).toMatchObject({
      change: 'added',
      version: 2,
      savedBy: 'page.editor2',
      diff: { pagesAdded: ['UNIT_NEW'] },
    });
    expect(list.find((c) => c.unit === 'page:TERMS')!.diff.pagesChanged).toEqual([
      expect.objectContaining({ pageCode: 'TERMS', propsChanged: true, blocksChanged: [] }),
    ]);

    const before = await release();
    const res = await publishUnits([{ unit: 'page:ABOUT', version: versionOf(d, 'page:ABOUT') }]);
    expect(res.body.data.published, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.version.diff.pagesChanged.map((p: { pageCode: string }) => p.pageCode)).toEqual(['ABOUT']);
    const after = await release();
    expect(pageOf(after, 'ABOUT').pageName).toBe('About · A');
    expect(pageOf(after, 'TERMS').pageName).toBe(pageOf(before, 'TERMS').pageName);
    expect(after.pageList.map((p) => p.pageCode)).toEqual(before.pageList.map((p) => p.pageCode));
    expect(after.appInfo.appProps).toEqual(before.appInfo.appProps);
    expect((await changes()).map((c) => c.unit).sort()).toEqual(['page:TERMS', 'page:UNIT_NEW', 'site']);

    // Nothing changed in ABOUT since: refused, in three languages, and no version is made.
    const versions = (await t.call('app/weaver/listAppVersions', { appCode: 'SITE' }, { token: editor })).body.data.total;
    const again = await publishUnits([{ unit: 'page:ABOUT', version: versionOf(d, 'page:ABOUT') }]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 70040, errorMessage: 'Nothing to publish: the chosen pages and settings are the same as the live version.' });
    expect((await publishUnits([{ unit: 'page:ABOUT', version: versionOf(d, 'page:ABOUT') }], editor, 'zh-HK')).body.errorMessage).toContain(
      '沒有可發佈的更改',
    );
    expect((await publishUnits([{ unit: 'page:ABOUT', version: versionOf(d, 'page:ABOUT') }], editor, 'zh-CN')).body.errorMessage).toContain(
      '没有可发布的更改',
    );
    expect((await t.call('app/weaver/listAppVersions', { appCode: 'SITE' }, { token: editor })).body.data.total).toBe(versions);

    // An out-of-date tab publishes TERMS at the version it knew, after editor 2 saved it again: 409 naming who.
    const terms = await savePage(renamed(pageOf(d, 'TERMS'), 'Terms · B2'), 'TERMS', versionOf(d, 'page:TERMS'), editor2);
    expect(terms.status).toBe(200);
    const stale = await publishUnits([{ unit: 'page:TERMS', version: versionOf(d, 'page:TERMS') }]);
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe(80050);
    expect(stale.body.conflict.by).toBe('page.editor2');
    expect(pageOf(await release(), 'TERMS').pageName).toBe(pageOf(before, 'TERMS').pageName);
  });

  it('the gate checks the release as it would become: a chosen page linking to an unpublished one is refused', async () => {
    const d = await getDraft();
    const linking: Page = {
      ...pageOf(d, 'ABOUT'),
      pageCode: 'UNIT_LINK',
      pageName: 'Links',
      blocks: [block('button', { toPageData: { kind: 'page', pageCode: 'UNIT_NEW' } }, 2)],
    };
    const saved = await savePage(linking, 'UNIT_LINK', null);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const alone = await publishUnits([{ unit: 'page:UNIT_LINK', version: 1 }]);
    expect(alone.body.data.published).toBe(false);
    expect(alone.body.data.problems.map((p: { message: string }) => p.message)).toEqual([
      expect.stringContaining('links to page UNIT_NEW, which does not exist'),
    ]);
    const both = await publishUnits([
      { unit: 'page:UNIT_LINK', version: 1 },
      { unit: 'page:UNIT_NEW', version: versionOf(d, 'page:UNIT_NEW') },
    ]);
    expect(both.body.data.published, JSON.stringify(both.body)).toBe(true);
    expect(both.body.data.version.diff.pagesAdded).toEqual(['UNIT_NEW', 'UNIT_LINK']);
  });

  it('publishes a page deleted in the draft as its removal', async () => {
    const d = await getDraft();
    expect((await savePage(null, 'UNIT_LINK', versionOf(d, 'page:UNIT_LINK'))).status).toBe(200);
    expect((await changes()).find((c) => c.unit === 'page:UNIT_LINK')).toMatchObject({ change: 'removed', version: null });
    const res = await publishUnits([{ unit: 'page:UNIT_LINK', version: null }]);
    expect(res.body.data.published, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.version.diff.pagesRemoved).toEqual(['UNIT_LINK']);
    expect((await release()).pageList.map((p) => p.pageCode)).not.toContain('UNIT_LINK');
  });
});

describe('versions', () => {
  it('are paged, newest first, and each one can be read whole before a rollback', async () => {
    const all = (await t.call('app/weaver/listAppVersions', { appCode: 'SITE', pageNo: 1, pageSize: 100 }, { token: editor })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = (await t.call('app/weaver/listAppVersions', { appCode: 'SITE', pageNo: 2, pageSize: 2 }, { token: editor })).body.data;
    expect(second.total).toBe(all.total);
    expect(second.list.map((v: { number: number }) => v.number)).toEqual(all.list.slice(2, 4).map((v: { number: number }) => v.number));
    // Version 1 is the seeded site (decision 442); this file's first publish is version 2.
    const seeded = await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 1 }, { token: editor });
    expect(seeded.body.data.version.publishedBy).toBe(SEED_PUBLISHER);
    const first = await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 2 }, { token: editor });
    expect(pageOf(first.body.data.app, 'ABOUT').pageName).toBe('About us · 1');
  });
});
