import { DEFAULT_AMOUNT_FORMAT, type AmountFormat } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { createSystemRepository } from './system.repository.ts';

/**
 * How long a merchant or shop read stays fresh. Every visit asks for both, they change only when staff
 * edit the merchant, and a changed currency symbol or rounding showing a few seconds late is harmless.
 */
export const SYSTEM_CACHE_MS = 10_000;

/** Remembers each key's answer (or the promise of it) for `ttlMs`; failures are not kept. */
function memo<A extends unknown[], R>(ttlMs: number, key: (...args: A) => string, load: (...args: A) => Promise<R>) {
  const entries = new Map<string, { at: number; value: Promise<R> }>();
  return (...args: A): Promise<R> => {
    const k = key(...args);
    const hit = entries.get(k);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(...args);
    entries.set(k, { at: Date.now(), value });
    value.catch(() => entries.delete(k));
    return value;
  };
}

export function createSystemService(repo: ReturnType<typeof createSystemRepository>, merchantCode: string) {
  const findMerchant = memo(SYSTEM_CACHE_MS, (code: string) => code, (code: string) => repo.findMerchant(code));
  const findStore = memo(SYSTEM_CACHE_MS, (m: string, s: string) => `${m}\u0000${s}`, (m: string, s: string) => repo.findStore(m, s));
  return {
    /** The merchant and shop the storefront runs for; unknown codes are refused, not guessed. */
    async getInitInfo(input: { merchantCode: string; storeCode: string }) {
      const merchant = await findMerchant(input.merchantCode);
      const store = merchant && (await findStore(input.merchantCode, input.storeCode));
      if (!merchant || !store) return fail('MERCHANT_NOT_FOUND');
      return { currencySymbol: merchant.currencySymbol, merchantCode: merchant.code, storeCode: store.code };
    },

    /** The call carries no merchant, so it answers for the merchant this server runs. */
    async getAmountFormatInfo(): Promise<AmountFormat> {
      const merchant = await findMerchant(merchantCode);
      return merchant?.amountFormat ?? DEFAULT_AMOUNT_FORMAT;
    },
  };
}
