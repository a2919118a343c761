import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, appLive, signedInMember, staffToken } from './helpers.ts';

/*
 * Issue 25, decision 265: a product sold out online but held at Causeway Bay is ordered for pick-up there,
 * from the product page through the cart and checkout; the units come from Causeway Bay.
 */

/** A sku on sale with a unit online. */
const onSaleOnline = (s: any) => s.status === 'on' && s.storeStockQty >= 1;

/** Products with colours only and a sku on sale online, from the end of the list so other specs keep theirs. */
async function colourOnlyInStock(request: APIRequestContext): Promise<any[]> {
  const goodsPage = await apiCall<{ items: any[] }>(request, 'app/goods/getGoodsPage', { pageSize: 100 });
  return [...goodsPage.items]
    .reverse()
    .filter((g) => g.goodsAttributesList.length === 1 && g.goodsAttributesList[0].attributesType === 'COLOR' && g.skuList.some(onSaleOnline));
}

/** The English name of the colour a sku of a colour-only product is. */
const colourOf = (goods: any, sku: any) =>
  goods.goodsAttributesList[0].goodsAttributesSelections.find((c: any) => c.id === sku.goodsAttributesSelectionIdSet[0]).nameEng as string;

interface StockRow {
  skuId: number;
  storeCode: string;
  qty: number;
}

