import { formatAmount, pickText, type CounterPaymentMethod, type I18nText, type Lang, type WeightPrice, type WeightMetal } from '@shop/contract';
import { hkDateTime } from './hk-date-time.ts';

/**
 * A counter sale's receipt e-mailed to the member (issue 43, decision 486), in the member's language: the
 * shop, the lines with each by-weight line's breakdown (weight, the rate, metal and making charge), the
 * total, each payment and the change, the points earned.
 */
export interface TillReceiptP {
  orderNo: string;
  at: string;
  shopName: string;
  shopCode: string;
  /** The shop's address and phone, from its record (empty when it has none). */
  shopAddress: string;
  shopPhone: string;
  lines: { title: I18nText; num: number; totalPayPrice: number; weight: WeightPrice | null }[];
  totalDiscountValue: number;
  total: number;
  payments: { method: CounterPaymentMethod; amount: number }[];
  change: number;
  pointsEarned: number;
  /** An exchange (decision 515): what came back from which sale, and the credit it gave. */
  exchange?: { fromOrderNo: string; lines: { title: I18nText; num: number; amount: number }[]; credit: number; method: CounterPaymentMethod } | null;
}

const money = (cents: number) => formatAmount(cents, undefined, 'total');
const grams = (mg: number) => (mg / 1000).toFixed(3);

const WORDS: Record<
  Lang,
  {
    method: Record<CounterPaymentMethod, string>;
    metal: Record<WeightMetal, string>;
    subject: (no: string) => string;
    head: (no: string, shop: string, at: string) => string;
    weight: (metal: string, g: string, rate: string, metalCents: string, making: string) => string;
    discount: string;
    total: string;
    change: string;
    points: (n: number) => string;
    shop: (address: string, phone: string) => string;
    exchanged: (no: string) => string;
    credit: (method: string) => string;
    due: string;
    back: (method: string) => string;
  }
> = {
  zh_HK: {
    method: { cash: '現金', card_terminal: '信用卡', fps: '轉數快', octopus: '八達通', alipay_hk: 'AlipayHK', wechat_pay: 'WeChat Pay' },
    metal: { gold9999: '999.9 足金', gold18k: '18K 金', pt950: 'Pt950 鉑金' },
    subject: (no) => `門市銷售 ${no} 收據`,
    head: (no, shop, at) => `多謝惠顧！${shop}・${at}・單號 ${no}`,
    weight: (m, g, r, mc, mk) => `  ${m} ${g} 克・金價每兩 ${r}・金值 ${mc} + 工費 ${mk}`,
    discount: '優惠',
    total: '總額',
    change: '找續',
    points: (n) => `獲得積分：${n}`,
    shop: (a, p) => [a, p && `電話 ${p}`].filter(Boolean).join('・'),
    exchanged: (no) => `換貨：退回單號 ${no} 的貨品`,
    credit: (m) => `退貨抵扣（${m}）`,
    due: '補差額',
    back: (m) => `退回差額（${m}）`,
  },
  zh_CN: {
    method: { cash: '现金', card_terminal: '信用卡', fps: '转数快', octopus: '八达通', alipay_hk: 'AlipayHK', wechat_pay: '微信支付' },
    metal: { gold9999: '999.9 足金', gold18k: '18K 金', pt950: 'Pt950 铂金' },
    subject: (no) => `门店销售 ${no} 收据`,
    head: (no, shop, at) => `感谢惠顾！${shop}・${at}・单号 ${no}`,
    weight: (m, g, r, mc, mk) => `  ${m} ${g} 克・金价每两 ${r}・金值 ${mc} + 工费 ${mk}`,
    discount: '优惠',
    total: '总额',
    change: '找零',
    points: (n) => `获得积分：${n}`,
    shop: (a, p) => [a, p && `电话 ${p}`].filter(Boolean).join('・'),
    exchanged: (no) => `换货：退回单号 ${no} 的货品`,
    credit: (m) => `退货抵扣（${m}）`,
    due: '补差额',
    back: (m) => `退回差额（${m}）`,
  },
  en: {
    method: { cash: 'Cash', card_terminal: 'Card', fps: 'FPS', octopus: 'Octopus', alipay_hk: 'AlipayHK', wechat_pay: 'WeChat Pay' },
    metal: { gold9999: '999.9 gold', gold18k: '18K gold', pt950: 'Pt950 platinum' },
    subject: (no) => `Your receipt for counter sale ${no}`,
    head: (no, shop, at) => `Thank you! ${shop} · ${at} · sale ${no}`,
    weight: (m, g, r, mc, mk) => `  ${m} ${g} g · rate ${r} a tael · metal ${mc} + making ${mk}`,
    discount: 'Discount',
    total: 'Total',
    change: 'Change',
    points: (n) => `Points earned: ${n}`,
    shop: (a, p) => [a, p && `Tel ${p}`].filter(Boolean).join(' · '),
    exchanged: (no) => `Exchange: pieces returned from sale ${no}`,
    credit: (m) => `Credit for the return (${m})`,
    due: 'Difference paid',
    back: (m) => `Difference given back (${m})`,
  },
};

/** An exchange's receipt: the pieces that came back and their credit, then the difference paid or given back. */
function exchangeLines(p: TillReceiptP, x: NonNullable<TillReceiptP['exchange']>, lang: Lang): string[] {
  const w = WORDS[lang];
  const difference = p.total - x.credit;
  // The sale's first payment is the credit itself (the method the return gave back); the rest paid the difference.
  const paidOnTop = p.payments.slice(1);
  return [
    w.exchanged(x.fromOrderNo),
    ...x.lines.map((l) => `  ${pickText(l.title, lang)} × ${l.num}  −${money(l.amount)}`),
    `${w.credit(w.method[x.method])}: −${money(x.credit)}`,
    ...(difference > 0 ? [`${w.due}: ${money(difference)}`, ...paidOnTop.map((y) => `  ${w.method[y.method]}: ${money(y.amount)}`)] : []),
    ...(difference < 0 ? [`${w.back(w.method[x.method])}: ${money(-difference)}`] : []),
  ];
}

function receipt(lang: Lang) {
  const w = WORDS[lang];
  return (p: TillReceiptP) => ({
    subject: w.subject(p.orderNo),
    lines: [
      w.head(p.orderNo, p.shopName, hkDateTime(p.at, lang)),
      ...(p.shopAddress || p.shopPhone ? [w.shop(p.shopAddress, p.shopPhone)] : []),
      ...p.lines.flatMap((l) => [
        `${pickText(l.title, lang)} × ${l.num}  ${money(l.totalPayPrice)}`,
        ...(l.weight
          ? [
              w.weight(
                w.metal[l.weight.metal],
                grams(l.weight.weightMg),
                money(l.weight.rateCents),
                money(l.weight.metalCents),
                money(l.weight.makingChargeCents),
              ),
            ]
          : []),
      ]),
      ...(p.totalDiscountValue > 0 ? [`${w.discount}: −${money(p.totalDiscountValue)}`] : []),
      `${w.total}: ${money(p.total)}`,
      ...(p.exchange ? exchangeLines(p, p.exchange, lang) : p.payments.map((x) => `${w.method[x.method]}: ${money(x.amount)}`)),
      ...(p.change > 0 ? [`${w.change}: ${money(p.change)}`] : []),
      ...(p.pointsEarned > 0 ? [w.points(p.pointsEarned)] : []),
    ],
    sms: w.subject(p.orderNo),
  });
}

export const tillReceiptTemplate = { zh_HK: receipt('zh_HK'), zh_CN: receipt('zh_CN'), en: receipt('en') };
