import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall } from './helpers.ts';

/*
 * A member with a watch and a ring in the cart (put there through the API: the cart screens have their
 * own journey) sees the promotions, picks the gift with the watch, checks out with pick-up at a shop,
 * pays with the sandbox card provider, finds the order in my orders, and cancels another order, whose
 * stock returns.
 */

interface Sku {
  id: number;
  storeStockQty: number;
  price: number;
  status: string;
}
interface Goods {
  id: number;
  skuList: Sku[];
  status: string;
}

/** A sku in stock (at least `min` units) of the category with this English title. */
async function skuOf(request: APIRequestContext, categoryEn: string, min = 2): Promise<Sku> {
  const tree = await apiCall<any[]>(request, 'app/category/categoryList', {});
  const flat = tree.flatMap((c) => [c, ...c.childrenList]);
  const category = flat.find((c) => c.titleEng === categoryEn);
  expect(category, categoryEn).toBeTruthy();
  const page = await apiCall<{ items: Goods[] }>(request, 'app/goods/getGoodsPage', { categoryId: category.id, pageSize: 50 });
  for (const g of page.items) {
    const sku = g.skuList.find((s) => s.status === 'on' && s.storeStockQty >= min);
    if (sku) return sku;
  }
  throw new Error(`no sku in stock in ${categoryEn}`);
}

const stockOf = async (request: APIRequestContext, skuId: number) =>
  (await apiCall<{ skuList: Sku[] }>(request, 'app/goods/listSkuByIds', { idList: [skuId] })).skuList[0]!.storeStockQty;

test('checkout with a promotion and a gift, sandbox card payment, my orders, cancel returns stock', async ({ page, request }) => {
  const login = await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' });
  const token = login.accessToken;
  const watch = await skuOf(request, 'Watches');
  const ring = await skuOf(request, 'Diamond rings');
  const other = await skuOf(request, 'Bracelets', 3);

  // Another order, placed beforehand, to cancel later.
  const otherPreview = await apiCall(request, 'app/page/order/preview', { skuList: [{ skuId: other.id, num: 2 }] });
  const otherStock = await stockOf(request, other.id);
  const otherOrder = await apiCall<{ order: { orderNo: string } }>(
    request,
    'app/page/order/takeOrder',
    {
      channel: 'PC',
      idempotencyKey: `e2e-other-${Date.now()}`,
      orderRequest: {
        takeWay: 'pickup',
        pickupStoreCode: 'TST',
        skuList: [{ skuId: other.id, num: 2 }],
        languageType: 'ENG',
        totalPrice: otherPreview.totalPrice,
        totalOriginalPrice: otherPreview.totalOriginalPrice,
        actualPrice: otherPreview.totalPayPrice,
        totalDiscountValue: otherPreview.totalDiscountValue,
        priceRounding: otherPreview.priceRounding,
      },
    },
    token,
  );
  expect(await stockOf(request, other.id)).toBe(otherStock - 2);

  await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
  await apiCall(
    request,
    'app/cart/addCartList',
    {
      storeCode: 'ESHOP',
      list: [
        { skuId: watch.id, num: 1 },
        { skuId: ring.id, num: 1 },
      ],
    },
    token,
  );

  await page.addInitScript((t) => {
    localStorage.setItem('userToken', t);
    localStorage.setItem('lang', 'en');
  }, token);

  // The preview: both lines, 10 % off the ring, the watch gift offered.
  await page.goto('/onlineCheckout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const lines = page.getByTestId('checkout-lines');
  await expect(lines.locator('li.co-line')).toHaveCount(2);
  await expect(lines).toContainText('10% off rings');
  await expect(page.getByTestId('checkout-discount')).not.toHaveText('HK$0.00');
  const gifts = page.getByTestId('checkout-gifts');
  await expect(gifts).toContainText('Buy any watch and choose a pendant as a gift.');
  const payBefore = await page.getByTestId('checkout-pay').textContent();
  await gifts.getByRole('radio').first().check();
  await expect(gifts.locator('.co-gift--on')).toHaveCount(1);
  // A gift is free: the total stays.
  await expect(page.getByTestId('checkout-pay')).toHaveText(payBefore!);

  // Pick-up at a shop, then place the order.
  await page.getByLabel('Pick up at a shop').check();
  await page.getByTestId('pickup-shop').selectOption('CWB');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/orderPayment\?orderNo=JH\d+/);
  const orderNo = await page.getByTestId('order-no').textContent();
  await expect(page.getByText('Gift', { exact: true })).toBeVisible();
  await page.getByLabel('Credit card (sandbox)').check();
  await page.getByRole('button', { name: /Continue to payment/ }).click();

  // The provider's page (served by our own app), then back.
  await expect(page).toHaveURL(/\/sandbox-pay\/[0-9a-f]{24}\?lang=en$/);
  await expect(page.getByTestId('sandbox-order')).toHaveText(orderNo!);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  // The ordered lines left the cart.
  const cart = await apiCall<{ items: { skuId: number }[] }>(request, 'app/cart/getSmallCartList', { storeCode: 'ESHOP' }, token);
  expect(cart.items.map((i) => i.skuId)).not.toContain(watch.id);

  // My orders: the paid one, and the earlier one to cancel.
  await page.goto('/account/orders');
  const paid = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(paid.getByTestId('order-status')).toHaveText('Paid');
  const pending = page.locator(`[data-order-no="${otherOrder.order.orderNo}"]`);
  await expect(pending.getByTestId('order-status')).toHaveText('Awaiting payment');
  await pending.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(pending.getByTestId('order-status')).toHaveText('Cancelled');
  expect(await stockOf(request, other.id)).toBe(otherStock);
});
