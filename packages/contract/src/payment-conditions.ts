import type { CounterPaymentMethod, PaymentMethod } from './order-status.ts';

/*
 * Promotions with a payment condition (issue 37, decision 355). A promotion names the kind of payment it
 * is for; an order is priced for the kind of payment the member intends, and paying another way re-prices
 * it. Plain rules: the API prices and checks with them, the web shows what they say.
 */

/** The kinds of payment a promotion can ask for. `cash` is cash at the counter. */
export const PAYMENT_KINDS = ['card', 'wallet', 'cash'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A promotion's condition: any payment, or one kind. */
export const PAYMENT_CONDITIONS = ['any', ...PAYMENT_KINDS] as const;
export type PaymentCondition = (typeof PAYMENT_CONDITIONS)[number];

/**
 * The kind a price assumes: a kind, or `counter` — paid at the shop, the method chosen at the counter,
 * so not known when the order is placed: only offers for any payment apply until the counter takes it.
 */
export const PRICED_KINDS = [...PAYMENT_KINDS, 'counter'] as const;
export type PricedKind = (typeof PRICED_KINDS)[number];

/**
 * The kind of each way to pay. Online: the sandbox card and Stripe are card — a Stripe Checkout Session
 * for an order priced with a card offer is limited to cards (decision 356), so what it takes is a card;
 * `at_shop` is decided at the counter. Counter methods: cash, the card terminal, and the wallets (FPS,
 * Octopus, AlipayHK, WeChat Pay).
 */
export const PAYMENT_KIND_OF: Readonly<Record<PaymentMethod | CounterPaymentMethod, PricedKind>> = {
  sandbox_card: 'card',
  stripe: 'card',
  at_shop: 'counter',
  cash: 'cash',
  card_terminal: 'card',
  fps: 'wallet',
  octopus: 'wallet',
  alipay_hk: 'wallet',
  wechat_pay: 'wallet',
};

export const paymentKindOf = (method: PaymentMethod | CounterPaymentMethod): PricedKind => PAYMENT_KIND_OF[method];

/**
 * Whether a promotion with this condition applies to a price for this kind. An order to be paid at the
 * counter gets only the offers for any payment: the counter re-prices it when the method it is paid
 * with has an offer of its own.
 */
export const promotionApplies = (condition: PaymentCondition, kind: PricedKind): boolean => condition === 'any' || condition === kind;

/**
 * The kind a price assumes when the caller names no method: card, the storefront's default way to pay
 * (card online), so a client that does not say keeps the prices it always showed.
 */
export const DEFAULT_PRICED_KIND: PricedKind = 'card';

/**
 * Whether an order priced with promotions of these conditions keeps its price when paid with `kind`:
 * every payment-conditioned promotion it got must admit the kind. Otherwise it must be re-priced.
 */
export const priceHoldsFor = (appliedConditions: readonly PaymentCondition[], kind: PricedKind): boolean =>
  appliedConditions.every((c) => promotionApplies(c, kind));

/**
 * Whether promotions with these two conditions can both apply to one order's price: some kind of
 * payment meets both (`any` meets every kind). A card offer and a cash offer never do, so they never
 * compete for a cart (the promotion form's rivals, decision 395).
 */
export const conditionsMeet = (a: PaymentCondition, b: PaymentCondition): boolean =>
  PRICED_KINDS.some((kind) => promotionApplies(a, kind) && promotionApplies(b, kind));
