import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** English interface unless the test itself picks another language (kept in localStorage). */
export async function englishUnlessChosen(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
}

/** Logs a staff account in through the staff login screen (English labels). */
export async function staffLogin(page: Page, username: string, password: string) {
  await page.goto('/staffLogin');
  await page.getByLabel('Staff account').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A call of the same server's API in English; anything but 200 fails the test with the answer. */
export async function apiCall<T = any>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api/${path}`, {
    data: body,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(json).slice(0, 200)}`).toBe(200);
  return json.data as T;
}

/** Logs a staff account in and waits until the app has left the login page for the role's landing page. */
export async function staffSignedIn(page: Page, username: string, password: string) {
  await staffLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/staffLogin/);
}

/** A desktop window of its own, in English, signed in as a staff account. */
export async function staffPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await staffSignedIn(page, username, password);
  return page;
}

/** Answers the message dialog's confirmation with OK. */
export const confirmDialog = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

/** Waits until the app has hydrated a server-rendered page, so typing and clicking reach it (Root.tsx). */
export const appLive = (page: Page) => expect(page.locator('html[data-app-live]')).toHaveCount(1);
