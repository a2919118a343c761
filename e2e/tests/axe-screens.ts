import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { describeFindings, seriousViolations, settled } from './axe.ts';
import { apiCall, paidPickupOrder, signedInMember, skuInStock, staffLogin } from './helpers.ts';

/**
 * The screens the axe checks visit (issue 40), by role: each step brings one screen (or one dialog of
 * it) into view on a page already signed in, so one sign-in serves a role's whole list per width.
 */
export interface Step {
  name: string;
  go: (page: Page) => Promise<void>;
  /** Only this part is checked (an open modal dialog: the page behind it is inert). */
  include?: string;
}

export const LANGS = ['zh_HK', 'zh_CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const WIDTHS = [390, 1366] as const;

/** A step that opens an address. */
export const visit = (path: string): Step => ({
  name: path,
  go: async (page) => {
    await page.goto(path);
  },
});

export interface Role {
  name: string;
  /** A staff account, or `member` (the demo member's token) or nothing (a visitor). */
  staff?: { username: string; password: string };
  member?: string;
  steps: Step[];
}

/** Demo staff accounts (README). */
export const STAFF = {
  merchant: { username: 'merchant.admin', password: 'Merchant2026a' },
  editor: { username: 'page.editor', password: 'Editor2026a' },
  counter: { username: 'counter.staff', password: 'Counter2026a' },
  crm: { username: 'crm.admin', password: 'Crm2026admin' },
  catering: { username: 'fb.admin', password: 'Dining2026a' },
};

/** A desktop or phone window signed in as the role, in English until a language is chosen. */
export async function openAs(browser: Browser, role: Role, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript((member) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    if (member) localStorage.setItem('userToken', member);
  }, role.member ?? null);
  if (role.staff) {
    await staffLogin(page, role.staff.username, role.staff.password);
    // A busy machine signs in slowly: the sweep waits for it rather than failing the role's whole list.
    await page.waitForURL((u) => !u.pathname.startsWith('/staffLogin'), { timeout: 60_000 });
  }
  // The shop's own page first: the language is chosen in its storage (about:blank has none).
  else await page.goto('/');
  return page;
}

/**
 * Runs every step of the role in the language; answers the serious and critical findings and any page
 * wider than the window, one line each.
 */
export async function checkSteps(page: Page, steps: Step[], lang: Lang, width: number, role: string): Promise<string[]> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  const found: string[] = [];
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.go(page);
      await settled(page);
    } catch (e) {
      found.push(`[${role} ${width} ${lang}] ${step.name}: could not open (${String(e).split('\n')[0]})`);
      continue;
    }
    const where = `[${role} ${width} ${lang}] ${step.name}`;
    found.push(...describeFindings(where, await seriousViolations(page, step.include)));
    // Issue 40 as well: no page scrolls sideways, on a phone or a laptop.
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    if (scroll > client) found.push(`${where}: scrolls sideways (${scroll} px wide)`);
    // The screenshot review (issue 40): AXE_SHOTS=<dir> keeps what each screen looked like.
    const shots = process.env.AXE_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/${role}-${width}-${lang}-${step.name.replace(/[^A-Za-z0-9]+/g, '_')}.png` });
    // AXE_TIMES=1 names each step's seconds: what to look at when the sweep grows slow.
    if (process.env.AXE_TIMES) console.log(`${where}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return found;
}

