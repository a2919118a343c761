import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBlocks,
  draftOfAppFull,
  findPublishProblems,
  placesLinkingTo,
  renderablePage,
  walkApp,
  ordinaryPage,
  type AppFull,
  type AppDraftLike,
  type Page,
  type RawBlock,
} from '@shop/contract';
import { appWithTwoEditors, EDITOR_APP as APP, readSite } from '../../../test/editor-fixture.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import type { tokensByRole } from '../../../test/staff-login.ts';
import { sanitizeBody } from '../../lib/sanitize-body.ts';

let t: TestApp, tokens: Awaited<ReturnType<typeof tokensByRole>>, editor: string, editor2: string;
// A second editor, to show whose save came first.
beforeAll(async () => void ({ t, tokens, editor, editor2 } = await appWithTwoEditors('page.editor2', 'Editor · Lam Ka Yan')));
afterAll(() => t.close());

type Draft = AppFull & { draft: { revision: number; savedBy: string | null; releasedVersion: number | null; releasedRevision: number | null } };

const getDraft = (token = editor) => readSite<Draft>(t, 'draft', token);
const getRelease = () => readSite(t, 'release');
const bodyOf = (d: Draft, pageList: Page[] = d.pageList, base = d.draft.revision) => ({
  appCode: 'SITE',
  baseRevision: base,
  appProps: d.appInfo.appProps,
  menus: d.appInfo.menus,
  pageList,
});
async function save(d: Draft, pageList: Page[], token = editor) {
  return t.call('app/weaver/saveAppDraft', bodyOf(d, pageList), { token, lang: 'en' });
}
let seq = 0;
const block = (type: string, props: Record<string, unknown>, version = 1): RawBlock => ({ id: `t${++seq}`, type, version, props });
const page = (pageCode: string, blocks: RawBlock[], title = { zh_HK: '新頁面', zh_CN: '新页面', en: 'New page' }): Page =>
  ordinaryPage(pageCode, title, blocks);

describe('the seeded site', () => {
  it('passes the strict block check and the publish gate, so the editor can save and publish it as it is', async () => {
    const d = await getDraft();
    for (const p of d.pageList) expect(checkBlocks(p.blocks), p.pageCode).toBeNull();
    const problems = findPublishProblems(draftOfAppFull(d), () => true);
    expect(problems).toEqual([]);
    // The whole draft is sent on every save: it must stay well inside the request body limit.
    const size = Buffer.byteLength(JSON.stringify(bodyOf(d)));
    console.log(`seeded draft: ${size} bytes`);
    expect(size).toBeLessThan(BODY_LIMIT_BYTES / 4);
  });
});

describe('every editor call × every role', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['app/weaver/getAppFull', { ...APP, status: 'draft' }],
    ['app/weaver/saveAppDraft', { appCode: 'SITE', baseRevision: 0 }],
    ['app/weaver/publishApp', { appCode: 'SITE', revision: 0 }],
    ['app/weaver/checkAppDraft', { appCode: 'SITE' }],
    ['app/weaver/listAppVersions', { appCode: 'SITE' }],
    ['app/weaver/getAppVersion', { appCode: 'SITE', number: 999 }],
    ['app/weaver/restoreAppVersion', { appCode: 'SITE', number: 999, baseRevision: 0 }],
    ['app/weaver/draftSimplifiedFromTraditional', { appCode: 'SITE', pageCode: 'NOPE', baseRevision: 0 }],
    ['app/media/list', {}],
    ['app/media/delete', { key: 'no/such-image.png' }],
    ['app/media/upload', {}],
  ];
  for (const [path, body] of calls) {
    it(`${path}: 401 anonymous and member, 403 staff roles 2–4, allowed for role 5`, async () => {
      expect((await t.call(path, body)).status).toBe(401);
      expect((await t.call(path, body, { token: tokens[1] })).status).toBe(401);
      for (const role of [2, 3, 4] as const) expect((await t.call(path, body, { token: tokens[role] })).status, `role ${role}`).toBe(403);
      const allowed = await t.call(path, body, { token: editor });
      expect([401, 403]).not.toContain(allowed.status);
    });
  }
  it('the release stays public', async () => {
    expect((await t.call('app/weaver/getAppFull', { ...APP, status: 'release' })).status).toBe(200);
  });
});

