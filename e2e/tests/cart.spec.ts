import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { englishUnlessChosen } from './helpers.ts';

const MEMBER = { account: '91234567', password: 'Jade2026a' };
const STORE = 'ESHOP';

interface Sku {
  id: number;
  storeStockQty: number;
  status: string;
  goodsAttributesSelectionIdSet: number[];
}
interface Goods {
  id: number;
  nameEng: string;
  titleEng: string;
  skuList: Sku[];
  goodsAttributesList: { attributesType: string; goodsAttributesSelections: { id: number; nameEng: string }[] }[];
}

async function api<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api/${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Products with only a colour option and at least two colours in stock online, from the seeded shop. */
async function colourProducts(request: APIRequestContext) {
  const page = await api<{ items: Goods[] }>(request, 'app/goods/getGoodsPage', { pageSize: 100 });
  return page.items
    .filter((g) => g.goodsAttributesList.length === 1 && g.goodsAttributesList[0]!.attributesType === 'COLOR')
    .map((g) => {
      const colours = g.goodsAttributesList[0]!.goodsAttributesSelections;
      const skus = g.skuList
        .filter((s) => s.status === 'on' && s.storeStockQty >= 3)
        .map((s) => ({ id: s.id, stock: s.storeStockQty, colour: colours.find((c) => c.id === s.goodsAttributesSelectionIdSet[0])!.nameEng }));
      return { id: g.id, name: g.nameEng, title: g.titleEng, skus };
    })
    .filter((g) => g.skus.length >= 2);
}

async function addOnProductPage(page: Page, spuId: number, colour: string, times = 1) {
  await page.goto(`/product?id=${spuId}`);
  await page.locator('.product__choices').getByRole('button', { name: colour, exact: true }).click();
  for (let i = 1; i < times; i++) await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
}

test.describe('cart and wishlist', () => {
  test('a guest fills cart and wishlist, logs in, finds them merged; changes quantities; removes a line', async ({ page, request }) => {
    await englishUnlessChosen(page);
    const [pendant, earrings] = await colourProducts(request);
    expect(pendant && earrings).toBeTruthy();
    const [p1, p2] = pendant!.skus;
    const e1 = earrings!.skus[0]!;

    // The member already holds all but one unit of the earrings' stock: the guest's two will not both fit.
    const { accessToken } = await api<{ accessToken: string }>(request, 'app/page/user/login', { ...MEMBER, phoneAreaCode: '852' });
    await api(request, 'app/cart/removeCartAll', { storeCode: STORE }, accessToken);
    await api(request, 'app/collect/removeCollectAll', { storeCode: STORE }, accessToken);
    await api(request, 'app/cart/addCartList', { storeCode: STORE, list: [{ skuId: e1.id, num: e1.stock - 1 }] }, accessToken);

    // As a guest: one product in two colours, another twice, and a wishlist heart.
    await addOnProductPage(page, pendant!.id, p1!.colour);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.locator('.product__choices').getByRole('button', { name: p1!.colour, exact: true }).click();
    await page.locator('.product__choices').getByRole('button', { name: p2!.colour, exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await addOnProductPage(page, earrings!.id, e1.colour, 2);
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    const heart = page.locator('.product__heading').getByTestId('favourite-heart');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    // The side cart lists the three lines with a subtotal.
    await page.getByRole('button', { name: /^Cart, 4 items/ }).click();
    const side = page.getByTestId('side-cart');
    await expect(side.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('side-cart-subtotal')).toHaveText(/^HK\$[\d,]+\.\d\d$/);
    await side.getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/onlineCart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);

    // Log in: the guest lines go into the member's cart, clamped to the stock, and the member is told.
    await page.goto('/login?isBeFrom=onlineCart');
    await page.locator('input[name="account"]').fill(MEMBER.account);
    await page.locator('input[name="password"]').fill(MEMBER.password);
    await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/onlineCart$/);
    const notice = page.getByRole('dialog').filter({ hasText: 'stock is short' });
    await expect(notice).toContainText(`${earrings!.title}: 1 of 2 added`);
    await notice.getByRole('button').click();
    const line = (skuId: number) => page.locator(`[data-testid="cart-line"][data-sku="${skuId}"]`);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(line(p1!.id).getByTestId('cart-line-num')).toHaveText('1');
    await expect(line(p2!.id).getByTestId('cart-line-num')).toHaveText('1');
    await expect(line(e1.id).getByTestId('cart-line-num')).toHaveText(String(e1.stock));
    expect(await page.evaluate(() => [localStorage.getItem('guestCart_SITE'), localStorage.getItem('guestWishlist_SITE')])).toEqual([null, null]);
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    // The online-shop bar greets the member and leads to my account instead of offering "Log in".
    const account = page.getByTestId('online-nav-account');
    await expect(account).toHaveText(/^Hi, \S/);
    await expect(account).toHaveAttribute('href', '/onlineMyAccount');
    await expect(page.locator('.online-nav').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const serverCart = await api<{ items: { skuId: number; num: number }[] }>(request, 'app/cart/getSmallCartList', { storeCode: STORE }, accessToken);
    expect(serverCart.items.map((i) => i.skuId).sort()).toEqual([p1!.id, p2!.id, e1.id].sort());
    expect(await api<number[]>(request, 'app/collect/getUserCollectSpuIds', { storeCode: STORE }, accessToken)).toEqual([earrings!.id]);

    // Quantities: up on one line, down on another; the earrings cannot go over the stock.
    await line(p1!.id)
      .getByRole('button', { name: /^Increase quantity of/ })
      .click();
    await expect(line(p1!.id).getByTestId('cart-line-num')).toHaveText('2');
    await expect(line(e1.id).getByRole('button', { name: /^Increase quantity of/ })).toBeDisabled();
    await line(e1.id)
      .getByRole('button', { name: /^Decrease quantity of/ })
      .click();
    await expect(line(e1.id).getByTestId('cart-line-num')).toHaveText(String(e1.stock - 1));
    await expect(page.getByTestId('cart-count')).toHaveText(String(2 + 1 + e1.stock - 1));

    // Remove a line; what is left stays after a reload (it is on the server).
    await line(p2!.id)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(p1!.id).getByTestId('cart-line-num')).toHaveText('2');

    // The wishlist page shows the collected product.
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(page.getByTestId('wishlist-item')).toContainText(earrings!.name);
  });
});
