import type { AmountFormat, I18nText } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { memo } from '../../lib/memo.ts';

/**
 * How long a merchant and its shop list stay in memory. A write to shops publishes `shops`, which drops
 * them in every process at once; the time only bounds what a change made outside the app (psql, a
 * script without the bus) takes to show.
 */
export const SHOPS_TTL_MS = 60_000;

export interface MerchantShops {
  merchant: { code: string; currencySymbol: string; amountFormat: AmountFormat };
  /** The online shop first, then the physical shops in their display order. */
  stores: { code: string; kind: 'online' | 'physical'; name: I18nText }[];
}

/** The shop a call is for, with its merchant's money settings. */
export interface Shop {
  merchantCode: string;
  storeCode: string;
  kind: 'online' | 'physical';
  name: I18nText;
  currencySymbol: string;
  amountFormat: AmountFormat;
}

/**
 * "Which shop is this call for": the merchant named (else the one this server runs) and the shop named
 * (else the merchant's online shop). An unknown merchant or shop is refused with MERCHANT_NOT_FOUND,
 * never guessed. Every module that takes `merchantCode` / `storeCode` resolves them here.
 */
/** Where the resolver reads a merchant's shops (the shops repository). */
export interface MerchantShopsSource {
  merchantShops(merchantCode: string): Promise<MerchantShops | null>;
}

export function createShopResolver(repo: MerchantShopsSource, defaultMerchant: string, changes: ChangeBus) {
  const cache = memo<string, MerchantShops | null>({ ttlMs: SHOPS_TTL_MS, max: 100, dropOn: { changes, topics: ['shops'] }, keep: (v) => v !== null });
  const merchantShops = (merchantCode: string) => cache.get(merchantCode, () => repo.merchantShops(merchantCode));

  return {
    defaultMerchant,

    /** The merchant and its shops, or null when there is no such merchant. */
    merchant: (merchantCode: string = defaultMerchant) => merchantShops(merchantCode),

    /** The shop of a call; throws MERCHANT_NOT_FOUND. */
    async shop(input: { merchantCode?: string | undefined; storeCode?: string | undefined }): Promise<Shop> {
      const found = await merchantShops(input.merchantCode ?? defaultMerchant);
      const store =
        found && (input.storeCode === undefined ? found.stores.find((s) => s.kind === 'online') : found.stores.find((s) => s.code === input.storeCode));
      if (!found || !store) return fail('MERCHANT_NOT_FOUND');
      const { code, currencySymbol, amountFormat } = found.merchant;
      return { merchantCode: code, storeCode: store.code, kind: store.kind, name: store.name, currencySymbol, amountFormat };
    },

    /** The merchant's shops (online first); an unknown merchant is refused. */
    async stores(merchantCode: string = defaultMerchant): Promise<MerchantShops['stores']> {
      return (await merchantShops(merchantCode))?.stores ?? fail('MERCHANT_NOT_FOUND');
    },
  };
}
export type ShopResolver = ReturnType<typeof createShopResolver>;
