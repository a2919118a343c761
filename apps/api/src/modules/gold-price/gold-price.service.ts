import { GRAMS_PER_TAEL, metalRateCents, type GoldPrice, type GoldPriceRecordInput, type MetalRates } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { GoldPriceRepository } from './gold-price.repository.ts';
import type { GoldPriceRow } from './gold-price.tables.ts';

const hkd = (cents: number) => cents / 100;
/** Display form: thousands separators, cents only when there are any. */
const display = (cents: number) => hkd(cents).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 });

export function toGoldPrice(row: GoldPriceRow): GoldPrice {
  return {
    goldSellPrice: display(row.sellTael),
    goldPurPrice: display(row.purchaseTael),
    goldExchPrice: display(row.exchangeTael),
    goldSellPriceGram: display(row.sellGram),
    goldPurPriceGram: display(row.purchaseGram),
    goldExchPriceGram: display(row.exchangeGram),
    rawGoldSellPrice: hkd(row.sellTael),
    rawGoldPurPrice: hkd(row.purchaseTael),
    rawGoldExchPrice: hkd(row.exchangeTael),
    rawGoldSellPriceGram: hkd(row.sellGram),
    rawGoldPurPriceGram: hkd(row.purchaseGram),
    rawGoldExchPriceGram: hkd(row.exchangeGram),
    lastModTime: row.recordedAt.toISOString(),
    rateId: row.id,
    rawK18SellPrice: hkd(metalRateCents(ratesOf(row), 'gold18k')!),
    rawPt950SellPrice: row.pt950Tael === null ? null : hkd(row.pt950Tael),
    k18Permille: row.k18Permille,
    k18OwnRate: row.k18Tael !== null,
  };
}

/** The metals' selling rates a recorded price gives (the input of the contract's priceByWeight). */
export function ratesOf(row: Pick<GoldPriceRow, 'sellTael' | 'k18Tael' | 'k18Permille' | 'pt950Tael'>): MetalRates {
  return { gold9999: row.sellTael, gold18k: row.k18Tael, k18Permille: row.k18Permille, pt950: row.pt950Tael };
}

export const perGram = (centsPerTael: number) => Math.round(centsPerTael / GRAMS_PER_TAEL);

export function createGoldPriceService(repo: GoldPriceRepository) {
  return {
    async latest(): Promise<GoldPrice> {
      const row = await repo.latest();
      if (!row) throw new AppError('GOLD_PRICE_UNAVAILABLE');
      return toGoldPrice(row);
    },
    /** Records a new price as a new row; earlier prices stay as history. */
    async record(input: GoldPriceRecordInput, recordedBy: string, at?: Date): Promise<GoldPrice> {
      // The shop buys back below its selling price; the reverse is a typing mistake.
      if (input.purchaseCents > input.sellCents) throw new AppError('GOLD_PRICE_INCONSISTENT');
      // The other metals keep the previous price's rates unless this one states them (decision 230).
      const previous = await repo.latest();
      const row = await repo.insert({
        k18Tael: input.k18Cents !== undefined ? input.k18Cents : (previous?.k18Tael ?? null),
        k18Permille: input.k18Permille ?? previous?.k18Permille ?? 750,
        pt950Tael: input.pt950Cents !== undefined ? input.pt950Cents : (previous?.pt950Tael ?? null),
        sellTael: input.sellCents,
        purchaseTael: input.purchaseCents,
        exchangeTael: input.exchangeCents,
        sellGram: perGram(input.sellCents),
        purchaseGram: perGram(input.purchaseCents),
        exchangeGram: perGram(input.exchangeCents),
        recordedBy,
        ...(at ? { recordedAt: at } : {}),
      });
      return toGoldPrice(row);
    },
    history: (limit: number) => repo.history(limit),
  };
}
export type GoldPriceService = ReturnType<typeof createGoldPriceService>;
