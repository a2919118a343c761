import { GRAMS_PER_TAEL, type GoldPrice, type GoldPriceRecordInput } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { GoldPriceRepository } from './gold-price.repository.ts';
import type { GoldPriceRow } from './gold-price.tables.ts';

const hkd = (cents: number) => cents / 100;
/** Display form: thousands separators, cents only when there are any. */
const display = (cents: number) =>
  hkd(cents).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 });

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
  };
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
      const row = await repo.insert({
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
