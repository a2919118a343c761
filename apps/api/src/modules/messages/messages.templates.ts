import { formatAmount, pickText, refundWayBackLabel, type I18nText, type Lang, type RefundWayBack } from '@shop/contract';
import { hkDateTime } from './hk-date-time.ts';
import { moneyLines, paidLabel, type MessageWording } from './order-words.ts';
import { counterReceiptTemplate, type CounterReceiptP } from './counter-receipt.template.ts';
import { tillReceiptTemplate, type TillReceiptP } from './till-receipt.template.ts';
import { viewingBookedTemplate, viewingCancelledTemplate, viewingReminderTemplate, type ViewingP } from './viewing.template.ts';

export { hkDateTime };

/**
 * Every message the site sends to a member, one entry per event, each in the three languages. A message
 * is rendered once, when it is written to the outbox, in the member's language; the worker only sends
 * what was rendered, so a retry sends exactly the same words.
 */
export interface Rendered {
  subject: string;
  /** The e-mail's paragraphs (plain text; the HTML is built from them, escaped). */
  lines: string[];
  /** The SMS: short, one line. */
  sms: string;
}

const BRAND: Record<Lang, string> = { zh_HK: '翠港珠寶', zh_CN: '翠港珠宝', en: 'Jade Harbour' };

/** HK$ with two decimals from integer cents (money is cents everywhere else). */
const money = (cents: number) => formatAmount(cents, undefined, 'total');

type T<P> = Record<Lang, (p: P) => Rendered>;

/** What every order message knows: the order, its total and pick-up shop, and its words (decision 365). */
interface OrderP {
  orderNo: string;
  total: number;
  /** The pick-up shop's name ('' for delivery). */
  shopName: string;
  /** `orderWording` of the order as it is when the message is written. */
  w: MessageWording;
}
export interface MessageParams {
  order_placed: OrderP;
  /** Pay at the shop chosen: reserved, nothing paid, the real hold (the order's `expires_at`). */
  order_reserved: OrderP;
  order_paid: OrderP;
  /** collectionCode: present once pick-up codes exist (orders.collection_code); shown only to the member. */
  order_ready: OrderP & { openingHours: string; pickupBy: string | null; collectionCode?: string | null };
  order_shipped: OrderP & { trackingNo: string | null };
  order_completed: OrderP & { points: number };
  /** wayBack: the payment the money went back to (decision 352); absent or null in messages written before. */
  order_refunded: OrderP & { amount: number; points: number; wayBack?: RefundWayBack | null };
  order_cancelled: OrderP;
  order_expired: OrderP;
  redemption_placed: { redemptionNo: string; goodsName: string; points: number; shopName: string };
  redemption_ready: { redemptionNo: string; goodsName: string; shopName: string; openingHours: string; collectionCode?: string | null };
  redemption_collected: { redemptionNo: string; goodsName: string };
  verify_code: { code: string; minutes: number };
  password_reset: { password: string };
  /** The hand-over receipt, e-mail only (issue 40). */
  counter_receipt: CounterReceiptP;
  /** A counter sale's receipt (issue 43, decision 486). */
  till_receipt: TillReceiptP;
  /** A viewing appointment (issue 44): booked or moved, the reminder the day before, cancelled. */
  viewing_booked: ViewingP;
  viewing_reminder: ViewingP;
  viewing_cancelled: ViewingP;
}
export type MessageEvent = keyof MessageParams;

const code = (c: string | null | undefined, label: string) => (c ? [`${label}${c}`] : []);
/** The order's money sentence in `lang` (order-words.ts). */
const M = (p: OrderP, lang: Lang) => moneyLines(p.w, lang, p.total, p.shopName);
/** The deadline the wording names, wrapped in `before`/`after`, or '' when it names none. */
const by = (p: OrderP, lang: Lang, before = '', after = '') => (p.w.payBy ? `${before}${hkDateTime(p.w.payBy, lang)}${after}` : '');

