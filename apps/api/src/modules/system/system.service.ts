import { DEFAULT_AMOUNT_FORMAT, type AmountFormat } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { createSystemRepository } from './system.repository.ts';

export function createSystemService(repo: ReturnType<typeof createSystemRepository>, merchantCode: string) {
  return {
    /** The merchant and shop the storefront runs for; unknown codes are refused, not guessed. */
    async getInitInfo(input: { merchantCode: string; storeCode: string }) {
      const merchant = await repo.findMerchant(input.merchantCode);
      const store = merchant && (await repo.findStore(input.merchantCode, input.storeCode));
      if (!merchant || !store) return fail('MERCHANT_NOT_FOUND');
      return { currencySymbol: merchant.currencySymbol, merchantCode: merchant.code, storeCode: store.code };
    },

    /** The call carries no merchant, so it answers for the merchant this server runs. */
    async getAmountFormatInfo(): Promise<AmountFormat> {
      const merchant = await repo.findMerchant(merchantCode);
      return merchant?.amountFormat ?? DEFAULT_AMOUNT_FORMAT;
    },
  };
}
