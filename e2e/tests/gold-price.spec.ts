import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, englishUnlessChosen, staffPage } from './helpers.ts';

/*
 * Gold priced by weight at today's rate (issue 30, "Done when"): a shopper opens the checkout with a
 * 999.9 gold pendant priced by weight; the merchant records a new gold price at the back office (a far
 * one: confirmed after its effect is shown, issue 37); the
 * pendant's price on the product page (with its breakdown and the rate's time, in three languages), in
 * search and in the cart changes at once; the shopper who previewed before the change is asked to confirm
 * the new total on placing the order; the order shows the rate, weight and making charge.
 */

interface Sku {
  id: number;
  skuCode: string;
  price: number;
  storeStockQty: number;
  status: string;
  weightPrice?: { rateCents: number; weightMg: number };
}
interface Goods {
  id: number;
  skuList: Sku[];
}

async function byWeightSku(request: APIRequestContext): Promise<{ goods: Goods; sku: Sku }> {
  const tree = await apiCall<any[]>(request, 'app/category/categoryList', {});
  const gold = tree.flatMap((c) => [c, ...c.childrenList]).find((c) => c.titleEng === '999 Gold');
  const page = await apiCall<{ items: Goods[] }>(request, 'app/goods/getGoodsPage', { categoryId: gold.id, pageSize: 50 });
  for (const g of page.items) {
    const sku = g.skuList.find((k) => k.weightPrice && k.status === 'on' && k.storeStockQty >= 2);
    if (sku) return { goods: g, sku };
  }
  throw new Error('no 999.9 gold goods priced by weight with stock');
}

async function inLang(page: Page, lang: 'zh_HK' | 'zh_CN' | 'en', path: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
}

