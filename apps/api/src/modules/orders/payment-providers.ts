import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@shop/contract';
import type { Config } from '../../config.ts';
import { createStripeProvider, type StripeProvider } from '../payments/index.ts';

/** What a provider is told when a payment starts. */
export interface PaymentStart {
  paymentId: string;
  orderNo: string;
  amount: number;
}

/** One payment provider. Adding a real card gateway means one more implementation of this. */
export interface PaymentProvider {
  method: PaymentMethod;
  /** Where to send the customer to pay; null when nothing happens online (pay at the shop). */
  start(payment: PaymentStart): { redirectUrl: string | null };
}

/** The fields of a sandbox callback; `sig` is the HMAC-SHA256 of the others. */
export interface SandboxCallback {
  paymentId: string;
  outcome: 'succeeded' | 'cancelled';
  amount: number;
  ts: number;
}

export interface SandboxProvider extends PaymentProvider {
  sign(fields: SandboxCallback): string;
  /** Checks the signature in constant time and that the callback is recent. */
  verify(fields: SandboxCallback, sig: string, nowMs?: number): boolean;
}

/** Callbacks older than this are refused (replays of an old signed reply). */
const CALLBACK_MAX_AGE_MS = 15 * 60_000;

const canonical = (f: SandboxCallback) => `${f.paymentId}|${f.outcome}|${f.amount}|${f.ts}`;

export function createSandboxProvider(secret: string): SandboxProvider {
  const key = Buffer.from(secret, 'utf8');
  const sign = (f: SandboxCallback) => createHmac('sha256', key).update(canonical(f)).digest('hex');
  return {
    method: 'sandbox_card',
    start: (p) => ({ redirectUrl: `/sandbox-pay/${encodeURIComponent(p.paymentId)}` }),
    sign,
    verify(f, sig, nowMs = Date.now()) {
      if (!/^[0-9a-f]{64}$/.test(sig)) return false;
      if (!Number.isFinite(f.ts) || Math.abs(nowMs - f.ts) > CALLBACK_MAX_AGE_MS) return false;
      return timingSafeEqual(Buffer.from(sign(f), 'hex'), Buffer.from(sig, 'hex'));
    },
  };
}

export const atShopProvider: PaymentProvider = { method: 'at_shop', start: () => ({ redirectUrl: null }) };

type ProviderConfig = Pick<
  Config,
  'paymentSandbox' | 'paymentSandboxSecret' | 'paymentProvider' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase' | 'stripeTimeoutMs'
>;

/** The providers this start serves: the sandbox only when configured (decision 182), Stripe when PAYMENT_PROVIDER=stripe (decision 290). */
export function createPaymentProviders(config: ProviderConfig): PaymentProviders {
  return {
    at_shop: atShopProvider,
    ...(config.paymentSandbox ? { sandbox_card: createSandboxProvider(config.paymentSandboxSecret ?? randomBytes(32).toString('hex')) } : {}),
    ...(config.paymentProvider === 'stripe' ? { stripe: createStripeProvider(config) } : {}),
  };
}
export interface PaymentProviders {
  at_shop: PaymentProvider;
  /** Absent in a production start. */
  sandbox_card?: SandboxProvider;
  /** Present with PAYMENT_PROVIDER=stripe. */
  stripe?: StripeProvider;
}
/**
 * The online methods a start offers, in the order the storefront lists them: the sandbox first where it
 * is on (development and tests keep their default), then Stripe.
 */
export const onlineMethodsOf = (config: Pick<Config, 'paymentSandbox' | 'paymentProvider'>): PaymentMethod[] => [
  ...(config.paymentSandbox ? (['sandbox_card'] as const) : []),
  ...(config.paymentProvider === 'stripe' ? (['stripe'] as const) : []),
];
