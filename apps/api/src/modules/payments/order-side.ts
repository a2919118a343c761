import type { Db } from '../../db/client.ts';
import type { StripeProvider } from './stripe-provider.ts';

// What the payments module needs of the orders module, declared here and handed in by the composition
// root (decision 425): the orders module uses this module's Stripe provider, so payments cannot import
// orders back without a ring.

/** A payment the provider says succeeded, as the webhook read it. */
export interface ProviderConfirmation {
  paymentId: string;
  /** Cents and ISO currency the provider says it took. */
  amount: number;
  currency: string;
  intent: string | null;
  charge: string | null;
  /** card, alipay, wechat_pay */
  method: string | null;
}

export type ConfirmOutcome = 'paid' | 'already' | 'refused' | 'late' | 'unknown';

/** The orders module's settling of a Stripe payment, each step inside the webhook's transaction. */
export interface StripeSettlement {
  confirm(tx: Db, c: ProviderConfirmation): Promise<ConfirmOutcome>;
  attemptFailed(tx: Db, paymentId: string, message: string): Promise<boolean>;
  sessionExpired(tx: Db, paymentId: string): Promise<boolean>;
  paymentOfSession(db: Db, sessionId: string): Promise<string | undefined>;
  paymentOfIntent(db: Db, intentId: string): Promise<string | undefined>;
}

/** The orders module's open Checkout Sessions of an order. */
export interface StripeSessions {
  /** After a payment succeeded: the order's other open sessions end too. */
  supersedeOthersOf(paymentId: string): Promise<void>;
}

/** The orders service as far as payments use it. */
export interface PaymentsOrderSide {
  providers: { stripe?: StripeProvider | undefined };
  stripeSettlement: StripeSettlement;
  stripeSessions: StripeSessions;
}
