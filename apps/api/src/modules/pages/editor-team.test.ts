import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PUBLISHER, type AppFull, type DraftUnitState, type Page, type RestoreUnit } from '@shop/contract';
import { appWithTwoEditors, readSite } from '../../../test/editor-fixture.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { tokensByRole } from '../../../test/staff-login.ts';

/**
 * Editing as a team (issue 40): the seeded site is version 1; a restore puts chosen units back into the
 * draft and never drops another editor's unpublished unit (kept, or refused naming who and which page);
 * the publish list marks the caller's own units; publishes, partial publishes and restores are audited.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp, tokens: Awaited<ReturnType<typeof tokensByRole>>, editorA: string, editorB: string;
// A second editor, to show whose save came first.
beforeAll(async () => void ({ t, tokens, editor: editorA, editor2: editorB } = await appWithTwoEditors('page.editor.b', 'Editor · Chan Siu Ming')));
afterAll(() => t.close());

type Draft = AppFull & { draft: { revision: number; releasedVersion: number | null; releasedRevision: number | null; units: DraftUnitState[] } };
const getDraft = (token = editorA) => readSite<Draft>(t, 'draft', token);
const release = () => readSite(t, 'release');
const versionOf = (d: Draft, unit: string) => d.draft.units.find((u) => u.unit === unit)?.version ?? null;
const pageOf = (d: { pageList: Page[] }, code: string) => d.pageList.find((p) => p.pageCode === code)!;
async function renamePage(code: string, name: string, token: string) {
  const d = await getDraft(token);
  const res = await t.call(
    'app/weaver/saveDraftUnit',
    { appCode: 'SITE', kind: 'page', pageCode: code, baseVersion: versionOf(d, `page:${code}`), page: { ...pageOf(d, code), pageName: name } },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const changes = async (token: string) =>
  (await t.call('app/weaver/listDraftChanges', { appCode: 'SITE' }, { token })).body.data.changes as Array<{ unit: string; mine: boolean; savedBy: string }>;
const plan = async (number: number, token: string): Promise<RestoreUnit[]> => {
  const res = await t.call('app/weaver/planRestoreVersion', { appCode: 'SITE', number }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.units;
};
const auditRows = async () =>
  (await t.call('app/backOffice/audit/list', { pageNo: 1, pageSize: 50, entity: 'sitePages' }, { token: tokens[6] })).body.data.list as Array<{
    action: string;
    staffUsername: string;
    label: { en: string };
    changes: Record<string, { before: unknown; after: { en?: string } | number | null }>;
  }>;

describe('the seeded site', () => {
  it('is version 1, published by the seed, with nothing unpublished', async () => {
    const list = await t.call('app/weaver/listAppVersions', { appCode: 'SITE' }, { token: editorA });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ current: 1, total: 1, list: [{ number: 1, publishedBy: SEED_PUBLISHER, restoredFrom: null }] });
    const d = await getDraft();
    expect(d.draft.releasedVersion).toBe(1);
    expect(d.draft.releasedRevision).toBe(d.draft.revision);
    expect(await changes(editorA)).toEqual([]);
    const v1 = await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 1 }, { token: editorA });
    expect(v1.body.data.app.pageList.map((p: Page) => p.pageCode)).toEqual((await release()).pageList.map((p) => p.pageCode));
  });

  it('the first publish (version 2) can be undone by restoring version 1', async () => {
    await renamePage('TERMS', 'Terms · first publish', editorA);
    const d = await getDraft();
    const pub = await t.call(
      'app/weaver/publishDraftUnits',
      { appCode: 'SITE', units: [{ unit: 'page:TERMS', version: versionOf(d, 'page:TERMS') }] },
      { token: editorA },
    );
    expect(pub.body.data).toMatchObject({ published: true, version: { number: 2 } });
    expect(pageOf(await release(), 'TERMS').pageName).toBe('Terms · first publish');

    const units = await plan(1, editorA);
    expect(units).toEqual([expect.objectContaining({ unit: 'page:TERMS', draft: 'changed', changesLive: true, othersWork: false, mineUnpublished: false })]);
    const undo = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: 1, units: units.map((u) => ({ unit: u.unit, version: u.version })) },
      { token: editorA },
    );
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.data).toMatchObject({ version: { number: 3, restoredFrom: 1 }, restored: ['page:TERMS'], kept: [] });
    const v1 = (await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 1 }, { token: editorA })).body.data.app;
    expect(pageOf(await release(), 'TERMS').pageName).toBe(pageOf(v1, 'TERMS').pageName);
    expect(pageOf(await getDraft(), 'TERMS').pageName).toBe(pageOf(v1, 'TERMS').pageName);
    expect(await changes(editorA)).toEqual([]);
  });
});

describe('two editors', () => {
  it("B's restore of ABOUT keeps A's unpublished online-shop home; naming it is refused with who and which page", async () => {
    // A works on the online-shop home and does not publish; B changes ABOUT and publishes it alone.
    await renamePage('ESHOP_HOME', 'Online home · A half done', editorA);
    await renamePage('ABOUT', 'About · B live', editorB);
    let d = await getDraft(editorB);
    const published = await t.call(
      'app/weaver/publishDraftUnits',
      { appCode: 'SITE', units: [{ unit: 'page:ABOUT', version: versionOf(d, 'page:ABOUT') }] },
      { token: editorB },
    );
    expect(published.body.data.published).toBe(true);

    // The publish list: each editor's own unit is marked as theirs, the other's is not.
    expect((await changes(editorA)).map((c) => [c.unit, c.mine])).toEqual([['page:ESHOP_HOME', true]]);
    expect((await changes(editorB)).map((c) => [c.unit, c.mine, c.savedBy])).toEqual([['page:ESHOP_HOME', false, 'page.editor']]);

    // B plans to restore version 1: ABOUT goes back; A's unpublished home is kept, with who and when.
    const units = await plan(1, editorB);
    expect(units.find((u) => u.unit === 'page:ABOUT')).toMatchObject({ draft: 'changed', changesLive: true, othersWork: false });
    expect(units.find((u) => u.unit === 'page:ESHOP_HOME')).toMatchObject({ draft: 'changed', changesLive: false, othersWork: true, savedBy: 'page.editor' });

    const refused = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: 1, units: units.map((u) => ({ unit: u.unit, version: u.version })) },
      { token: editorB, lang: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(70900);
    expect(refused.body.errorMessage).toContain('page ESHOP_HOME');
    expect(refused.body.errorMessage).toContain('page.editor');
    expect(pageOf(await getDraft(), 'ABOUT').pageName).toBe('About · B live'); // nothing written

    const about = units.find((u) => u.unit === 'page:ABOUT')!;
    const restored = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: 1, units: [{ unit: about.unit, version: about.version }] },
      { token: editorB },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.restored).toEqual(['page:ABOUT']);
    const v1 = (await t.call('app/weaver/getAppVersion', { appCode: 'SITE', number: 1 }, { token: editorB })).body.data.app;
    d = await getDraft();
    expect(pageOf(d, 'ABOUT').pageName).toBe(pageOf(v1, 'ABOUT').pageName);
    expect(pageOf(d, 'ESHOP_HOME').pageName).toBe('Online home · A half done');
    const live = await release();
    expect(pageOf(live, 'ABOUT').pageName).toBe(pageOf(v1, 'ABOUT').pageName);
    // A's work stays in the draft only: the restore published ABOUT alone.
    expect(pageOf(live, 'ESHOP_HOME').pageName).toBe(pageOf(v1, 'ESHOP_HOME').pageName);
    expect(await changes(editorA)).toEqual([expect.objectContaining({ unit: 'page:ESHOP_HOME', mine: true })]);
  });

  it('a restore without a choice keeps and lists the other editor’s unit; a stale unit version is refused', async () => {
    const d = await getDraft(editorB);
    const res = await t.call(
      'app/weaver/restoreAppVersion',
      { appCode: 'SITE', number: 2, baseRevision: d.draft.revision, publish: false },
      { token: editorB },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.kept.map((u: RestoreUnit) => u.unit)).toEqual(['page:ESHOP_HOME']);
    expect(res.body.data.restored).toContain('page:TERMS');
    expect(res.body.data.version).toBeNull();
    expect(pageOf(await getDraft(), 'ESHOP_HOME').pageName).toBe('Online home · A half done');
    expect(pageOf(await getDraft(), 'TERMS').pageName).toBe('Terms · first publish');

    const stale = await t.call('app/weaver/restoreAppVersion', { appCode: 'SITE', number: 1, units: [{ unit: 'page:TERMS', version: 1 }] }, { token: editorB });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe(80050);
    const none = await t.call('app/weaver/restoreAppVersion', { appCode: 'SITE', number: 1, units: [] }, { token: editorB });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe(70901);
  });

  it('planRestoreVersion is for editors only, and 404 for an unknown version', async () => {
    const body = { appCode: 'SITE', number: 1 };
    expect((await t.call('app/weaver/planRestoreVersion', body)).status).toBe(401);
    for (const role of [2, 3, 4, 6] as const) expect((await t.call('app/weaver/planRestoreVersion', body, { token: tokens[role] })).status).toBe(403);
    expect((await t.call('app/weaver/planRestoreVersion', { appCode: 'SITE', number: 999 }, { token: editorA })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('names every publish, partial publish and restore with the units and the versions', async () => {
    // A whole publish, after a partial one: publish everything left.
    const d = await getDraft();
    const whole = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: d.draft.revision }, { token: editorA });
    expect(whole.body.data.published, JSON.stringify(whole.body)).toBe(true);
    const rows = await auditRows();
    const byAction = (a: string) => rows.filter((r) => r.action === a);
    expect(byAction('publish')[0]).toMatchObject({
      staffUsername: 'page.editor',
      label: { en: `site version ${whole.body.data.version.number}` },
      changes: { version: { before: whole.body.data.version.number - 1, after: whole.body.data.version.number } },
    });
    expect((byAction('publish')[0]!.changes.units!.after as { en: string }).en).toContain('page ESHOP_HOME');
    // The first publish sent everything unpublished (TERMS alone); B's publish of ABOUT left A's page behind.
    expect(byAction('publish').map((r) => (r.changes.units!.after as { en: string }).en)).toContain('page TERMS Terms · first publish');
    expect(byAction('publishPart').map((r) => [r.staffUsername, (r.changes.units!.after as { en: string }).en])).toEqual([
      ['page.editor.b', 'page ABOUT About · B live'],
    ]);
    const restores = byAction('restore');
    // Newest first: the draft-only restore of version 2 (kept A's page), the restore of ABOUT, the undo of the first publish.
    expect(restores.map((r) => [r.staffUsername, r.changes.restoredFrom!.after, r.changes.version?.after ?? null])).toEqual([
      ['page.editor.b', 2, null],
      ['page.editor.b', 1, 5],
      ['page.editor', 1, 3],
    ]);
    expect((restores[0]!.changes.kept!.after as { en: string }).en).toContain('page ESHOP_HOME');
  });
});
