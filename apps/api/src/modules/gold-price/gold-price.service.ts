import {
  GRAMS_PER_TAEL,
  metalRateCents,
  rateChanges,
  type GoldPrice,
  type GoldPriceRecordInput,
  type MetalRates,
  type RateChange,
  type SellingRates,
} from '@shop/contract';
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

type RateColumns = Pick<GoldPriceRow, 'sellTael' | 'k18Tael' | 'k18Permille' | 'pt950Tael'>;

/** The rates a recording of `input` gives: the other metals keep the previous price's unless stated (decision 230). */
export function nextRates(input: GoldPriceRecordInput, previous: RateColumns | undefined): RateColumns {
  return {
    sellTael: input.sellCents,
    k18Tael: input.k18Cents !== undefined ? input.k18Cents : (previous?.k18Tael ?? null),
    k18Permille: input.k18Permille ?? previous?.k18Permille ?? 750,
    pt950Tael: input.pt950Cents !== undefined ? input.pt950Cents : (previous?.pt950Tael ?? null),
  };
}

/** The selling rates a change is measured on: 18K only when it has a rate of its own (a fraction moves with 999.9). */
const sellingRates = (r: RateColumns): SellingRates => ({ gold9999: r.sellTael, gold18k: r.k18Tael, pt950: r.pt950Tael });

/** Each selling rate a recording would move, against the last price (none before the first). */
export const changesFrom = (previous: RateColumns | undefined, next: RateColumns): RateChange[] =>
  previous ? rateChanges(sellingRates(previous), sellingRates(next)) : [];

const METAL_NAME = { gold9999: '999.9', gold18k: '18K', pt950: 'Pt950' } as const;
const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A far change without its confirmation is refused, naming the first far rate (decision 370). */
function refuseUnconfirmed(changes: RateChange[], input: GoldPriceRecordInput) {
  const far = changes.find((c) => c.far);
  if (!far || input.confirmFarChange) return;
  throw new AppError('GOLD_PRICE_FAR_CHANGE', {
    metal: METAL_NAME[far.metal],
    from: dollars(far.fromCents),
    to: dollars(far.toCents),
    change: `${far.permille > 0 ? '+' : '−'}${(Math.abs(far.permille) / 10).toFixed(1)}%`,
  });
}

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
      const rates = nextRates(input, previous);
      // A slipped digit would re-price every piece: far from the last rate needs its confirmation.
      refuseUnconfirmed(changesFrom(previous, rates), input);
      const row = await repo.insert({
        ...rates,
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
