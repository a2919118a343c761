import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { takeOrderTotals, type OrderTotals } from '@shop/contract';

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

/** Opens the page list of the editor it is in and creates an ordinary page through the "new page" dialog. */
export async function createEditorPage(page: Page, code: string, name: string) {
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByTestId('new-page');
  await dialog.getByLabel('Page code').fill(code);
  await dialog.getByLabel('Page name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
}

/** Follows the publish gate's line naming `problem` to its block: the list of problems closes. */
export async function goToProblem(page: Page, problem: string) {
  const problems = page.getByTestId('publish-problems');
  const line = problems.getByRole('button').filter({ hasText: problem });
  await expect(line).toBeVisible();
  await line.click();
  await expect(problems).toBeHidden();
}

/** A visitor's storefront search for each `[language, word, product name]` finds that one product. */
export async function searchFindsEach(page: Page, rows: readonly (readonly [string, string, string])[]) {
  for (const [lang, word, name] of rows) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`/goodsList?searchCode=${encodeURIComponent(word)}`);
    await expect(page.locator('.catalogue__results')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.product-card__name').filter({ hasText: name })).toHaveCount(1);
  }
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

/** A window of its own (a desktop unless `options` say otherwise), in English; `page.context().close()` ends it. */
export async function englishWindow(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  return page;
}

/** A desktop window of its own, in English, signed in as a staff account. */
export async function staffPage(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await englishWindow(browser);
  await staffSignedIn(page, username, password);
  return page;
}

/** Fills the member login form the page shows (account and password) and sends it. */
export async function fillMemberLogin(page: Page, account: string, password: string) {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Logs a member in through the login screen. */
export async function memberLogin(page: Page, account: string, password: string) {
  await page.goto('/login');
  await fillMemberLogin(page, account, password);
}

/** Answers the message dialog's confirmation with OK. */
export const confirmDialog = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

/** Waits until the app has hydrated a server-rendered page, so typing and clicking reach it (Root.tsx). */
/** The counter hands over what its code found (confirmed in the dialog); the found list empties. */
export async function handOverFound(counter: Page) {
  await counter.getByTestId('bo-counter-hand-over').click();
  await confirmDialog(counter);
  await expect(counter.getByTestId('bo-counter-found')).toHaveCount(0);
}

export const appLive = (page: Page) => expect(page.locator('html[data-app-live]')).toHaveCount(1);

/** The demo member (the seed's 91234567) logged in through the API: its token. */
export const memberToken = async (request: APIRequestContext) =>
  (await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).accessToken;

/** A staff account logged in through the API: its token. */
export const staffToken = async (request: APIRequestContext, username: string, password: string) =>
  (await apiCall<{ accessToken: string }>(request, 'app/page/user/pageStaffLogin', { username, password })).accessToken;

/** The demo member logged in through the API: `page` opens signed in, in English. Answers the token. */
export async function signedInMember(page: Page, request: APIRequestContext): Promise<string> {
  const token = await memberToken(request);
  await page.addInitScript((t) => {
    localStorage.setItem('userToken', t);
    localStorage.setItem('lang', 'en');
  }, token);
  return token;
}

export interface ShopSku {
  id: number;
  storeStockQty: number;
  status: string;
  price: number;
}

/**
 * A sku on sale with at least `min` units in stock, of the category with this English title. `fromEnd`
 * looks from the last product of the page, so that two specs ordering in one category take other skus.
 */
export async function skuInStock(request: APIRequestContext, categoryEn: string, min: number, fromEnd = false): Promise<ShopSku> {
  const tree = await apiCall<any[]>(request, 'app/category/categoryList', {});
  const category = tree.flatMap((c) => [c, ...c.childrenList]).find((c) => c.titleEng === categoryEn);
  const page = await apiCall<{ items: { skuList: ShopSku[] }[] }>(request, 'app/goods/getGoodsPage', { categoryId: category.id, pageSize: 50 });
  for (const g of fromEnd ? [...page.items].reverse() : page.items) {
    const sku = g.skuList.find((s) => s.status === 'on' && s.storeStockQty >= min);
    if (sku) return sku;
  }
  throw new Error(`no sku in stock in ${categoryEn}`);
}

/** A sku's stock as the storefront reports it. */
export const stockOf = async (request: APIRequestContext, skuId: number) =>
  (await apiCall<{ skuList: ShopSku[] }>(request, 'app/goods/listSkuByIds', { idList: [skuId] })).skuList[0]!.storeStockQty;

/**
 * The member (`token`) previews these skus for pick-up at Causeway Bay, priced for `paymentMethod` where
 * named (decision 357), and orders them at the previewed totals. Answers the order and the preview.
 */
export async function takePickupOrder<O extends { orderNo: string } = { orderNo: string }>(
  request: APIRequestContext,
  token: string,
  skuList: { skuId: number; num: number }[],
  key: string,
  paymentMethod?: 'at_shop' | 'sandbox_card',
): Promise<{ order: O; preview: OrderTotals }> {
  const intent = paymentMethod ? { paymentMethod } : {};
  const preview = await apiCall<OrderTotals>(request, 'app/page/order/preview', { skuList, pickupStoreCode: 'CWB', ...intent }, token);
  const orderRequest = { takeWay: 'pickup', pickupStoreCode: 'CWB', skuList, languageType: 'ENG', ...takeOrderTotals(preview), ...intent };
  const { order } = await apiCall<{ order: O }>(
    request,
    'app/page/order/takeOrder',
    { channel: 'PC', idempotencyKey: `${key}-${Date.now()}`, orderRequest },
    token,
  );
  return { order, preview };
}

/**
 * The member (`token`) orders these skus with pick-up at Causeway Bay at the previewed prices, and pays
 * on the sandbox provider's page in `page`. Answers the order number and what was paid (cents).
 */
export async function paidPickupOrder(
  page: Page,
  request: APIRequestContext,
  token: string,
  skuList: { skuId: number; num: number }[],
  key: string,
): Promise<{ orderNo: string; paid: number }> {
  const { order, preview } = await takePickupOrder(request, token, skuList, key);
  const orderNo = order.orderNo;
  const { redirectUrl } = await apiCall<{ redirectUrl: string }>(request, 'app/page/order/payOrder', { orderNo, method: 'sandbox_card' }, token);
  await page.goto(`${redirectUrl}?lang=en`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  return { orderNo, paid: preview.totalPayPrice };
}

/** A sku of at least `minCents` with two units online, from any category (the first found). */
export async function skuPricedAtLeast(request: APIRequestContext, minCents: number): Promise<number> {
  const tree = await apiCall<any[]>(request, 'app/category/categoryList', {});
  for (const c of tree.flatMap((x) => [x, ...x.childrenList])) {
    const page = await apiCall<{ items: { skuList: ShopSku[] }[] }>(request, 'app/goods/getGoodsPage', { categoryId: c.id, pageSize: 50 });
    for (const g of page.items) {
      const sku = g.skuList.find((s) => s.status === 'on' && s.storeStockQty >= 2 && s.price >= minCents);
      if (sku) return sku.id;
    }
  }
  throw new Error(`no sku of ${minCents} cents or more in stock`);
}
