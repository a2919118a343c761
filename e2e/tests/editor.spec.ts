import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { createEditorPage, englishUnlessChosen, goToProblem, staffLogin } from './helpers.ts';

/** The page editor, used as an editor would (in English), and what visitors then see. */
test.beforeEach(({ page }) => englishUnlessChosen(page));

/** A visitor in a browser of their own reads the released page in one language. */
async function visitorSees(browser: Browser, code: string, lang: 'zh_HK' | 'zh_CN' | 'en', text: string) {
  const ctx = await browser.newContext();
  try {
    const vp = await ctx.newPage();
    await vp.addInitScript((l) => localStorage.setItem('lang', l), lang);
    // Published releases reach every process within a second; a reload covers the short page-head cache.
    await expect(async () => {
      await vp.goto(`/wv/${code}`);
      await expect(vp.locator('.blk-richtext')).toContainText(text, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await ctx.close();
  }
}

/** Publishes every change the publish list shows (issue 27: publish lists what goes out first). */
async function publishAll(page: Page) {
  await page.getByTestId('publish').click();
  await page.getByTestId('publish-changes').getByTestId('publish-selected').click();
}

const settings = (page: Page) => page.getByTestId('block-settings');
const richText = (page: Page, lang: '繁' | '简' | 'EN') => settings(page).getByRole('textbox', { name: `Content (${lang})` });

test.describe('page editor', () => {
  test('an editor builds a page, publishes it in three languages, publishes again and rolls back', async ({ page, browser }) => {
    test.setTimeout(150_000);
    page.on('dialog', (d) => void d.accept());
    const code = `AUTUMN_${Date.now().toString(36).toUpperCase()}`;

    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page).toHaveURL(/\/wvEdit$/);
    await expect(page.getByTestId('editor')).toBeVisible();

    // A new page.
    await createEditorPage(page, code, 'Autumn collection');
    await expect(page.getByTestId('page-settings').getByLabel('Page name')).toHaveValue('Autumn collection');

    // A carousel, a button linked to another page, a rich text.
    await page.getByRole('tab', { name: 'Add blocks' }).click();
    await page.getByRole('button', { name: 'Add Advert carousel' }).click();
    await expect(settings(page)).toHaveAttribute('data-block-type', 'advertCarousel');
    await page.getByRole('button', { name: 'Add Button' }).click();
    await expect(settings(page)).toHaveAttribute('data-block-type', 'button');
    const link = settings(page).locator('[data-field="toPageData"]');
    await link.getByRole('combobox', { name: /Link type/ }).selectOption('page');
    await link.getByRole('combobox', { name: 'A page' }).selectOption('ABOUT_US');

    await page.getByRole('button', { name: 'Add Rich text' }).click();
    await expect(settings(page)).toHaveAttribute('data-block-type', 'richText');
    const fontSize = settings(page).locator('[data-field="fontSize"] input');
    await fontSize.fill('500');
    await expect(fontSize).toHaveValue('500'); // no keystroke dropped while typing
    await fontSize.press('Tab');
    await expect(fontSize).toHaveValue('80'); // clamped to blocks §5 on leaving the field
    await richText(page, '繁').fill('秋季系列：金飾');
    await richText(page, '简').fill('秋季系列：金饰');
    await richText(page, 'EN').fill('Autumn collection: gold');

    // The canvas draws the draft with the storefront's own blocks.
    const canvas = page.frameLocator('[data-testid="editor-canvas"]');
    await expect(canvas.locator('.blk-richtext')).toContainText('Autumn collection: gold');
    await expect(canvas.locator('.blk[data-block-type="button"]')).toBeVisible();

    // The outline holds the three blocks in order.
    await page.getByRole('tab', { name: 'Outline' }).click();
    await expect(page.locator('.ed-outline__name')).toHaveText(['Advert carousel', 'Button', 'Rich text']);

    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
    await publishAll(page);
    const notice = page.getByTestId('editor-notice');
    await expect(notice).toContainText(/Version \d+ published/);
    const first = Number((await notice.textContent())!.match(/Version (\d+)/)![1]);

    await visitorSees(browser, code, 'zh_HK', '秋季系列：金飾');
    await visitorSees(browser, code, 'zh_CN', '秋季系列：金饰');
    await visitorSees(browser, code, 'en', 'Autumn collection: gold');
    // The button goes to the page it was linked to.
    const ctx = await browser.newContext();
    const vp = await ctx.newPage();
    await vp.addInitScript(() => localStorage.setItem('lang', 'en'));
    await vp.goto(`/wv/${code}`);
    await vp.locator('.blk[data-block-type="button"] a').click();
    await expect(vp).toHaveURL(/\/wv\/ABOUT_US$/);
    await ctx.close();

    // A second publish…
    await page.getByRole('button', { name: 'Rich text', exact: true }).click();
    await richText(page, 'EN').fill('Winter collection');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
    await publishAll(page);
    await expect(notice).toContainText(`Version ${first + 1} published`);
    await visitorSees(browser, code, 'en', 'Winter collection');

    // …then a rollback restores the first version.
    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByTestId('versions');
    await expect(versions.locator(`[data-version="${first + 1}"]`)).toContainText('Live');
    await versions.locator(`[data-version="${first}"]`).getByRole('button', { name: 'Roll back to this' }).click();
    // The restore dialog lists what goes back (issue 40): this page, ticked.
    const restore = page.getByTestId('restore-units');
    await expect(restore.locator(`[data-unit="page:${code}"]`).getByRole('checkbox')).toBeChecked();
    await restore.getByTestId('restore-chosen').click();
    await expect(notice).toContainText(`Version ${first} restored and published as version ${first + 2}`);
    await visitorSees(browser, code, 'en', 'Autumn collection: gold');
  });

  test('deleting a page that others link to is refused with the places that link to it', async ({ page }) => {
    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page.getByTestId('editor')).toBeVisible();
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page
      .locator('[data-page-code="ABOUT_US"]')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const refusal = page.getByTestId('link-refusal');
    await expect(refusal).toContainText('still link to this page');
    await expect(refusal.locator('li').first()).toBeVisible();
  });

  test('two editors at once: the later save is refused, naming who saved last, and nothing is overwritten', async ({ page, browser }) => {
    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page.getByTestId('editor')).toBeVisible();
    const other = await browser.newContext();
    const b = await other.newPage();
    await englishUnlessChosen(b);
    await staffLogin(b, 'page.editor', 'Editor2026a');
    await expect(b.getByTestId('editor')).toBeVisible();

    const name = (p: Page) => p.getByTestId('page-settings').getByLabel('Page name');
    await name(page).fill('Home (A)');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
    await name(b).fill('Home (B)');
    const conflict = b.getByTestId('conflict');
    await expect(conflict).toContainText('page.editor', { timeout: 15_000 });
    await conflict.getByRole('button', { name: /^Reload/ }).click();
    await expect(name(b)).toHaveValue('Home (A)');
    await expect(b.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
    await other.close();
  });

  test('the publish gate names each problem and leads to its block; zh_CN is drafted from zh_HK', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    const code = `GATE_${Date.now().toString(36).toUpperCase()}`;
    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page.getByTestId('editor')).toBeVisible();
    await createEditorPage(page, code, 'Gate');

    await page.getByRole('button', { name: 'Add Button' }).click();
    const link = settings(page).locator('[data-field="toPageData"]');
    await link.getByRole('combobox', { name: /Link type/ }).selectOption('path');
    await link.getByRole('textbox', { name: 'Path' }).fill('/wv/NO_SUCH_PAGE');
    await page.getByRole('button', { name: 'Add Rich text' }).click();
    await richText(page, '繁').fill('這是繁體中文的頁面');
    await richText(page, 'EN').fill('A page in Chinese');

    await page.getByRole('tab', { name: 'Page', exact: true }).click();
    await expect(page.getByTestId('page-settings').locator('[data-lang="zh_CN"]')).toHaveText('简 1');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
    await publishAll(page);
    await goToProblem(page, 'NO_SUCH_PAGE');
    await expect(settings(page)).toHaveAttribute('data-block-type', 'button');
    // A text empty in one language: "Go to problem" puts the cursor in that language's box (issue 26).
    await page.getByTestId('check').click();
    await page.getByTestId('publish-problems').getByRole('button').filter({ hasText: 'text is empty' }).first().click();
    await expect(settings(page)).toHaveAttribute('data-block-type', 'richText');
    await expect(richText(page, '简')).toBeFocused();

    await page.getByRole('tab', { name: 'Page', exact: true }).click();
    await page.getByTestId('simplify-empty').click();
    await expect(page.getByTestId('editor-notice')).toContainText('converted');
    await expect(page.getByTestId('page-settings').locator('[data-lang="zh_CN"]')).toHaveText('简 ✓');
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByRole('button', { name: 'Rich text', exact: true }).click();
    await expect(richText(page, '简')).toContainText('这是繁体中文的页面');

    // "Check" lists the same problems without publishing.
    await page.getByTestId('check').click();
    await expect(page.getByTestId('publish-problems').getByRole('button').filter({ hasText: 'NO_SUCH_PAGE' })).toBeVisible();
  });

  test('a preview window draws the draft the editor sends', async ({ page }) => {
    await staffLogin(page, 'page.editor', 'Editor2026a');
    await expect(page.getByTestId('editor')).toBeVisible();
    await page.getByRole('tab', { name: 'Add blocks' }).click();
    await page.getByRole('button', { name: 'Add Rich text' }).click();
    await richText(page, 'EN').fill('Only in the draft');
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()]);
    await expect(preview.locator('.blk-richtext').filter({ hasText: 'Only in the draft' })).toBeVisible();
  });
});
