import type { PaymentMethod } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';

/**
 * A payment refused because the order's price rests on an offer for another way to pay (40540, decision
 * 357): the way chosen and the total the order comes to paid that way, which the member may accept
 * (payOrder's `acceptRepricedTotal`). Null for any other failure, or one without the total as data.
 */
/** ORDER_PRICE_FOR_METHOD's code, kept here so the error catalogue stays out of the bundle (tested equal). */
export const ERROR_ORDER_PRICE_FOR_METHOD = 40540;

export interface RepricedOffer {
  method: PaymentMethod;
  amount: number;
}

export function repricedOfferOf(err: unknown, method: PaymentMethod): RepricedOffer | null {
  if (!(err instanceof ApiError) || err.errorCode !== ERROR_ORDER_PRICE_FOR_METHOD) return null;
  const amount = err.detail.repricedTotal;
  return amount === undefined ? null : { method, amount };
}
