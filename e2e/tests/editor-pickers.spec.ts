import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { confirmDialog, createEditorPage, englishUnlessChosen, goToProblem, staffLogin } from './helpers.ts';

/**
 * Issue 27, the editor's fields, pickers and preview: an editor builds a page from picked products,
 * categories and articles (never typing an id), watches a preview window follow each edit, fixes a
 * flagged field reached from the publish gate, and arranges blocks with the keyboard alone.
 */
test.beforeEach(({ page }) => englishUnlessChosen(page));

const settings = (page: Page) => page.getByTestId('block-settings');

/** Opens a picker, searches, takes the first entry and returns the name it showed. */
async function pickFirst(picker: Locator, chooseLabel: RegExp, search = ''): Promise<string> {
  await picker.getByRole('button', { name: chooseLabel }).click();
  if (search) await picker.getByRole('searchbox').fill(search);
  const option = picker.locator('.ed-ref__option').first();
  await expect(option).toBeVisible();
  // The list answers the search a moment after typing, showing the last answer meanwhile (busy): take the
  // first entry once the list is this search's (an unsearched list may hold a "ring" too).
  await expect(picker.locator('.ed-ref__list')).toHaveAttribute('aria-busy', 'false');
  if (search) await expect(option.locator('.ed-ref__name')).toContainText(new RegExp(search, 'i'));
  const name = ((await option.locator('.ed-ref__name').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await option.click();
  // The chosen entry is shown by name (and picture), not as a number.
  await expect(picker.getByTestId('ref-current')).toContainText(name);
  return name;
}

async function addBlock(page: Page, title: string, type: string) {
  await page.getByRole('tab', { name: 'Add blocks' }).click();
  await page.getByRole('button', { name: `Add ${title}`, exact: true }).click();
  await expect(settings(page)).toHaveAttribute('data-block-type', type);
}

test('an editor builds a page from pickers, the preview follows each edit, a flagged field is fixed from the gate, the outline works by keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.on('dialog', (d) => void d.accept());
  const code = `PICKS_${Date.now().toString(36).toUpperCase()}`;
  await staffLogin(page, 'page.editor', 'Editor2026a');
  await expect(page.getByTestId('editor')).toBeVisible();

  await createEditorPage(page, code, 'Picks');

  // The preview window opens first, then follows every edit without being reloaded.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/wv/${code}\\?runMode=preview`));

  // A picked product.
  await addBlock(page, 'Featured products', 'featuredProducts');
  await settings(page).locator('[data-field="productList"]').getByRole('button', { name: 'Add an item' }).click();
  const product = await pickFirst(settings(page).locator('[data-path="productList.0.goodsId"]'), /Choose a product/, 'ring');
  // The list item is titled by the product, not "item 1".
  await expect(settings(page).locator('[data-field="productList"] .ed-list__toggle').first()).toContainText(product);
  // Only the picked product is drawn (with none picked the block shows the newest goods).
  await expect(preview.locator('.blk[data-block-type="featuredProducts"] h3')).toHaveText([product], { timeout: 15_000 });

  // A picked category.
  await addBlock(page, 'Category entries', 'categoryEntries');
  await settings(page).locator('[data-field="categoryIds"]').getByRole('button', { name: 'Add an item' }).click();
  const category = await pickFirst(settings(page).locator('[data-path="categoryIds.0"]'), /Choose a category/);
  await expect(preview.locator('.blk[data-block-type="categoryEntries"]')).toContainText(category, { timeout: 15_000 });

  // A picked article.
  await addBlock(page, 'Article list', 'articleList');
  await settings(page).locator('[data-field="articleCard"]').getByRole('button', { name: 'Add an item' }).click();
  const article = await pickFirst(settings(page).locator('[data-path="articleCard.0.articleId"]'), /Choose an article/);
  await expect(preview.locator('.blk[data-block-type="articleList"]')).toContainText(article, { timeout: 15_000 });

  // A button whose link goes to a picked product: stored as the product's address, shown by name.
  await addBlock(page, 'Button', 'button');
  const link = settings(page).locator('[data-field="toPageData"]');
  await link.getByRole('combobox', { name: /Link type/ }).selectOption('product');
  await pickFirst(link, /Choose a product/, 'ring');

  // Fields say what happened: clamping is said, a colour that is not one is flagged and not stored.
  const height = settings(page).locator('[data-field="buttonHeight"] input');
  await height.fill('500');
  await height.press('Tab');
  await expect(height).toHaveValue('100');
  await expect(settings(page).locator('[data-field="buttonHeight"]').getByTestId('clamp-note')).toContainText('500 is above the maximum: set to 100');
  const colour = settings(page).locator('[data-field="color"] input[type="text"]');
  await colour.fill('red');
  await colour.press('Tab');
  await expect(settings(page).locator('[data-field="color"]').getByRole('alert')).toContainText('is not a colour');

  // An image-text list item linking to a page that does not exist: the gate names it.
  await addBlock(page, 'Image-text list', 'imageTextList');
  await settings(page).locator('[data-field="items"]').getByRole('button', { name: 'Add an item' }).click();
  const item = settings(page).locator('[data-path="items.0"]');
  await item.locator('[data-path="items.0.title"] textarea, [data-path="items.0.title"] input').first().fill('Gold story');
  await expect(settings(page).locator('[data-field="items"] .ed-list__toggle').first()).toContainText('Gold story');
  // Every image field has its alternative text.
  await expect(item.locator('[data-path="items.0.alt"]')).toBeVisible();
  const itemLink = item.locator('[data-path="items.0.link"]');
  await itemLink.getByRole('combobox', { name: /Link type/ }).selectOption('path');
  await itemLink.getByRole('textbox', { name: 'Path' }).fill('/wv/NO_SUCH_PAGE');
  // Collapse the item, leave the block: the gate must bring both back.
  await settings(page).locator('[data-field="items"] .ed-list__toggle').first().click();
  await addBlock(page, 'Image', 'image');
  // An empty image shows a placeholder in the canvas, and the canvas switches content language and width.
  const canvas = page.frameLocator('[data-testid="editor-canvas"]');
  await expect(canvas.locator('[data-empty-block="image"]')).toBeVisible();
  await page.getByTestId('canvas-lang').getByRole('button', { name: '简体' }).click();
  await expect(canvas.locator('[data-empty-block="image"]')).toContainText('图片');
  await page.getByRole('button', { name: /Tablet 768/ }).click();

  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await page.getByTestId('check').click();
  await goToProblem(page, 'NO_SUCH_PAGE');
  await expect(settings(page)).toHaveAttribute('data-block-type', 'imageTextList');
  // The item is open again and its link field has the focus.
  const flagged = settings(page).locator('[data-path="items.0.link"]');
  await expect(flagged).toBeVisible();
  await expect(flagged.locator(':focus')).toHaveCount(1);
  await flagged.getByRole('combobox', { name: /Link type/ }).selectOption('category');
  await pickFirst(flagged, /Choose a category/);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await page.getByTestId('check').click();
  // What is left is the item title's two empty languages; the broken link is gone.
  const problems = page.getByTestId('publish-problems');
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('button').filter({ hasText: 'items.0.title' })).toHaveCount(2);
  await expect(problems).not.toContainText('NO_SUCH_PAGE');
  await problems.getByRole('button', { name: 'Close' }).click();

  // The outline by keyboard: arrows walk, Alt+arrows move, into and out of a container.
  await addBlock(page, 'Scroll container', 'scrollContainer');
  await addBlock(page, 'Rich text', 'richText');
  await page.getByRole('tab', { name: 'Outline' }).click();
  const tree = page.getByRole('tree');
  const rich = tree
    .locator('[data-outline-id]')
    .filter({ has: page.getByRole('button', { name: 'Rich text', exact: true }) })
    .last();
  await rich.focus();
  await page.keyboard.press('ArrowUp');
  await expect(tree.locator('[data-outline-id]:focus')).toHaveAttribute('aria-label', 'Scroll container');
  await page.keyboard.press('ArrowDown');
  await expect(tree.locator('[data-outline-id]:focus')).toHaveAttribute('aria-label', 'Rich text');
  // Alt+→: into the scroll container above it.
  await page.keyboard.press('Alt+ArrowRight');
  const container = tree.locator('[data-outline-id][aria-label="Scroll container"]');
  await expect(container.locator('[data-outline-id][aria-label="Rich text"]')).toHaveCount(1);
  await expect(tree.locator('[data-outline-id]:focus')).toHaveAttribute('aria-level', '2');
  // Alt+←: out again, right after the container.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(container.locator('[data-outline-id][aria-label="Rich text"]')).toHaveCount(0);
  await expect(tree.locator('[data-outline-id]:focus')).toHaveAttribute('aria-level', '1');
  // Alt+↑ moves it above the container.
  await page.keyboard.press('Alt+ArrowUp');
  const order = await tree.locator(':scope > ul > [data-outline-id]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(order.indexOf('Rich text')).toBe(order.indexOf('Scroll container') - 1);

  // Leave the shared draft as it was found: later journeys publish it, and this page's empty texts
  // would stop them at the gate.
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page
    .locator(`[data-page-code="${code}"]`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDialog(page);
  await expect(page.locator(`[data-page-code="${code}"]`)).toHaveCount(0);
  // The deletion is saved after the autosave's pause: wait past it, then make sure the server has it.
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await page.reload();
  await page.getByRole('tab', { name: 'Pages' }).click();
  await expect(page.locator('[data-page-code="ABOUT_US"]')).toBeVisible();
  await expect(page.locator(`[data-page-code="${code}"]`)).toHaveCount(0);
});
