import { formatAmount, PAID_AT_SHOP_LABEL, PAID_WITH_LABEL, type Lang, type OrderWording } from '@shop/contract';
import { hkDateTime } from './hk-date-time.ts';

/**
 * The money sentence of an order message, by the wording `orderWording` chose from the order's state at
 * the moment the message is written (decision 365): paid by what, or what to pay where and by when (the
 * order's real hold, a Hong Kong date and time). The events' templates put it beside their own news.
 */
export type MessageWording = Pick<OrderWording, 'key' | 'payBy' | 'paidWith'>;

const money = (cents: number) => formatAmount(cents, undefined, 'total');

export function paidLabel(w: MessageWording, lang: Lang): string {
  return (w.paidWith ? PAID_WITH_LABEL[w.paidWith] : PAID_AT_SHOP_LABEL)[lang];
}

/** The sentence for `w` in `lang`, or none (a refund names its own way back). */
export function moneyLines(w: MessageWording, lang: Lang, total: number, shop: string): string[] {
  const by = w.payBy ? hkDateTime(w.payBy, lang) : '';
  const amount = money(total);
  const L = (zhHK: string, zhCN: string, en: string) => [lang === 'zh_HK' ? zhHK : lang === 'zh_CN' ? zhCN : en];
  switch (w.key) {
    case 'await_online':
      return by
        ? L(
            `請於 ${by}（香港時間）前付款，逾時未付款的訂單將自動取消。`,
            `请于 ${by}（香港时间）前付款，逾时未付款的订单将自动取消。`,
            `Please pay by ${by} (Hong Kong time); unpaid orders are cancelled after that.`,
          )
        : [];
    case 'await_online_or_shop':
      return by
        ? L(
            `請於 ${by}（香港時間）前於網上付款，或選擇「取貨時於分店付款」；逾時未選擇的訂單將自動取消。`,
            `请于 ${by}（香港时间）前在网上付款，或选择「取货时于门店付款」；逾时未选择的订单将自动取消。`,
            `Please pay online, or choose to pay at the shop on pick-up, by ${by} (Hong Kong time); otherwise the order is cancelled.`,
          )
        : [];
    case 'pay_at_shop':
    case 'ready_pay_at_shop':
      return L(
        `此訂單尚未付款。請於 ${by}（香港時間）或之前到 ${shop} 付款 ${amount} 並取貨，逾期訂單將自動取消。`,
        `此订单尚未付款。请于 ${by}（香港时间）或之前到 ${shop} 付款 ${amount} 并取货，逾期订单将自动取消。`,
        `Nothing has been paid yet: please pay ${amount} at ${shop} and collect the order by ${by} (Hong Kong time); after that it is cancelled.`,
      );
    case 'paid':
    case 'ready_paid':
    case 'shipped_paid':
    case 'completed_paid': {
      const label = paidLabel(w, lang);
      return L(`已付款 ${amount}（${label}）。`, `已付款 ${amount}（${label}）。`, `Paid: ${amount} by ${label}.`);
    }
    case 'cancelled_unpaid':
      return L('此訂單未曾付款，毋須付款。', '此订单未曾付款，无须付款。', 'Nothing was paid for this order and nothing is due.');
    case 'expired_unpaid':
      return L(
        '訂單未於付款期限前付款，已自動取消；毋須付款。',
        '订单未于付款期限前付款，已自动取消；无须付款。',
        'It was not paid in time and has been cancelled; nothing is due.',
      );
    case 'expired_pay_at_shop':
      return L(
        '訂單未於預留期限前到分店付款取貨，已自動取消；毋須付款。',
        '订单未于预留期限前到门店付款取货，已自动取消；无须付款。',
        'It was not paid for and collected at the shop within the hold and has been cancelled; nothing is due.',
      );
    case 'refunded':
      return [];
  }
}
