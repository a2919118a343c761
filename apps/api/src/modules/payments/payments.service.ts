import type { Db } from '../../db/client.ts';
import type { PaymentsOrderSide } from './order-side.ts';
import { createProviderRefunds } from './provider-refunds.ts';
import { createReconciliation } from './reconciliation.ts';
import { createStripeWebhooks } from './stripe-webhooks.ts';

/**
 * The payment provider's side of orders (issue 29): its webhook, refunds through it and the day's
 * reconciliation. Without PAYMENT_PROVIDER=stripe there is no webhook; refunds stay counter records.
 */
export function createPaymentsService(deps: { db: Db; orders: PaymentsOrderSide; now?: () => Date }) {
  const { db, orders } = deps;
  const stripe = orders.providers.stripe;
  const refunds = createProviderRefunds({ db, stripe, ...(deps.now ? { now: deps.now } : {}) });
  return {
    stripe,
    refunds,
    webhooks: stripe ? createStripeWebhooks({ db, stripe, settlement: orders.stripeSettlement, sessions: orders.stripeSessions, refunds }) : undefined,
    reconciliation: createReconciliation({ db, stripe }),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
