import { pickText, type I18nText, type Lang } from './locale.ts';
import { canDo, type OrderStatus, type OrderTakeWay } from './order-status.ts';

/*
 * One account of every unit of an order line (issue 37, decision 350). A line keeps the units ordered
 * (`num`), refunded, returned (refunded units whose goods came back to a shop) and handed over (by the
 * counter's hand-over or by shipping). Per line, handed over + refunded ≤ ordered always (the database
 * checks it too). These plain rules are the one place both the API and the web app read them from.
 */

export interface LineLedger {
  num: number;
  refundedNum: number;
  returnedNum: number;
  handedOverNum: number;
}

/** Units the counter (or the courier) still has to hand over: ordered, less refunded, less handed over. */
export const unitsDue = (l: LineLedger): number => Math.max(0, l.num - l.refundedNum - l.handedOverNum);

/** Units that can still be refunded (handed over or not). */
/**
 * The cents `n` more refunded units of a line give back: a line's refunded amount is always
 * floor(paid × refunded units / units) (decision 350), so this is what the database's refund writes — the
 * till shows an exchange's credit with it before sending (decision 515).
 */
export const lineRefundCents = (l: { totalPayPrice: number; num: number; refundedNum: number }, n: number): number =>
  Math.floor((l.totalPayPrice * (l.refundedNum + n)) / l.num) - Math.floor((l.totalPayPrice * l.refundedNum) / l.num);

export const unitsRefundable = (l: LineLedger): number => Math.max(0, l.num - l.refundedNum);

/** The invariant the database's CHECK also holds. */
export const ledgerHolds = (l: LineLedger): boolean =>
  l.num > 0 && l.refundedNum >= 0 && l.handedOverNum >= 0 && l.returnedNum >= 0 && l.returnedNum <= l.refundedNum && l.handedOverNum + l.refundedNum <= l.num;

export interface RefundOutcome {
  /** Units of the refund that had been handed over: a return (they leave `handedOverNum`). */
  fromHandedOver: number;
  /** Units whose goods come back to a shop's stock: every handed-over unit, and the others when staff say so. */
  returned: number;
  /** The line after the refund. */
  after: LineLedger;
}

/**
 * Refunding `n` units of a line. Units not yet handed over go first (they never left the shop); past
 * them a refund takes back handed-over units — a return: the goods come back whatever `goodsReturned`
 * says, because the customer cannot keep both the money and the goods. Units not handed over come back
 * to stock only when `goodsReturned` (staff say the goods are back on the shelf). Null when `n` is more
 * than the line has left to refund, or not a positive whole number.
 */
export function refundOutcome(l: LineLedger, n: number, goodsReturned: boolean): RefundOutcome | null {
  if (!Number.isInteger(n) || n <= 0 || n > unitsRefundable(l)) return null;
  const notHandedOver = unitsDue(l);
  const fromHandedOver = Math.max(0, n - notHandedOver);
  const returned = goodsReturned ? n : fromHandedOver;
  return {
    fromHandedOver,
    returned,
    after: {
      num: l.num,
      refundedNum: l.refundedNum + n,
      returnedNum: l.returnedNum + returned,
      handedOverNum: l.handedOverNum - fromHandedOver,
    },
  };
}

/** The order steps of the back-office desk (the counter hands over; decision 191). */
export type DeskOrderAction = 'prepare' | 'ship' | 'cancel' | 'refund';

/**
 * The desk's steps that can succeed on an order now, from ORDER_TRANSITIONS plus what the status alone
 * cannot say: whether money was received (decision 351). A `ready_for_pickup` order may be paid or not
 * (pay at the shop, prepared): unpaid it is cancelled, never refunded; paid it is refunded, never
 * cancelled. The API checks the same and the back office shows exactly these buttons.
 */
export function deskOrderActions(o: { status: OrderStatus; takeWay: OrderTakeWay; paid: boolean }): DeskOrderAction[] {
  const out: DeskOrderAction[] = [];
  if (o.takeWay === 'pickup' && canDo('prepare', o.status)) out.push('prepare');
  if (o.takeWay === 'delivery' && canDo('ship', o.status)) out.push('ship');
  if (canDo('cancel', o.status) || (o.status === 'ready_for_pickup' && !o.paid)) out.push('cancel');
  if (canDo('refund', o.status) && o.paid) out.push('refund');
  return out;
}

