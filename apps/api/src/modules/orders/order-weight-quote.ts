import { WEIGHT_QUOTE_WINDOW_MS, type WeightQuoteWire } from '@shop/contract';
import type { PricingResult } from './pricing.ts';

/*
 * Goods priced by weight in orders (issue 30, decision 231). The preview states the gold price its
 * by-weight lines were priced at and until when an order keeps that total; takeOrder refuses an order
 * naming another rate, or placed after that time, with the spec's "price changed" answer (40503), so the
 * shopper is shown the new total and confirms it. The totals check (decision 049) still applies to every
 * order: nothing is charged that the shopper's screen did not send.
 */

/** The rate of the by-weight lines priced (all carry the same one: a rate re-prices them at once). */
function rateOf(r: PricingResult): { rateId: number; rateAt: string } | null {
  let best: { rateId: number; rateAt: string } | null = null;
  for (const l of r.lines) {
    const w = l.sku?.weightPrice;
    if (w && (!best || w.rateId > best.rateId)) best = { rateId: w.rateId, rateAt: w.rateAt };
  }
  return best;
}

/** The preview's weightQuote: null when no line is priced by weight. */
export function weightQuoteOf(r: PricingResult, now: Date): WeightQuoteWire | null {
  const rate = rateOf(r);
  return rate ? { ...rate, validUntil: new Date(now.getTime() + WEIGHT_QUOTE_WINDOW_MS).toISOString() } : null;
}

/**
 * Whether an order must be refused as "price changed": it has by-weight lines and names a quote of
 * another rate, or one that ran out. An order without a quote is judged by its totals alone (older
 * clients; the totals check still guarantees the price charged is the one sent).
 */
export function weightQuoteStale(r: PricingResult, quote: { rateId: number; validUntil: string } | undefined, at: Date): boolean {
  if (!quote) return false;
  const rate = rateOf(r);
  if (!rate) return false;
  const until = Date.parse(quote.validUntil);
  return rate.rateId !== quote.rateId || !(until >= at.getTime());
}