/** The page editor's panels and dialogs, each a step after the previous (the editor stays open). */
export function editorSteps(): Step[] {
  const right = (page: Page) => page.locator('.ed-right > .ed-tabs [role="tab"]');
  const left = (page: Page) => page.locator('.ed-left > .ed-tabs [role="tab"]');
  const closeDialogs = async (page: Page) => {
    for (let i = 0; i < 4 && (await page.locator('dialog[open]').count()); i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
    }
  };
  /** An editor dialog: any open one closed, this one opened, checked once `shows` (its test id) is there. */
  const dialog = (name: string, open: (page: Page) => Promise<void>, shows: string): Step => ({
    name,
    include: 'dialog[open]',
    go: async (page) => {
      await closeDialogs(page);
      await open(page);
      await expect(page.getByTestId(shows)).toBeVisible({ timeout: 30_000 });
    },
  });
  return [
    {
      name: 'editor',
      go: async (page) => {
        await page.goto('/wvEdit');
        await expect(page.getByTestId('editor')).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'editor: pages, page settings',
      go: async (page) => {
        await left(page).nth(0).click();
        await page.locator('[data-page-code="ESHOP_HOME"] .ed-pages__open').click();
        await right(page).nth(1).click();
        await expect(page.getByTestId('page-settings')).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'editor: outline, block settings',
      go: async (page) => {
        await left(page).nth(2).click();
        await page.locator('.ed-outline__name').first().click();
        await right(page).nth(0).click();
        await expect(page.getByTestId('block-settings')).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'editor: blocks palette',
      go: async (page) => {
        await left(page).nth(1).click();
      },
    },
    { name: 'editor: site settings', go: async (page) => right(page).nth(2).click() },
    { name: 'editor: menus', go: async (page) => right(page).nth(3).click() },
    {
      name: 'editor: publish dialog',
      include: 'dialog[open]',
      go: async (page) => {
        await page.getByTestId('publish').click();
        await expect(page.locator('dialog[open]')).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'editor: versions',
      go: async (page) => {
        await closeDialogs(page);
        await page.getByTestId('versions-open').click();
        await expect(page.getByTestId('versions').locator('[data-version]').first()).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'editor: restore dialog',
      include: 'dialog[open]',
      go: async (page) => {
        const versions = page.getByTestId('versions').locator('[data-version]');
        await versions
          .nth((await versions.count()) > 1 ? 1 : 0)
          .locator('button')
          .last()
          .click();
        await expect(page.getByTestId('restore-units')).toBeVisible({ timeout: 30_000 });
      },
    },
    dialog(
      'editor: new page dialog',
      async (page) => {
        await left(page).nth(0).click();
        await page.locator('.ed-pages .ed-row button').click();
      },
      'new-page',
    ),
    dialog(
      'editor: media library',
      (page) =>
        page
          .locator('.ed-top')
          .getByRole('button', { name: /media|媒體|媒体/i })
          .click(),
      'media-library',
    ),
    dialog(
      'editor: version view',
      async (page) => {
        await page.getByTestId('versions-open').click();
        await page.getByTestId('version-view-open').first().click();
      },
      'version-view',
    ),
    {
      name: 'editor: after the dialogs',
      go: async (page) => {
        await closeDialogs(page);
      },
    },
  ];
}

/**
 * The records the screens show: a product, and an order the demo member paid with one unit refunded (the
 * demo seed has no orders), so the order's detail, its messages and history, its slip and the member's
 * orders have something to draw.
 */
export async function backOfficeRecords(browser: Browser, request: APIRequestContext) {
  const owner = await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', STAFF.merchant);
  const token = owner.accessToken;
  const shopper = await browser.newPage();
  const member = await signedInMember(shopper, request);
  const sku = await skuInStock(request, 'Bracelets', 3, true);
  const { orderNo } = await paidPickupOrder(shopper, request, member, [{ skuId: sku.id, num: 2 }], 'axe-sweep');
  await shopper.close();
  const { lines } = await apiCall<{ lines: { lineId: number }[] }>(request, 'app/backOffice/orders/refunds', { orderNo }, token);
  await apiCall(
    request,
    'app/backOffice/orders/refundLines',
    { orderNo, lines: [{ lineId: lines[0]!.lineId, num: 1, goodsReturned: true }], reason: 'axe sweep', requestKey: `axe-${Date.now()}` },
    token,
  );
  const { list: goods } = await apiCall<{ list: { id: number }[] }>(request, 'app/backOffice/goods/list', { pageSize: 1, status: 'on', search: '' }, token);
  return { orderNo, goodsId: goods[0]?.id ?? null };
}

/** Through the API: TERMS renamed and published (so the versions list has one to restore), then renamed again (unpublished). */
export async function editorVersions(request: APIRequestContext) {
  const token = (await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', STAFF.editor)).accessToken;
  const rename = async (name: string) => {
    const d = await apiCall<{ pageList: Array<{ pageCode: string }>; draft: { units: Array<{ unit: string; version: number }> } }>(
      request,
      'app/weaver/getAppFull',
      { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'draft' },
      token,
    );
    const version = d.draft.units.find((u) => u.unit === 'page:TERMS')!.version;
    const terms = d.pageList.find((p) => p.pageCode === 'TERMS')!;
    await apiCall(
      request,
      'app/weaver/saveDraftUnit',
      { appCode: 'SITE', kind: 'page', pageCode: 'TERMS', baseVersion: version, page: { ...terms, pageName: name } },
      token,
    );
    return version + 1;
  };
  const stamp = Date.now().toString(36);
  const v = await rename(`Terms ${stamp} live`);
  await apiCall(request, 'app/weaver/publishDraftUnits', { appCode: 'SITE', units: [{ unit: 'page:TERMS', version: v }] }, token);
  await rename(`Terms ${stamp} draft`);
}
