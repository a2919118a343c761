import { expect, type Browser, type Page } from '@playwright/test';
import { englishUnlessChosen, staffLogin } from './helpers.ts';

/* What the page editor's journeys share: an editor in a window of its own, the pages tab, the save state. */

/** An editor signed in, in a browser context of its own (English unless chosen), with the editor open. */
export async function openEditor(browser: Browser, username: string, password: string, width = 1280): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  const p = await ctx.newPage();
  await englishUnlessChosen(p);
  await staffLogin(p, username, password);
  await expect(p.getByTestId('editor')).toBeVisible();
  return p;
}

/** Opens a page of the site in the editor from the pages tab. */
export async function openPage(p: Page, code: string) {
  await p.getByRole('tab', { name: 'Pages' }).click();
  await p.locator(`[data-page-code="${code}"] .ed-pages__open`).click();
  await expect(p.getByTestId('page-settings')).toBeVisible();
}

/** The open page's name field. */
export const pageName = (p: Page) => p.getByTestId('page-settings').getByLabel('Page name');

/** Waits until the editor says the draft is saved. */
export const saved = (p: Page) => expect(p.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
