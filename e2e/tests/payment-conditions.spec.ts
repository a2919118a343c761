import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { apiCall, skuPricedAtLeast } from './helpers.ts';

/*
 * Issue 37 as a shopper would: "Pay by credit card: HK$500 off" (CARD500) is in the checkout's price while
 * the member pays by card online; choosing to pay at the shop re-previews without it, says the price is
 * for paying at the shop and that the card offer does not go with it — in each of the three languages.
 */

const TEXTS = {
  zh_HK: { card: '此價格以信用卡付款計算。', atShop: '此價格以到分店付款計算', offer: '信用卡優惠：減 HK$500' },
  zh_CN: { card: '此价格以信用卡付款计算。', atShop: '此价格以到门店付款计算', offer: '信用卡优惠：减 HK$500' },
  en: { card: 'This price is for paying by card.', atShop: 'This price is for paying at the shop', offer: 'Card offer: HK$500 off' },
} as const;

/** A sku of HK$4,000 or more with stock online: the card offer's threshold is met whatever else applies. */
const dearSku = (request: APIRequestContext) => skuPricedAtLeast(request, 400_000);

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) {
  test(`choosing pay at the shop removes the card offer from the preview (${lang})`, async ({ page, request }) => {
    const token = (await apiCall<{ accessToken: string }>(request, 'app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' }))
      .accessToken;
    const skuId = await dearSku(request);
    await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
    await apiCall(request, 'app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId, num: 1 }] }, token);
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('userToken', t);
        localStorage.setItem('lang', l);
      },
      [token, lang] as const,
    );
    const texts = TEXTS[lang];

    await page.goto('/onlineCheckout');
    const pricedFor = page.getByTestId('checkout-priced-for');
    await expect(pricedFor).toHaveText(texts.card);
    await expect(page.getByTestId('checkout-lines')).toContainText(texts.offer);
    const byCard = cents(await page.getByTestId('checkout-pay').textContent());

    await page.getByTestId('pickup-shop').selectOption('CWB');
    await page.getByTestId('pay-way-at-shop').check();
    await expect(pricedFor).toContainText(texts.atShop);
    await expect(page.getByTestId('checkout-lines')).not.toContainText(texts.offer);
    await expect(page.getByTestId('checkout-other-offers')).toContainText(texts.offer);
    await expect.poll(async () => cents(await page.getByTestId('checkout-pay').textContent())).toBe(byCard + 50_000);

    // Back to card online: the offer is back.
    await page.getByTestId('pay-way-card').check();
    await expect(pricedFor).toHaveText(texts.card);
    await expect.poll(async () => cents(await page.getByTestId('checkout-pay').textContent())).toBe(byCard);
    await apiCall(request, 'app/cart/removeCartAll', { storeCode: 'ESHOP' }, token);
  });
}
