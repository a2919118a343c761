import { formatAmount, type CounterPaymentMethod, type Lang } from '@shop/contract';
import { hkDateTime } from './hk-date-time.ts';

/**
 * The hand-over receipt e-mailed to the member (issue 40, decision 458), in the member's language: what
 * was handed over, where and when, and the money taken at the counter. A redemption is named as one.
 */
export interface CounterReceiptP {
  kind: 'order' | 'redemption';
  number: string;
  /** The lines, one per row, already in the member's language ("title × 2"). */
  items: string;
  at: string;
  shopName: string;
  amountTaken: number;
  method: CounterPaymentMethod | null;
  total: number;
  pointsSpent: number;
}

const METHOD: Record<Lang, Record<CounterPaymentMethod, string>> = {
  zh_HK: { cash: '現金', card_terminal: '信用卡', fps: '轉數快', octopus: '八達通', alipay_hk: 'AlipayHK', wechat_pay: 'WeChat Pay' },
  zh_CN: { cash: '现金', card_terminal: '信用卡', fps: '转数快', octopus: '八达通', alipay_hk: 'AlipayHK', wechat_pay: '微信支付' },
  en: { cash: 'cash', card_terminal: 'card', fps: 'FPS', octopus: 'Octopus', alipay_hk: 'AlipayHK', wechat_pay: 'WeChat Pay' },
};
const money = (cents: number) => formatAmount(cents, undefined, 'total');

export const counterReceiptTemplate = {
  zh_HK: (p: CounterReceiptP) => {
    const what = p.kind === 'order' ? `訂單 ${p.number}` : `積分換領 ${p.number}`;
    return {
      subject: `${what} 交收收據`,
      lines: [
        `${what} 已於 ${hkDateTime(p.at, 'zh_HK')} 在${p.shopName}交收：`,
        ...p.items.split('\n'),
        p.kind === 'redemption' ? `使用積分：${p.pointsSpent}` : `訂單總額：${money(p.total)}`,
        p.amountTaken > 0 && p.method ? `門市收取：${money(p.amountTaken)}（${METHOD.zh_HK[p.method]}）` : '門市無需收款。',
      ],
      sms: `${what} 已交收。`,
    };
  },
  zh_CN: (p: CounterReceiptP) => {
    const what = p.kind === 'order' ? `订单 ${p.number}` : `积分换领 ${p.number}`;
    return {
      subject: `${what} 交收收据`,
      lines: [
        `${what} 已于 ${hkDateTime(p.at, 'zh_CN')} 在${p.shopName}交收：`,
        ...p.items.split('\n'),
        p.kind === 'redemption' ? `使用积分：${p.pointsSpent}` : `订单总额：${money(p.total)}`,
        p.amountTaken > 0 && p.method ? `门店收取：${money(p.amountTaken)}（${METHOD.zh_CN[p.method]}）` : '门店无需收款。',
      ],
      sms: `${what} 已交收。`,
    };
  },
  en: (p: CounterReceiptP) => {
    const what = p.kind === 'order' ? `Order ${p.number}` : `Points redemption ${p.number}`;
    return {
      subject: `${what}: your receipt`,
      lines: [
        `${what} was handed over at ${p.shopName} on ${hkDateTime(p.at, 'en')}:`,
        ...p.items.split('\n'),
        p.kind === 'redemption' ? `Points used: ${p.pointsSpent}` : `Order total: ${money(p.total)}`,
        p.amountTaken > 0 && p.method ? `Taken at the shop: ${money(p.amountTaken)} (${METHOD.en[p.method]})` : 'Nothing was due at the shop.',
      ],
      sms: `${what} handed over.`,
    };
  },
};