export const TEMPLATES: { [E in MessageEvent]: T<MessageParams[E]> } = {
  order_placed: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已收到`,
      lines: [`多謝惠顧！我們已收到您的訂單 ${p.orderNo}，金額 ${money(p.total)}。`, ...M(p, 'zh_HK')],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已收到，金額 ${money(p.total)}${by(p, 'zh_HK', '，請於 ', ' 前付款')}。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已收到`,
      lines: [`感谢惠顾！我们已收到您的订单 ${p.orderNo}，金额 ${money(p.total)}。`, ...M(p, 'zh_CN')],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已收到，金额 ${money(p.total)}${by(p, 'zh_CN', '，请于 ', ' 前付款')}。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} received`,
      lines: [`Thank you! We have received your order ${p.orderNo} for ${money(p.total)}.`, ...M(p, 'en')],
      sms: `${BRAND.en}: order ${p.orderNo} received, ${money(p.total)}${by(p, 'en', '. Please pay by ', '')}.`,
    }),
  },
  order_reserved: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已預留・取貨時付款`,
      lines: [`您的訂單 ${p.orderNo} 已為您於 ${p.shopName} 預留，取貨時付款。`, ...M(p, 'zh_HK'), '貨品備妥後會再通知您。'],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已預留，未付款；請於 ${by(p, 'zh_HK')} 前到 ${p.shopName} 付款 ${money(p.total)} 取貨。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已预留・取货时付款`,
      lines: [`您的订单 ${p.orderNo} 已为您于 ${p.shopName} 预留，取货时付款。`, ...M(p, 'zh_CN'), '货品备妥后会再通知您。'],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已预留，未付款；请于 ${by(p, 'zh_CN')} 前到 ${p.shopName} 付款 ${money(p.total)} 取货。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} reserved · pay at pick-up`,
      lines: [
        `Your order ${p.orderNo} is reserved for you at ${p.shopName}; you pay when you collect it.`,
        ...M(p, 'en'),
        'We will tell you when it is ready.',
      ],
      sms: `${BRAND.en}: order ${p.orderNo} reserved, not paid; pay ${money(p.total)} at ${p.shopName} and collect by ${by(p, 'en')}.`,
    }),
  },
  order_paid: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已付款`,
      lines: [`已收到訂單 ${p.orderNo} 的付款 ${money(p.total)}（${paidLabel(p.w, 'zh_HK')}）。我們會盡快為您準備貨品。`],
      sms: `${BRAND.zh_HK}：已收到訂單 ${p.orderNo} 的付款 ${money(p.total)}（${paidLabel(p.w, 'zh_HK')}）。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已付款`,
      lines: [`已收到订单 ${p.orderNo} 的付款 ${money(p.total)}（${paidLabel(p.w, 'zh_CN')}）。我们会尽快为您准备货品。`],
      sms: `${BRAND.zh_CN}：已收到订单 ${p.orderNo} 的付款 ${money(p.total)}（${paidLabel(p.w, 'zh_CN')}）。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} paid`,
      lines: [`We have received ${money(p.total)} for order ${p.orderNo}, paid by ${paidLabel(p.w, 'en')}. We are preparing your goods.`],
      sms: `${BRAND.en}: ${money(p.total)} for order ${p.orderNo} received (${paidLabel(p.w, 'en')}).`,
    }),
  },
  order_ready: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 可以取貨`,
      lines: [
        `您的訂單 ${p.orderNo} 已可於 ${p.shopName} 取貨。`,
        `營業時間：${p.openingHours}`,
        ...M(p, 'zh_HK'),
        ...(p.w.payBy === null && p.pickupBy ? [`請於 ${hkDateTime(p.pickupBy, 'zh_HK')} 前取貨。`] : []),
        ...code(p.collectionCode, '取貨碼：'),
        '取貨時請出示取貨碼及身份證明文件。',
      ],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 可於 ${p.shopName} 取貨${p.w.payBy ? `，請付款 ${money(p.total)}` : ''}${p.collectionCode ? `，取貨碼 ${p.collectionCode}` : ''}。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 可以取货`,
      lines: [
        `您的订单 ${p.orderNo} 已可于 ${p.shopName} 取货。`,
        `营业时间：${p.openingHours}`,
        ...M(p, 'zh_CN'),
        ...(p.w.payBy === null && p.pickupBy ? [`请于 ${hkDateTime(p.pickupBy, 'zh_CN')} 前取货。`] : []),
        ...code(p.collectionCode, '取货码：'),
        '取货时请出示取货码及身份证明文件。',
      ],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 可于 ${p.shopName} 取货${p.w.payBy ? `，请付款 ${money(p.total)}` : ''}${p.collectionCode ? `，取货码 ${p.collectionCode}` : ''}。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} is ready for pick-up`,
      lines: [
        `Your order ${p.orderNo} is ready for pick-up at ${p.shopName}.`,
        `Opening hours: ${p.openingHours}`,
        ...M(p, 'en'),
        ...(p.w.payBy === null && p.pickupBy ? [`Please collect it by ${hkDateTime(p.pickupBy, 'en')}.`] : []),
        ...code(p.collectionCode, 'Collection code: '),
        'Please bring the collection code and your ID.',
      ],
      sms: `${BRAND.en}: order ${p.orderNo} is ready at ${p.shopName}${p.w.payBy ? `, pay ${money(p.total)} there` : ''}${p.collectionCode ? `. Collection code ${p.collectionCode}` : ''}.`,
    }),
  },
  order_shipped: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已發貨`,
      lines: [`您的訂單 ${p.orderNo} 已發貨。`, ...code(p.trackingNo, '運單號碼：')],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已發貨${p.trackingNo ? `，運單號碼 ${p.trackingNo}` : ''}。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已发货`,
      lines: [`您的订单 ${p.orderNo} 已发货。`, ...code(p.trackingNo, '运单号码：')],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已发货${p.trackingNo ? `，运单号码 ${p.trackingNo}` : ''}。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} shipped`,
      lines: [`Your order ${p.orderNo} is on its way.`, ...code(p.trackingNo, 'Tracking number: ')],
      sms: `${BRAND.en}: order ${p.orderNo} shipped${p.trackingNo ? `, tracking ${p.trackingNo}` : ''}.`,
    }),
  },
  order_completed: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已完成`,
      lines: [`訂單 ${p.orderNo} 已完成，多謝惠顧！`, ...M(p, 'zh_HK'), `是次獲得積分：${p.points}`],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已完成，獲得 ${p.points} 積分。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已完成`,
      lines: [`订单 ${p.orderNo} 已完成，感谢惠顾！`, ...M(p, 'zh_CN'), `本次获得积分：${p.points}`],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已完成，获得 ${p.points} 积分。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} completed`,
      lines: [`Order ${p.orderNo} is complete. Thank you!`, ...M(p, 'en'), `Points earned: ${p.points}`],
      sms: `${BRAND.en}: order ${p.orderNo} completed, ${p.points} points earned.`,
    }),
  },
  order_refunded: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已退款`,
      lines: [
        `訂單 ${p.orderNo} 已退款 ${money(p.amount)}。`,
        ...(p.wayBack ? [`退款方式：${refundWayBackLabel(p.wayBack, 'zh_HK')}`] : []),
        ...(p.points ? [`扣回積分：${p.points}`] : []),
      ],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已退款 ${money(p.amount)}。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已退款`,
      lines: [
        `订单 ${p.orderNo} 已退款 ${money(p.amount)}。`,
        ...(p.wayBack ? [`退款方式：${refundWayBackLabel(p.wayBack, 'zh_CN')}`] : []),
        ...(p.points ? [`扣回积分：${p.points}`] : []),
      ],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已退款 ${money(p.amount)}。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} refunded`,
      lines: [
        `${money(p.amount)} of order ${p.orderNo} has been refunded.`,
        ...(p.wayBack ? [`Refunded to: ${refundWayBackLabel(p.wayBack, 'en')}`] : []),
        ...(p.points ? [`Points taken back: ${p.points}`] : []),
      ],
      sms: `${BRAND.en}: ${money(p.amount)} of order ${p.orderNo} refunded.`,
    }),
  },
  order_cancelled: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已取消`,
      lines: [`訂單 ${p.orderNo} 已取消。`, ...M(p, 'zh_HK')],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已取消。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已取消`,
      lines: [`订单 ${p.orderNo} 已取消。`, ...M(p, 'zh_CN')],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已取消。`,
    }),
    en: (p) => ({
      subject: `Order ${p.orderNo} cancelled`,
      lines: [`Order ${p.orderNo} has been cancelled.`, ...M(p, 'en')],
      sms: `${BRAND.en}: order ${p.orderNo} cancelled.`,
    }),
  },
  order_expired: {
    zh_HK: (p) => ({
      subject: `訂單 ${p.orderNo} 已逾時取消`,
      lines: [`訂單 ${p.orderNo}：`, ...M(p, 'zh_HK')],
      sms: `${BRAND.zh_HK}：訂單 ${p.orderNo} 已逾時取消。`,
    }),
    zh_CN: (p) => ({
      subject: `订单 ${p.orderNo} 已逾时取消`,
      lines: [`订单 ${p.orderNo}：`, ...M(p, 'zh_CN')],
      sms: `${BRAND.zh_CN}：订单 ${p.orderNo} 已逾时取消。`,
    }),
    en: (p) => ({ subject: `Order ${p.orderNo} expired`, lines: [`Order ${p.orderNo}:`, ...M(p, 'en')], sms: `${BRAND.en}: order ${p.orderNo} expired.` }),
  },
  redemption_placed: {
    zh_HK: (p) => ({
      subject: `積分兌換 ${p.redemptionNo} 已收到`,
      lines: [`您已以 ${p.points} 積分兌換「${p.goodsName}」（${p.redemptionNo}），將於 ${p.shopName} 領取。`, '準備好後會再通知您。'],
      sms: `${BRAND.zh_HK}：已以 ${p.points} 積分兌換「${p.goodsName}」。`,
    }),
    zh_CN: (p) => ({
      subject: `积分兑换 ${p.redemptionNo} 已收到`,
      lines: [`您已以 ${p.points} 积分兑换「${p.goodsName}」（${p.redemptionNo}），将于 ${p.shopName} 领取。`, '准备好后会再通知您。'],
      sms: `${BRAND.zh_CN}：已以 ${p.points} 积分兑换「${p.goodsName}」。`,
    }),
    en: (p) => ({
      subject: `Redemption ${p.redemptionNo} received`,
      lines: [`You redeemed "${p.goodsName}" for ${p.points} points (${p.redemptionNo}), to collect at ${p.shopName}.`, 'We will tell you when it is ready.'],
      sms: `${BRAND.en}: "${p.goodsName}" redeemed for ${p.points} points.`,
    }),
  },
  redemption_ready: {
    zh_HK: (p) => ({
      subject: `兌換 ${p.redemptionNo} 可以領取`,
      lines: [`「${p.goodsName}」已可於 ${p.shopName} 領取。`, `營業時間：${p.openingHours}`, ...code(p.collectionCode, '領取碼：')],
      sms: `${BRAND.zh_HK}：「${p.goodsName}」可於 ${p.shopName} 領取${p.collectionCode ? `，領取碼 ${p.collectionCode}` : ''}。`,
    }),
    zh_CN: (p) => ({
      subject: `兑换 ${p.redemptionNo} 可以领取`,
      lines: [`「${p.goodsName}」已可于 ${p.shopName} 领取。`, `营业时间：${p.openingHours}`, ...code(p.collectionCode, '领取码：')],
      sms: `${BRAND.zh_CN}：「${p.goodsName}」可于 ${p.shopName} 领取${p.collectionCode ? `，领取码 ${p.collectionCode}` : ''}。`,
    }),
    en: (p) => ({
      subject: `Redemption ${p.redemptionNo} is ready`,
      lines: [`"${p.goodsName}" is ready to collect at ${p.shopName}.`, `Opening hours: ${p.openingHours}`, ...code(p.collectionCode, 'Collection code: ')],
      sms: `${BRAND.en}: "${p.goodsName}" is ready at ${p.shopName}${p.collectionCode ? `. Code ${p.collectionCode}` : ''}.`,
    }),
  },
  redemption_collected: {
    zh_HK: (p) => ({
      subject: `兌換 ${p.redemptionNo} 已領取`,
      lines: [`您已領取「${p.goodsName}」。多謝！`],
      sms: `${BRAND.zh_HK}：您已領取「${p.goodsName}」。`,
    }),
    zh_CN: (p) => ({
      subject: `兑换 ${p.redemptionNo} 已领取`,
      lines: [`您已领取「${p.goodsName}」。谢谢！`],
      sms: `${BRAND.zh_CN}：您已领取「${p.goodsName}」。`,
    }),
    en: (p) => ({
      subject: `Redemption ${p.redemptionNo} collected`,
      lines: [`You have collected "${p.goodsName}". Thank you!`],
      sms: `${BRAND.en}: "${p.goodsName}" collected.`,
    }),
  },
  verify_code: {
    zh_HK: (p) => ({
      subject: '驗證碼',
      lines: [`您的驗證碼是 ${p.code}，${p.minutes} 分鐘內有效。請勿告訴任何人。`],
      sms: `${BRAND.zh_HK}驗證碼：${p.code}（${p.minutes} 分鐘內有效）`,
    }),
    zh_CN: (p) => ({
      subject: '验证码',
      lines: [`您的验证码是 ${p.code}，${p.minutes} 分钟内有效。请勿告诉任何人。`],
      sms: `${BRAND.zh_CN}验证码：${p.code}（${p.minutes} 分钟内有效）`,
    }),
    en: (p) => ({
      subject: 'Verification code',
      lines: [`Your verification code is ${p.code}, valid for ${p.minutes} minutes. Do not share it.`],
      sms: `${BRAND.en} verification code: ${p.code} (valid ${p.minutes} minutes)`,
    }),
  },
  password_reset: {
    zh_HK: (p) => ({
      subject: '新密碼',
      lines: [`您的新密碼是 ${p.password}，登入後請立即更改。`],
      sms: `${BRAND.zh_HK}：您的新密碼是 ${p.password}，登入後請立即更改。`,
    }),
    zh_CN: (p) => ({
      subject: '新密码',
      lines: [`您的新密码是 ${p.password}，登录后请立即更改。`],
      sms: `${BRAND.zh_CN}：您的新密码是 ${p.password}，登录后请立即更改。`,
    }),
    en: (p) => ({
      subject: 'Your new password',
      lines: [`Your new password is ${p.password}. Please change it after logging in.`],
      sms: `${BRAND.en}: your new password is ${p.password}. Please change it after logging in.`,
    }),
  },
  counter_receipt: counterReceiptTemplate,
  till_receipt: tillReceiptTemplate,
  viewing_booked: viewingBookedTemplate,
  viewing_reminder: viewingReminderTemplate,
  viewing_cancelled: viewingCancelledTemplate,
};

/** A name the caller holds in the three languages (a shop, a club gift); the template gets the member's. */
export type Named<P> = { [K in keyof P]: P[K] extends string ? P[K] | I18nText : P[K] };

const isI18n = (v: unknown): v is I18nText => typeof v === 'object' && v !== null && 'zh_HK' in v;

export function render<E extends MessageEvent>(event: E, lang: Lang, params: Named<MessageParams[E]>): Rendered {
  const resolved = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isI18n(v) ? pickText(v, lang) : v]));
  return (TEMPLATES[event][lang] as (p: MessageParams[E]) => Rendered)(resolved as MessageParams[E]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail's text and HTML from one rendering; every value is escaped, nothing a member typed is markup. */
export function emailBodies(r: Rendered, lang: Lang): { text: string; html: string } {
  const text = [...r.lines, '', BRAND[lang]].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const html =
    `<!doctype html><html lang="${lang === 'en' ? 'en' : lang === 'zh_CN' ? 'zh-CN' : 'zh-HK'}"><body style="font-family:sans-serif;color:#00053e">` +
    r.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p style="color:#666">${escapeHtml(BRAND[lang])}</p></body></html>`;
  return { text, html };
}
