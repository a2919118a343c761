import { describe, expect, it } from 'vitest';
import { getArticleListByIds, getAppFull, getPointsGoodsPage, publishApp, saveAppDraft, type AppFull, type RawBlock } from '@shop/contract';
import { testAppPerFile } from './back-office-fixture.ts';
import { tokensByRole } from './staff-login.ts';

/**
 * Editor-written HTML reaches visitors inert (decision 160): the storefront draws it as it comes, so the
 * server's answers carry no script, handler or script link, whatever was stored (old rows and seeds
 * included) or saved.
 */
const HOSTILE =
  '<p onclick="steal()">Hi<img src="/x.png" onerror="steal()"></p><script>steal()</script><a href="javascript:steal()">x</a><iframe src="/"></iframe>';
const hostileText = { zh_HK: HOSTILE, zh_CN: HOSTILE, en: HOSTILE };
/** As stored by an old row or a seed, written straight into the table (no quote in it needs escaping but ours). */
const jsonLiteral = JSON.stringify(hostileText).replaceAll("'", "''");

function expectInert(html: string) {
  expect(html).toContain('Hi');
  expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
}

const t = testAppPerFile();

describe('HTML in answers is inert', () => {
  it('an article body stored with a script is answered without it', async () => {
    await t.database.query(`update articles set detail = '${jsonLiteral}'::jsonb where id = 1`);
    const res = await t.call(getArticleListByIds, { merchantCode: 'DEMO', articleIds: [1] });
    expect(res.status).toBe(200);
    for (const field of ['detailTraditional', 'detailSimple', 'detailEng'] as const) expectInert(res.body.data[0][field]);
  });

  it("a club goods' detail stored with a script is answered without it", async () => {
    await t.database.query(`update points_spus set detail = '${jsonLiteral}'::jsonb`);
    const res = await t.call(getPointsGoodsPage, { merchantCode: 'DEMO', pageNo: 1, pageSize: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    for (const item of res.body.data.items) expectInert(item.detailEng);
  });

  it('a rich-text block saved and published with a script reaches visitors without it, nested ones too', async () => {
    const editor = (await tokensByRole(t))[5]!;
    const app = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' };
    const draft = (await t.call(getAppFull, { ...app, status: 'draft' }, { token: editor })).body.data as AppFull & { draft: { revision: number } };
    const rich = (id: string): RawBlock => ({ id, type: 'richText', version: 2, props: { html: hostileText } });
    const tabs: RawBlock = {
      id: 'inert-tabs',
      type: 'componentTab',
      version: 1,
      props: { tabs: [{ tabName: { zh_HK: '甲', zh_CN: '甲', en: 'A' }, blocks: [rich('inert-nested')] }] },
    };
    const home = draft.pageList.find((p) => p.pageCode === 'ABOUT')!;
    const pageList = draft.pageList.map((p) => (p === home ? { ...p, blocks: [rich('inert-top'), tabs, ...p.blocks] } : p));
    const saved = await t.call(
      saveAppDraft,
      { appCode: 'SITE', baseRevision: draft.draft.revision, appProps: draft.appInfo.appProps, menus: draft.appInfo.menus, pageList },
      { token: editor },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await t.call(publishApp, { appCode: 'SITE', revision: saved.body.data.revision }, { token: editor });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const release = (await t.call(getAppFull, { ...app, status: 'release' })).body.data as AppFull;
    const blocks = release.pageList.find((p) => p.pageCode === 'ABOUT')!.blocks;
    const top = blocks.find((b) => b.id === 'inert-top')!;
    expectInert((top.props.html as Record<string, string>).en!);
    const nested = (blocks.find((b) => b.id === 'inert-tabs')!.props.tabs as { blocks: RawBlock[] }[])[0]!.blocks[0]!;
    expectInert((nested.props.html as Record<string, string>).zh_HK!);
  });
});