test('a new gold price re-prices a by-weight pendant everywhere, and the shopper confirms the new total', async ({ page, request, browser }) => {
  const { goods, sku } = await byWeightSku(request);
  const token = (await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' }))
    .accessToken;
  await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
  await apiCall(request, 'app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: sku.id, num: 1 }] }, token);
  await page.addInitScript((t) => {
    localStorage.setItem('userToken', t);
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  }, token);

  // The shopper previews: the line says it is priced by weight, at which rate.
  await page.goto('/onlineCheckout');
  await expect(page.getByTestId('checkout-by-weight')).toContainText('Priced by weight');
  // The way to receive is chosen now, before the price changes: choosing it later asks for a new preview,
  // which would bring the new total on screen before the order is placed (or not, as the race goes).
  await page.getByLabel('Pick up at a shop').check();
  await page.getByTestId('pickup-shop').selectOption('CWB');
  await expect(page.getByTestId('checkout-totals')).toHaveAttribute('aria-busy', 'false');
  const payBefore = (await page.getByTestId('checkout-pay').textContent())!;

  // The product page before: the breakdown at today's rate.
  const shop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const product = await shop.newPage();
  await englishUnlessChosen(product);
  await product.goto(`/product?id=${goods.id}`);
  await expect(product.getByTestId('weight-price')).toBeVisible();
  const priceBefore = (await product.getByTestId('product-price').textContent())!;

  // The merchant (role 6, issue 37) records a new gold price at the back office, reached from the menu.
  const staff = await staffPage(browser, 'merchant.admin', 'Merchant2026a');
  await staff.goto('/backOffice');
  await staff.getByTestId('bo-nav-gold-price').click();
  await expect(staff).toHaveURL(/\/backOffice\/goldPrice$/);
  await staff.getByTestId('bo-gold-sellCents').fill('22888');
  await staff.getByTestId('bo-gold-purchaseCents').fill('20450');
  await staff.getByTestId('bo-gold-exchangeCents').fill('21500');
  await staff.getByTestId('bo-gold-save').click();
  // +14.2 % from HK$20,050: nothing is recorded until the merchant has seen what it does (decision 370).
  const far = staff.getByTestId('bo-gold-far');
  await expect(far).toContainText('more than 5% from the last one');
  await expect(staff.getByTestId('bo-gold-far-gold9999')).toContainText('HK$20,050 → HK$22,888 (+14.2%)');
  await expect(staff.getByTestId('bo-gold-far-effect')).toContainText(/\d+ of the \d+ SKUs priced by weight will be re-priced: \+HK\$[\d,]+ in all/);
  await expect(staff.getByTestId('bo-gold-current')).toContainText('HK$20,050.00');
  await staff.getByTestId('bo-gold-far-confirm').click();
  await expect(staff.getByTestId('bo-gold-current')).toContainText('HK$22,888.00');

  // The report the desk links to: what this rate did (the newest re-pricing, at HK$22,888) and the
  // by-weight goods with their price now (decision 317).
  await staff.getByTestId('bo-gold-by-weight').click();
  await expect(staff).toHaveURL(/\/backOffice\/goldPrice\/byWeight$/);
  const newest = staff.getByTestId('bo-weight-repricing').first();
  await expect(newest).toContainText('HK$22,888');
  expect(Number(await newest.getByTestId('bo-weight-repricing-changed').textContent())).toBeGreaterThan(0);
  await expect(newest.getByTestId('bo-weight-repricing-total')).toContainText('HK$');
  await expect(staff.getByTestId('bo-weight-sku').filter({ hasText: sku.skuCode })).toBeVisible();

  // Product page: new price, the breakdown at the new rate, the rate's time — in three languages.
  await product.goto(`/product?id=${goods.id}`);
  await expect(product.getByTestId('product-price')).not.toHaveText(priceBefore);
  const breakdown = product.getByTestId('weight-price');
  await expect(breakdown).toContainText('Priced by weight');
  await expect(product.getByTestId('weight-price-rate')).toContainText('22,888');
  await expect(product.getByTestId('weight-price-time')).toContainText('Rate updated');
  await expect(product.getByTestId('weight-price-making')).toContainText('+');
  const priceAfter = (await product.getByTestId('product-price').textContent())!;
  await inLang(product, 'zh_HK', `/product?id=${goods.id}`);
  await expect(breakdown).toContainText('按重量計價');
  await expect(product.getByTestId('weight-price-rate')).toContainText('22,888');
  await expect(product.getByTestId('weight-price-time')).toContainText('金價更新於');
  await inLang(product, 'zh_CN', `/product?id=${goods.id}`);
  await expect(breakdown).toContainText('按重量计价');
  await expect(product.getByTestId('weight-price-time')).toContainText('金价更新于');
  await inLang(product, 'en', `/goodsList?searchCode=${encodeURIComponent(sku.skuCode)}`);

  // Search: the same new price.
  const price = priceAfter.replace(/Original price.*/, '').trim();
  await expect(product.locator('main')).toContainText(price.slice(0, price.indexOf('.') > 0 ? price.indexOf('.') : undefined));

  // Cart (another tab of the shopper's): the new price, marked as at today's gold price.
  const cartTab = await page.context().newPage();
  await cartTab.goto('/onlineCart');
  const line = cartTab.locator(`[data-testid="cart-line"][data-sku="${sku.id}"]`);
  await expect(line.getByTestId('cart-by-weight')).toHaveText("At today's gold price");
  await expect(line).toContainText(price.slice(0, price.indexOf('.') > 0 ? price.indexOf('.') : undefined));
  await cartTab.close();

  // The shopper's checkout still shows the total previewed before the change: placing the order asks
  // to confirm the new total (the spec's "price changed" path), then orders at it.
  await page.bringToFront();
  await expect(page.getByTestId('checkout-pay')).toHaveText(payBefore);
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your cart or the stock changed while you were looking');
  await expect(page.getByTestId('checkout-pay')).not.toHaveText(payBefore);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=JH\d+/);
  const kept = page.getByTestId('order-by-weight');
  await expect(kept).toContainText('22,888');
  await expect(kept).toContainText('Weight');
  await expect(kept).toContainText('making charge');
  await expect(page.getByTestId('order-total')).not.toHaveText(payBefore);
  await shop.close();
  await staff.context().close();
});
