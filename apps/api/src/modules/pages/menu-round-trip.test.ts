import { describe, expect, it } from 'vitest';
import type { Field } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { staffToken } from '../../../test/staff-login.ts';
// The editor's own descriptions of the menus (a plain module of the web app): what its controls read.
import { menuFields, type MenuArea } from '../../../../web/src/features/editor/site-fields.ts';

/*
 * Issue 27: saving any menu dropped `jewelleryParamId`, `jewelleryParamSelectionId`, `jewelleryParamType`
 * and `categoryId` from every menu item. Every seeded menu read through the editor's controls, and every
 * seeded page, saved unchanged, comes back the same.
 */
const t = testAppPerFile();
const APP = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' };

describe('the seeded site through the editor, saved unchanged', () => {
  it('keeps every menu item field and every page', async () => {
    const editor = await staffToken(t, 5);
    const read = async () => (await t.call('app/weaver/getAppFull', { ...APP, status: 'draft' }, { token: editor })).body.data;
    const before = await read();
    const menus = before.appInfo.menus as Record<MenuArea, unknown>;
    // The seeded header links to jewellery filters: the case that broke.
    expect(JSON.stringify(menus.header)).toContain('jewelleryParamId');

    const throughEditor = Object.fromEntries(
      Object.entries(menus).map(([area, value]) => [area, (menuFields[area as MenuArea] as Field<unknown> | undefined)?.parse(value) ?? value]),
    );
    // Nothing stored is lost or changed (a control may add a setting's default where none was stored).
    for (const area of Object.keys(menuFields)) expect(throughEditor[area], area).toMatchObject(menus[area as MenuArea] as object);

    const saved = await t.call(
      'app/weaver/saveAppDraft',
      { appCode: 'SITE', baseRevision: before.draft.revision, appProps: before.appInfo.appProps, menus: throughEditor, pageList: before.pageList },
      { token: editor, lang: 'en' },
    );
    expect(saved.status, JSON.stringify(saved.body).slice(0, 400)).toBe(200);
    const after = await read();
    expect(after.appInfo.menus).toMatchObject(before.appInfo.menus);
    expect(JSON.stringify(after.appInfo.menus.header)).toContain('jewelleryParamSelectionId');
    expect(after.pageList).toEqual(before.pageList);
  });
});
