import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishWindow, staffLogin } from './helpers.ts';
import { editorVersions } from './axe-screens.ts';

/**
 * Issue 40, the editors' half of "no raw key": the page editor's own screens — page, site and menu
 * settings, a block's settings, the publish list, the versions and the restore dialog — in zh_HK, zh_CN and
 * en, read as a person reads them. Besides translation keys (`change_changed`), a setting's or a block's
 * code name (`isEshopPage`, `appProps.onlineHomePageCode`, `richText v2`) must not show. The canvas and
 * previews are the storefront, scanned by its own tests.
 */

/** snake_case keys, i18next `ns:key`, and camelCase code names (`isEshopPage`, `onlineHomePageCode`). */
const RAW = /(?<![\w@./#-])(?:[a-z][a-z0-9]*_[A-Za-z0-9_]+|[a-z][A-Za-z]+:[a-z][A-Za-z0-9]*|[a-z]+[A-Z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*)(?![\w@/-])/g;

async function rawKeys(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((source) => {
    const re = new RegExp(source, 'g');
    const root = document.querySelector('[data-testid="editor"]') ?? document.body;
    const texts: string[] = [(root as HTMLElement).innerText];
    for (const d of Array.from(document.querySelectorAll('dialog[open]'))) texts.push((d as HTMLElement).innerText);
    for (const el of Array.from(root.querySelectorAll('[aria-label],[placeholder],[title],option'))) {
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(attr);
        if (v) texts.push(v);
      }
      if (el.tagName === 'OPTION') texts.push(el.textContent ?? '');
    }
    return texts.flatMap((t) => t.match(re) ?? []);
  }, RAW.source);
  return [...new Set(found)].map((k) => `${where}: ${k}`);
}

for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
  test(`the page editor shows no raw key in ${lang}`, { tag: '@sweep' }, async ({ browser }) => {
    test.setTimeout(480_000);
    const page = await englishWindow(browser, { viewport: { width: 1366, height: 900 } });
    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });
    await editorVersions(page.request);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });
    const found: string[] = [];
    const right = page.locator('.ed-right > .ed-tabs [role="tab"]');
    const left = page.locator('.ed-left > .ed-tabs [role="tab"]');

    // Pages list, then the online-shop home's page settings (its "site" choice).
    await left.nth(0).click();
    await page.locator('[data-page-code="ESHOP_HOME"] .ed-pages__open').click();
    await right.nth(1).click();
    await expect(page.getByTestId('page-settings')).toBeVisible();
    found.push(...(await rawKeys(page, 'page settings')));
    // Every block's settings on the online-shop home and the official home, chosen from the outline.
    for (const code of ['ESHOP_HOME', 'HOME']) {
      await left.nth(0).click();
      await page.locator(`[data-page-code="${code}"] .ed-pages__open`).click();
      await left.nth(2).click();
      const blocks = page.locator('.ed-outline__name');
      await expect(blocks.first()).toBeVisible();
      for (let i = 0; i < (await blocks.count()); i++) {
        await blocks.nth(i).click();
        await right.nth(0).click();
        await expect(page.getByTestId('block-settings')).toBeVisible();
        found.push(...(await rawKeys(page, `${code} block ${i} settings`)));
      }
    }
    // The site settings and every menu area.
    await right.nth(2).click();
    found.push(...(await rawKeys(page, 'site settings')));
    await right.nth(3).click();
    const areas = page.getByTestId('menus-settings').locator('[role="tab"]');
    for (let i = 0; i < (await areas.count()); i++) {
      await areas.nth(i).click();
      found.push(...(await rawKeys(page, `menus ${i}`)));
    }
    // The publish list, the versions and the restore dialog of the seeded version.
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-changes')).toBeVisible();
    found.push(...(await rawKeys(page, 'publish list')));
    await page.getByTestId('publish-changes').locator('.ed-dialog__head button').click();
    await page.getByTestId('versions-open').click();
    const versions = page.getByTestId('versions');
    await expect(versions.locator('[data-version]').first()).toBeVisible();
    found.push(...(await rawKeys(page, 'versions')));
    // The version before the live one: restoring it lists TERMS.
    await versions.locator('[data-version]').nth(1).locator('button').last().click();
    await expect(page.getByTestId('restore-units').locator('[data-unit="page:TERMS"]')).toBeVisible();
    found.push(...(await rawKeys(page, 'restore')));
    const closeDialogs = async () => {
      while (await page.locator('dialog[open]').count()) {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(100);
      }
    };
    // Issue 40: every editor dialog — a version's view, the media library, a new page, the check's answer.
    await closeDialogs();
    await page.getByTestId('versions-open').click();
    await versions.getByTestId('version-view-open').first().click();
    await expect(page.getByTestId('version-view')).toBeVisible();
    found.push(...(await rawKeys(page, 'version view')));
    await closeDialogs();
    await page
      .locator('.ed-top')
      .getByRole('button', { name: /media|媒體|媒体/i })
      .click();
    await expect(page.getByTestId('media-library')).toBeVisible();
    found.push(...(await rawKeys(page, 'media library')));
    await closeDialogs();
    await left.nth(0).click();
    await page.locator('.ed-pages .ed-row button').click();
    await expect(page.getByTestId('new-page')).toBeVisible();
    found.push(...(await rawKeys(page, 'new page')));
    await closeDialogs();
    await page.getByTestId('check').click();
    // The canvas's carousel fetches its next picture every few seconds: wait for the check, not for silence.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await rawKeys(page, 'check')));
    // The blocks palette: every block's name.
    await closeDialogs();
    await left.nth(1).click();
    found.push(...(await rawKeys(page, 'palette')));
    expect(found).toEqual([]);
    await page.context().close();
  });
}
