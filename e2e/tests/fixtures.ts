import { test as base, type Page } from '@playwright/test';

/**
 * Journeys act on the live app. A server-rendered page starts its scripts once it is shown (decision
 * 166), after the load event Playwright's navigation waits for, so `goto` and `reload` (without a
 * `waitUntil` of their own) also wait until the app has hydrated the page (`html[data-app-live]`, set by
 * Root.tsx), as a person waits for a page to finish before using it. What a visitor can do before that,
 * or without JavaScript, is its own subject (ssr-progressive.spec.ts, ssr.spec.ts), which passes a
 * `waitUntil` to act on the server's HTML. Pages the app draws itself (back office, editor) have no
 * starter and are ready when their navigation is.
 */
async function untilLive(page: Page): Promise<void> {
  const waits = await page
    .evaluate(() => Boolean(document.getElementById('app-scripts')) && !document.querySelector('noscript')?.children.length)
    .catch(() => false);
  // With JavaScript off the parser builds <noscript>'s content, and nothing will go live.
  if (waits) await page.waitForSelector('html[data-app-live]', { state: 'attached', timeout: 15_000 }).catch(() => undefined);
}

const patched = new WeakSet<object>();

/** Every page of the run (the `page` fixture's and those a test opens itself share one class). */
function waitForTheAppOnNavigation(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Page;
  if (patched.has(proto)) return;
  patched.add(proto);
  const goto = proto.goto;
  const reload = proto.reload;
  proto.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    if (!options?.waitUntil) await untilLive(this);
    return response;
  };
  proto.reload = async function (this: Page, options) {
    const response = await reload.call(this, options);
    if (!options?.waitUntil) await untilLive(this);
    return response;
  };
}

export const test = base.extend<{ liveApp: void }>({
  liveApp: [
    async ({ page }, use) => {
      waitForTheAppOnNavigation(page);
      await use();
    },
    { auto: true },
  ],
});
