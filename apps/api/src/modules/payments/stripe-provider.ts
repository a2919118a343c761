import Stripe from 'stripe';
import type { Lang } from '@shop/contract';
import type { Config } from '../../config.ts';

/*
 * Stripe behind the payment interface (issue 29, decision 290), through its official SDK only. Every
 * call that creates something carries an idempotency key we choose (the payment's or the refund record's
 * id), so the SDK's own retries after a timeout, and ours, create it once. The webhook's events are the
 * only thing that moves money in our records (stripe-webhooks.ts).
 */

/** Payment method types asked of Checkout: Apple Pay and Google Pay come through `card`. */
export const STRIPE_PAYMENT_METHOD_TYPES = ['card', 'alipay', 'wechat_pay'] as const;

const CHECKOUT_LOCALE: Record<Lang, 'zh-HK' | 'zh' | 'en'> = { zh_HK: 'zh-HK', zh_CN: 'zh', en: 'en' };

/** Checkout Sessions live at least 30 minutes (Stripe's minimum), like an unpaid order here. */
const SESSION_MINUTES = 31;

export interface StripeCheckoutStart {
  paymentId: string;
  orderNo: string;
  amount: number;
  lang: Lang;
  /** Absolute addresses the hosted page sends the shopper back to. */
  successUrl: string;
  cancelUrl: string;
  /** The order's price rests on a card offer: the session takes cards only (decision 356). */
  cardOnly?: boolean;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure: string | null;
}

export interface ProviderBalanceTransaction {
  id: string;
  type: string;
  /** ch_… for a charge, re_… for a refund. */
  source: string;
  /** Cents, negative for money going out (refunds). */
  amount: number;
  currency: string;
  created: Date;
}

/** Stripe Checkout; unlike the sandbox it needs the shopper's return addresses, hence `checkout`. */
export interface StripeProvider {
  method: 'stripe';
  checkout(start: StripeCheckoutStart): Promise<{ redirectUrl: string; sessionId: string }>;
  /** Verifies a webhook's signature (and age) with the SDK; throws when it is not Stripe's. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  /** The PaymentIntent with its latest charge: the charge id and what the shopper paid with. */
  intent(id: string): Promise<{ id: string; amount: number; currency: string; status: string; chargeId: string | null; method: string | null }>;
  refund(r: { id: string; paymentIntent: string; amount: number; orderNo: string }): Promise<ProviderRefund>;
  /**
   * Expires an open Checkout Session so it can no longer be paid (decision 401). Answers the session's
   * state afterwards: `expired`, or `complete` when the shopper paid it first.
   */
  expireSession(sessionId: string): Promise<'expired' | 'complete' | 'open'>;
  balanceTransactions(from: Date, to: Date): Promise<ProviderBalanceTransaction[]>;
}

/** Stripe's refund statuses in our three: requires_action and pending wait; canceled is a failure. */
export function refundStatusOf(status: string | null | undefined): ProviderRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

export function createStripeProvider(config: Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase' | 'stripeTimeoutMs'>): StripeProvider {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  const stripe = new Stripe(config.stripeSecretKey!, {
    maxNetworkRetries: 2,
    timeout: config.stripeTimeoutMs,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
  const webhookSecret = config.stripeWebhookSecret!;

  return {
    method: 'stripe',

    async checkout(s) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'hkd',
          line_items: [{ quantity: 1, price_data: { currency: 'hkd', unit_amount: s.amount, product_data: { name: s.orderNo } } }],
          // A filter on what the account has turned on (the newest API's dynamic payment methods).
          allowed_payment_method_types: s.cardOnly ? ['card'] : [...STRIPE_PAYMENT_METHOD_TYPES],
          payment_method_options: { wechat_pay: { client: 'web' } },
          client_reference_id: s.paymentId,
          metadata: { paymentId: s.paymentId, orderNo: s.orderNo },
          payment_intent_data: { metadata: { paymentId: s.paymentId, orderNo: s.orderNo } },
          locale: CHECKOUT_LOCALE[s.lang],
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
          success_url: s.successUrl,
          cancel_url: s.cancelUrl,
        },
        { idempotencyKey: `checkout-${s.paymentId}` },
      );
      if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
      return { redirectUrl: session.url, sessionId: session.id };
    },

    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },

    async intent(id) {
      const pi = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      const charge = pi.latest_charge;
      const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? null);
      const method = typeof charge === 'object' && charge ? (charge.payment_method_details?.type ?? null) : (pi.payment_method_types[0] ?? null);
      return { id: pi.id, amount: pi.amount_received, currency: pi.currency, status: pi.status, chargeId, method };
    },

    async refund(r) {
      const refund = await stripe.refunds.create(
        { payment_intent: r.paymentIntent, amount: r.amount, metadata: { refundId: r.id, orderNo: r.orderNo } },
        { idempotencyKey: r.id },
      );
      return { id: refund.id, status: refundStatusOf(refund.status), failure: refund.failure_reason ?? null };
    },

    async expireSession(sessionId) {
      const stateOf = (status: string | null): 'expired' | 'complete' | 'open' => (status === 'expired' || status === 'complete' ? status : 'open');
      try {
        return stateOf((await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` })).status);
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: ask what it became.
        if (!isProviderRefusal(err)) throw err;
        return stateOf((await stripe.checkout.sessions.retrieve(sessionId)).status);
      }
    },

    async balanceTransactions(from, to) {
      const out: ProviderBalanceTransaction[] = [];
      const list = stripe.balanceTransactions.list({ created: { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) }, limit: 100 });
      for await (const t of list) {
        out.push({
          id: t.id,
          type: t.type,
          source: typeof t.source === 'string' ? t.source : (t.source?.id ?? ''),
          amount: t.amount,
          currency: t.currency,
          created: new Date(t.created * 1000),
        });
        if (out.length >= 10_000) break;
      }
      return out;
    },
  };
}

/** A call that failed because the provider said no (not because it could not be reached). */
export function isProviderRefusal(err: unknown): err is Error & { message: string; code?: string } {
  return (
    err instanceof Stripe.errors.StripeError &&
    !(err instanceof Stripe.errors.StripeConnectionError) &&
    !(err instanceof Stripe.errors.StripeAPIError) &&
    !(err instanceof Stripe.errors.StripeRateLimitError)
  );
}