/**
 * The way a refund's money goes back, named from the payment that received it (decision 352): a
 * provider's card or wallet, or the counter's method at its shop with the slip or wallet reference.
 */
export interface RefundWayBack {
  provider: 'sandbox_card' | 'stripe' | 'at_shop';
  /** Stripe: card, alipay, wechat_pay, …; the counter: cash, card_terminal, fps, …; null for the sandbox. */
  method: string | null;
  /** The counter's slip or wallet reference ('' for cash and providers). */
  reference: string;
  /** The shop whose counter took the money (counter payments). */
  shopName: I18nText | null;
}

const t3 = (zh_HK: string, zh_CN: string, en: string): I18nText => ({ zh_HK, zh_CN, en });

const STRIPE_METHOD: Record<string, I18nText> = {
  card: t3('信用卡', '信用卡', 'card'),
  alipay: t3('支付寶', '支付宝', 'Alipay'),
  wechat_pay: t3('微信支付', '微信支付', 'WeChat Pay'),
  apple_pay: t3('Apple Pay', 'Apple Pay', 'Apple Pay'),
  google_pay: t3('Google Pay', 'Google Pay', 'Google Pay'),
  link: t3('Link 錢包', 'Link 钱包', 'Link wallet'),
};
const COUNTER_METHOD: Record<string, I18nText> = {
  cash: t3('現金', '现金', 'cash'),
  card_terminal: t3('信用卡終端機', '信用卡终端机', 'card terminal'),
  fps: t3('轉數快', '转数快', 'FPS'),
  octopus: t3('八達通', '八达通', 'Octopus'),
  alipay_hk: t3('AlipayHK', 'AlipayHK', 'AlipayHK'),
  wechat_pay: t3('WeChat Pay HK', 'WeChat Pay HK', 'WeChat Pay HK'),
};

/**
 * One name for the way back, in a language: what the back office lists and what the member is told.
 * e.g. "sandbox card", "card (Stripe)", "cash at Causeway Bay counter", "FPS at Mong Kok counter, ref 12AB".
 */
export function refundWayBackLabel(w: RefundWayBack, lang: Lang): string {
  const pick = (t: I18nText) => pickText(t, lang);
  if (w.provider === 'sandbox_card') return pick(t3('沙盒測試信用卡', '沙盒测试信用卡', 'sandbox card'));
  if (w.provider === 'stripe') {
    const m = pick(STRIPE_METHOD[w.method ?? 'card'] ?? t3('電子錢包', '电子钱包', 'wallet'));
    return lang === 'en' ? `${m} (Stripe)` : `${m}（Stripe）`;
  }
  const m = pick(COUNTER_METHOD[w.method ?? ''] ?? t3('門市付款', '门店付款', 'payment'));
  const shop = w.shopName ? pick(w.shopName) : '';
  const ref = w.reference ? (lang === 'en' ? `, ref ${w.reference}` : `，參考編號 ${w.reference}`) : '';
  const refCn = w.reference ? `，参考编号 ${w.reference}` : '';
  if (lang === 'en') return `${m} at ${shop ? `${shop} ` : 'the shop '}counter${ref}`;
  if (lang === 'zh_CN') return `${shop || '门店'}柜台${m}${refCn}`;
  return `${shop || '門市'}櫃檯${m}${ref}`;
}

/** The way back as the wire carries it (`refundWayBackSchema`: the shop's name as three fields). */
export interface RefundWayBackWire {
  provider: RefundWayBack['provider'];
  method: string | null;
  reference: string;
  shopNameSimple: string;
  shopNameTraditional: string;
  shopNameEng: string;
}

/** The label of a way back read from the wire (the web's side of `refundWayBackLabel`). */
export function refundWayBackWireLabel(w: RefundWayBackWire, lang: Lang): string {
  const shopName =
    w.shopNameTraditional || w.shopNameSimple || w.shopNameEng ? { zh_HK: w.shopNameTraditional, zh_CN: w.shopNameSimple, en: w.shopNameEng } : null;
  return refundWayBackLabel({ provider: w.provider, method: w.method, reference: w.reference, shopName }, lang);
}