describe('drafts, releases and versions', () => {
  it('a save changes the draft only; the release never shows it until a publish', async () => {
    const d = await getDraft();
    const before = await getRelease();
    const pageList = [
      ...d.pageList.map((p) => (p.pageCode === 'ABOUT' ? { ...p, pageName: 'About (draft)' } : p)),
      page('DRAFT_ONLY', [block('richText', { html: { zh_HK: '<p>草稿</p>', zh_CN: '<p>草稿</p>', en: '<p>Draft</p>' } })]),
    ];
    const saved = await save(d, pageList);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.revision).toBe(d.draft.revision + 1);
    expect(saved.body.data.savedBy).toBe('Editor · Yip Sau Man');

    const release = await getRelease();
    expect(release).toEqual(before);
    expect(JSON.stringify(release)).not.toContain('DRAFT_ONLY');
    expect(JSON.stringify(release)).not.toContain('About (draft)');
    const draft = await getDraft();
    expect(draft.pageList.map((p) => p.pageCode)).toContain('DRAFT_ONLY');
    expect(draft.pageList.find((p) => p.pageCode === 'ABOUT')!.pageName).toBe('About (draft)');

    const published = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: draft.draft.revision }, { token: editor });
    expect(published.status).toBe(200);
    expect(published.body.data.published, JSON.stringify(published.body)).toBe(true);
    const v = published.body.data.version;
    expect(v.publishedBy).toBe('Editor · Yip Sau Man');
    expect(v.diff.pagesAdded).toEqual(['DRAFT_ONLY']);
    expect(v.diff.pagesChanged).toEqual([expect.objectContaining({ pageCode: 'ABOUT', propsChanged: true })]);
    const after = await getRelease();
    expect(after.pageList.map((p) => p.pageCode)).toContain('DRAFT_ONLY');
    expect(after.pageList.find((p) => p.pageCode === 'ABOUT')!.pageName).toBe('About (draft)');
    expect((await getDraft()).draft).toMatchObject({ releasedVersion: v.number, releasedRevision: draft.draft.revision });
  });

  it('a save on an outdated revision is refused with 409 naming who saved last and when, in three languages', async () => {
    const d = await getDraft();
    const first = await save(d, d.pageList, editor2);
    expect(first.status).toBe(200);
    const stale = await save(d, d.pageList.slice(0, -1));
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe(70004);
    expect(stale.body.errorMessage).toMatch(/^Editor · Lam Ka Yan saved a newer draft at \d{4}-\d\d-\d\d \d\d:\d\d HKT \(revision \d+\)/);
    for (const lang of ['zh-HK', 'zh-CN']) {
      const again = await t.call('app/weaver/saveAppDraft', bodyOf(d), { token: editor, lang });
      expect(again.status).toBe(409);
      expect(again.body.errorMessage).toContain('Editor · Lam Ka Yan');
      expect(again.body.errorMessage).toMatch(/[已于於]/);
    }
    // The refused save changed nothing.
    expect((await getDraft()).pageList.length).toBe(d.pageList.length);
    // Publishing an outdated revision is refused the same way.
    expect((await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editor })).status).toBe(409);
  });

  it('refuses a block whose settings fail its schema with 400 naming page, block and field, storing nothing', async () => {
    const d = await getDraft();
    const bad = block('button', { fontSize: 500 }, 2);
    const res = await save(d, [...d.pageList, page('BROKEN', [bad])]);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(70005);
    expect(res.body.errorMessage).toBe(`Page BROKEN, block ${bad.id} (button): invalid setting props.fontSize`);
    const nested = block('componentTab', { tabs: [{ tabName: { zh_HK: 'a', zh_CN: 'a', en: 'a' }, blocks: [block('placeholder', { height: 'tall' })] }] });
    const res2 = await save(d, [...d.pageList, page('BROKEN', [nested])]);
    expect(res2.status).toBe(400);
    expect(res2.body.errorMessage).toMatch(/block t\d+ \(placeholder\): invalid setting props.height/);
    expect((await save(d, [...d.pageList, page('BROKEN', [block('noSuchBlock', {})])])).body.errorMessage).toContain('invalid setting type');
    const dup = await save(d, [...d.pageList, page('ABOUT', [])]);
    expect(dup.status).toBe(400);
    expect(dup.body.errorMessage).toBe('Duplicate page code: ABOUT');
    expect((await getDraft()).draft.revision).toBe(d.draft.revision);
  });

  it('the publish gate refuses with one line per problem: missing page, missing image, empty text', async () => {
    const d = await getDraft();
    const button = block('button', { toPageData: { kind: 'page', pageCode: 'NO_SUCH_PAGE' } }, 2);
    const image = block('image', { image: '/media/upload/missing.png' });
    const text = block('richText', { html: { zh_HK: '<p>只有中文</p>', zh_CN: '<p>只有中文</p>', en: '' } });
    const menus = {
      ...d.appInfo.menus,
      header: [
        ...d.appInfo.menus.header.slice(0, 9),
        { title: { zh_HK: '壞連結', zh_CN: '坏链接', en: 'Broken' }, link: { kind: 'path', path: '/wv/GONE' }, children: [], special: 'none' },
      ],
    };
    const saved = await t.call(
      'app/weaver/saveAppDraft',
      { ...bodyOf(d, [...d.pageList, page('GATE', [button, image, text], { zh_HK: '閘', zh_CN: '', en: 'Gate' })]), menus },
      { token: editor, lang: 'en' },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const release = await getRelease();
    const res = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: saved.body.data.revision }, { token: editor, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data.published).toBe(false);
    const lines = res.body.data.problems.map((p: { message: string }) => p.message);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Page GATE, block ${button.id} (button), toPageData: links to page NO_SUCH_PAGE, which does not exist`,
        `Page GATE, block ${image.id} (image), image: image /media/upload/missing.png is missing`,
        `Page GATE, block ${text.id} (richText), html: the English text is empty`,
        'Page GATE, pageProps.title: the Simplified Chinese text is empty',
        'Site settings and menus, menus.header.9.link: links to page GONE, which does not exist',
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(res.body.data.problems.find((p: { blockId: string | null }) => p.blockId === button.id)).toMatchObject({
      kind: 'link',
      pageCode: 'GATE',
      blockId: button.id,
      blockType: 'button',
      field: 'toPageData',
      target: 'NO_SUCH_PAGE',
      lang: null,
    });
    const zh = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: saved.body.data.revision }, { token: editor, lang: 'zh-HK' });
    const checked = await t.call('app/weaver/checkAppDraft', { appCode: 'SITE' }, { token: editor, lang: 'en' });
    expect(checked.body.data.revision).toBe(saved.body.data.revision);
    expect(checked.body.data.problems).toEqual(res.body.data.problems);
    expect(zh.body.data.problems.map((p: { message: string }) => p.message)).toContain(
      `頁面 GATE，組件 ${button.id} (button)，toPageData：連結指向不存在的頁面 NO_SUCH_PAGE`,
    );
    // Nothing was published.
    expect(await getRelease()).toEqual(release);

    // The editor's walk lists the places linking to a page before it is deleted.
    const draft = draftOfAppFull(await getDraft()) as AppDraftLike;
    expect(placesLinkingTo(draft, 'NO_SUCH_PAGE').map((l) => l.blockId)).toEqual([button.id]);
    expect(walkApp(draft).images.some((i) => i.src === '/media/upload/missing.png')).toBe(true);

    // Put the draft back as it was, for the tests after this one.
    const back = await getDraft();
    expect((await t.call('app/weaver/saveAppDraft', bodyOf(d, d.pageList, back.draft.revision), { token: editor })).status).toBe(200);
  });

  it('lists versions with their diff, shows one, and restores (rollback) an older one as a new version', async () => {
    let d = await getDraft();
    // The draft is as released: a publish would change nothing and is refused (issue 27), no empty version.
    const noop = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editor, lang: 'en' });
    expect(noop.status).toBe(409);
    expect(noop.body.errorCode).toBe(70040);
    const first = (await t.call('app/weaver/listAppVersions', { appCode: 'SITE' }, { token: editor })).body.data.current as number;

    d = await getDraft();
    const terms = d.pageList.find((p) => p.pageCode === 'TERMS')!;
    const added = block('placeholder', { height: 40 });
    const changed = d.pageList
      .map((p) => (p.pageCode === 'TERMS' ? { ...p, blocks: [...p.blocks.slice(1), added] } : p))
      .filter((p) => p.pageCode !== 'DRAFT_ONLY');
    expect((await save(d, changed)).status).toBe(200);
    d = await getDraft();
    const v2 = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editor2 });
    expect(v2.body.data.published).toBe(true);
    expect(v2.body.data.version.number).toBe(first + 1);
    expect(v2.body.data.version.diff).toMatchObject({
      pagesAdded: [],
      pagesRemoved: ['DRAFT_ONLY'],
      pagesChanged: [
        {
          pageCode: 'TERMS',
          propsChanged: false,
          blocksAdded: [{ id: added.id, type: 'placeholder' }],
          blocksRemoved: [{ id: terms.blocks[0]!.id, type: terms.blocks[0]!.type }],
          blocksChanged: [],
        },
      ],
    });
    expect((await getRelease()).pageList.map((p) => p.pageCode)).not.toContain('DRAFT_ONLY');

    const list = await t.call('app/weaver/listAppVersions', { appCode: 'SITE' }, { token: editor });
    expect(list.status).toBe(200);
    expect(list.body.data.current).toBe(first + 1);
    expect(list.body.data.list[0]).toMatchObject({ number: first + 1, publishedBy: 'Editor · Lam Ka Yan', restoredFrom: null });
    expect(list.body.data.list.map((v: { number: number }) => v.number)).toEqual([...Array(first + 1).keys()].map((i) => first + 1 - i));

    const one = await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: first }, { token: editor });
    expect(one.status).toBe(200);
    expect(one.body.data.app.pageList.map((p: Page) => p.pageCode)).toContain('DRAFT_ONLY');
    expect((await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 999 }, { token: editor })).status).toBe(404);

    // Restore needs the current revision too.
    d = await getDraft();
    expect(
      (await t.call('app/weaver/restoreAppVersion', { appCode: 'SITE', number: first, baseRevision: d.draft.revision - 1 }, { token: editor })).status,
    ).toBe(409);
    const restored = await t.call('app/weaver/restoreAppVersion', { appCode: 'SITE', number: first, baseRevision: d.draft.revision }, { token: editor });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.version).toMatchObject({ number: first + 2, restoredFrom: first });
    expect(restored.body.data.draft.revision).toBe(d.draft.revision + 1);
    const release = await getRelease();
    // Visitors get the restored version's pages upgraded and whole (renderablePage, decision 160).
    expect(release.pageList).toEqual(one.body.data.app.pageList.map((p: Page) => renderablePage(p, sanitizeBody)));
    expect((await getDraft()).pageList).toEqual(one.body.data.app.pageList);

    // Draft only: the release stays.
    d = await getDraft();
    const draftOnly = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: first + 1, baseRevision: d.draft.revision, publish: false },
      { token: editor },
    );
    expect(draftOnly.body.data).toMatchObject({ version: null, problems: [] });
    expect((await getDraft()).pageList.map((p) => p.pageCode)).not.toContain('DRAFT_ONLY');
    expect((await getRelease()).pageList.map((p) => p.pageCode)).toContain('DRAFT_ONLY');
  });

  it('drafts zh_CN from zh_HK by Traditional→Simplified conversion', async () => {
    const d = await getDraft();
    const rich = block('richText', { html: { zh_HK: '<p>翡翠手鐲與黃金項鏈</p>', zh_CN: '', en: '<p>Jade bangles</p>' } });
    const tabs = block('componentTab', {
      tabs: [
        { tabName: { zh_HK: '門市', zh_CN: '', en: 'Shops' }, blocks: [block('button', { text: { zh_HK: '歡迎光臨', zh_CN: '保留', en: 'Welcome' } }, 2)] },
      ],
    });
    expect((await save(d, [...d.pageList, page('CONVERT', [rich, tabs], { zh_HK: '關於我們', zh_CN: '', en: 'About us' })])).status).toBe(200);
    const cur = await getDraft();
    const onlyEmpty = await t.call(
      'app/weaver/draftSimplifiedFromTraditional',
      { appCode: 'SITE', pageCode: 'CONVERT', baseRevision: cur.draft.revision, onlyEmpty: true },
      { token: editor },
    );
    expect(onlyEmpty.status, JSON.stringify(onlyEmpty.body)).toBe(200);
    const p = onlyEmpty.body.data.page as Page;
    expect(p.pageProps.title.zh_CN).toBe('关于我们');
    expect((p.blocks[0]!.props.html as { zh_CN: string }).zh_CN).toBe('<p>翡翠手镯与黄金项链</p>');
    const tab = (p.blocks[1]!.props.tabs as Array<{ tabName: { zh_CN: string }; blocks: RawBlock[] }>)[0]!;
    expect(tab.tabName.zh_CN).toBe('门市');
    expect((tab.blocks[0]!.props.text as { zh_CN: string }).zh_CN).toBe('保留');
    expect(onlyEmpty.body.data.converted).toBe(3);
    const all = await t.call(
      'app/weaver/draftSimplifiedFromTraditional',
      { appCode: 'SITE', pageCode: 'CONVERT', baseRevision: onlyEmpty.body.data.draft.revision },
      { token: editor },
    );
    const nestedButton = (all.body.data.page.blocks[1].props.tabs[0].blocks[0] as RawBlock).props.text as { zh_CN: string };
    expect(nestedButton.zh_CN).toBe('欢迎光临');
    expect((await getDraft()).pageList.find((x) => x.pageCode === 'CONVERT')!.pageProps.title.zh_CN).toBe('关于我们');
    expect(
      (
        await t.call(
          'app/weaver/draftSimplifiedFromTraditional',
          { appCode: 'SITE', pageCode: 'NOPE', baseRevision: all.body.data.draft.revision },
          { token: editor },
        )
      ).status,
    ).toBe(404);
  });

  it('a rollback to a version whose image has since gone restores the draft but is not published', async () => {
    await t.database.query(
      `insert into media (key, content_type, svg) values ('upload/rollback-test.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>')`,
    );
    let d = await getDraft();
    const pic = block('image', { image: '/media/upload/rollback-test.svg' });
    const withPic = d.pageList.filter((p) => p.pageCode !== 'CONVERT').map((p) => (p.pageCode === 'TERMS' ? { ...p, blocks: [...p.blocks, pic] } : p));
    expect((await save(d, withPic)).status).toBe(200);
    d = await getDraft();
    const va = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editor });
    expect(va.body.data.published, JSON.stringify(va.body)).toBe(true);
    expect(
      (
        await save(
          d,
          withPic.map((p) => (p.pageCode === 'TERMS' ? { ...p, blocks: p.blocks.filter((b) => b.id !== pic.id) } : p)),
        )
      ).status,
    ).toBe(200);
    d = await getDraft();
    expect((await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editor })).body.data.published).toBe(true);
    await t.database.query(`delete from media where key = 'upload/rollback-test.svg'`);
    const release = await getRelease();

    const res = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: va.body.data.version.number, baseRevision: d.draft.revision },
      { token: editor, lang: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBeNull();
    expect(res.body.data.problems.map((p: { message: string }) => p.message)).toEqual([
      `Page TERMS, block ${pic.id} (image), image: image /media/upload/rollback-test.svg is missing`,
    ]);
    expect(res.body.data.draft.revision).toBe(d.draft.revision + 1);
    expect((await getDraft()).pageList.find((p) => p.pageCode === 'TERMS')!.blocks.map((b) => b.id)).toContain(pic.id);
    expect(await getRelease()).toEqual(release);
  });
});
