import { DEFAULT_AMOUNT_FORMAT, type AmountFormat } from '@shop/contract';

/**
 * What the system calls need of the shops module's resolver, passed in by the composition root. Declared
 * here, not imported, because the shops module reads the merchants table this module defines (decision 425).
 */
export interface SystemShops {
  shop(input: { merchantCode: string; storeCode: string }): Promise<{ currencySymbol: string; merchantCode: string; storeCode: string }>;
  merchant(): Promise<{ merchant: { amountFormat: AmountFormat } } | null>;
}

export function createSystemService(shops: SystemShops) {
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