test('a product held only at a shop is ordered for pick-up there', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signedInMember(page, request);
  const admin = await staffToken(request, 'merchant.admin', 'Merchant2026a');
  const [goods] = await colourOnlyInStock(request);
  const sku = goods.skuList.find(onSaleOnline);
  const colour = colourOf(goods, sku);

  // Sold out online and everywhere but Causeway Bay, which holds 2.
  const rows = (await apiCall<{ list: StockRow[] }>(request, 'app/backOffice/stock/list', { spuId: goods.id }, admin)).list.filter((r) => r.skuId === sku.id);
  const adjust = async (storeCode: string, delta: number) => {
    if (delta !== 0)
      await apiCall(
        request,
        'app/backOffice/stock/adjust',
        { skuId: sku.id, storeCode, delta, reason: 'counted', note: 'e2e: held only at Causeway Bay' },
        admin,
      );
  };
  for (const r of rows) await adjust(r.storeCode, (r.storeCode === 'CWB' ? 2 : 0) - r.qty);
  if (!rows.some((r) => r.storeCode === 'CWB')) await adjust('CWB', 2);
  const onlineBefore = rows.find((r) => r.storeCode === 'ESHOP')?.qty ?? 0;
  await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);

  try {
    // The product page says where it can be had, and lets two units (what Causeway Bay holds) into the cart.
    await page.goto(`/product?id=${goods.id}`);
    await appLive(page);
    const colourButton = page.locator('.product__choices').getByRole('button', { name: new RegExp(`^${colour}`) });
    await colourButton.click();
    await expect(colourButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sku-stock')).toHaveText('Sold out online — available for pick-up at Jade Harbour Causeway Bay');
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await expect(page.getByTestId('add-num')).toHaveText('2');
    await expect(page.getByRole('button', { name: 'Increase quantity', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();

    // The cart marks the line pick-up only.
    await page.goto('/onlineCart');
    await expect(page.getByTestId('cart-line-pickup-only')).toHaveText('Sold out online — pick-up only, at a shop holding it');

    // Checkout: no delivery, Causeway Bay chosen, the shop's own stock said.
    await page.goto('/onlineCheckout');
    await expect(page.getByTestId('pickup-only-note')).toBeVisible();
    await expect(page.getByLabel('Delivery to an address')).toBeDisabled();
    await expect(page.getByTestId('pickup-shop')).toHaveValue('CWB');
    await expect(page.getByTestId('pickup-shop').locator('option')).toHaveCount(2);
    await expect(page.getByTestId('checkout-shop-stock')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orderPayment\?orderNo=JH\d+/);

    // The two units came from Causeway Bay; the online shop had none to give.
    const after = (await apiCall<{ list: StockRow[] }>(request, 'app/backOffice/stock/list', { spuId: goods.id }, admin)).list.filter(
      (r) => r.skuId === sku.id,
    );
    expect(after.find((r) => r.storeCode === 'CWB')?.qty).toBe(0);
    expect(after.find((r) => r.storeCode === 'ESHOP')?.qty ?? 0).toBe(0);
  } finally {
    await adjust('ESHOP', onlineBefore);
  }
});

/*
 * Issue 37, decisions 360–361: the same promise kept in a cart with another piece. Checkout offers
 * Causeway Bay, lists both pieces (never "inventory anomaly"), and one order takes the pick-up-only piece
 * from Causeway Bay's stock and the other from the online shop's.
 */
test('a piece held only at Causeway Bay is ordered there in a cart with a piece the online shop holds', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signedInMember(page, request);
  const admin = await staffToken(request, 'merchant.admin', 'Merchant2026a');
  // Two colour-only products in stock online, other than the one the test above uses.
  const [, goods, other] = await colourOnlyInStock(request);
  const sku = goods.skuList.find(onSaleOnline);
  const otherSku = other.skuList.find(onSaleOnline);
  const colour = colourOf(goods, sku);
  const stockRows = async (spuId: number, skuId: number) =>
    (await apiCall<{ list: StockRow[] }>(request, 'app/backOffice/stock/list', { spuId }, admin)).list.filter((r) => r.skuId === skuId);
  const adjust = async (skuId: number, storeCode: string, delta: number) => {
    if (delta !== 0)
      await apiCall(request, 'app/backOffice/stock/adjust', { skuId, storeCode, delta, reason: 'counted', note: 'e2e: issue 37 mixed cart' }, admin);
  };
  // The first piece: sold out online and everywhere but Causeway Bay, which holds 1.
  const rows = await stockRows(goods.id, sku.id);
  for (const r of rows) await adjust(sku.id, r.storeCode, (r.storeCode === 'CWB' ? 1 : 0) - r.qty);
  if (!rows.some((r) => r.storeCode === 'CWB')) await adjust(sku.id, 'CWB', 1);
  const onlineBefore = rows.find((r) => r.storeCode === 'ESHOP')?.qty ?? 0;
  const otherBefore = (await stockRows(other.id, otherSku.id)).find((r) => r.storeCode === 'ESHOP')!.qty;
  await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
  await apiCall(request, 'app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: otherSku.id, num: 1 }], needCheckSkuStock: true }, token);

  try {
    await page.goto(`/product?id=${goods.id}`);
    await appLive(page);
    const colourButton = page.locator('.product__choices').getByRole('button', { name: new RegExp(`^${colour}`) });
    await colourButton.click();
    await expect(page.getByTestId('sku-stock')).toHaveText('Sold out online — available for pick-up at Jade Harbour Causeway Bay');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();

    await page.goto('/onlineCheckout');
    await expect(page.getByTestId('pickup-shop')).toHaveValue('CWB');
    await expect(page.getByTestId('checkout-lines').locator('li.co-line')).toHaveCount(2);
    await expect(page.getByTestId('checkout-invalid')).toHaveCount(0);
    await expect(page.getByTestId('checkout-shop-stock')).toBeVisible();
    await expect(page.locator('main.checkout')).not.toContainText('Inventory anomaly');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orderPayment\?orderNo=JH\d+/);

    // Each piece came from its own shop.
    expect((await stockRows(goods.id, sku.id)).find((r) => r.storeCode === 'CWB')?.qty).toBe(0);
    expect((await stockRows(other.id, otherSku.id)).find((r) => r.storeCode === 'ESHOP')?.qty).toBe(otherBefore - 1);
  } finally {
    await adjust(sku.id, 'ESHOP', onlineBefore);
  }
});
