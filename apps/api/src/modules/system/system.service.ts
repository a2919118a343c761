import { DEFAULT_AMOUNT_FORMAT, type AmountFormat } from '@shop/contract';
import type { ShopResolver } from '../shops/shop-resolver.ts';

export function createSystemService(shops: ShopResolver) {
  return {
    /** The merchant and shop the storefront runs for; unknown codes are refused, not guessed. */
    async getInitInfo(input: { merchantCode: string; storeCode: string }) {
      const shop = await shops.shop(input);
      return { currencySymbol: shop.currencySymbol, merchantCode: shop.merchantCode, storeCode: shop.storeCode };
    },

    /** The call carries no merchant, so it answers for the merchant this server runs. */
    async getAmountFormatInfo(): Promise<AmountFormat> {
      return (await shops.merchant())?.merchant.amountFormat ?? DEFAULT_AMOUNT_FORMAT;
    },
  };
}
