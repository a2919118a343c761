import { defineErrors } from './define.ts';

/** Codes 80120–80139: the order line ledger and refunds of money received (issue 37, decisions 350–351). */
export const orderLedgerErrors = defineErrors({
  REFUND_NOTHING_RECEIVED: {
    code: 80120,
    status: 409,
    text: {
      zh_HK: '此訂單尚未收款，不能退款；未付款的訂單請取消',
      zh_CN: '此订单尚未收款，不能退款；未付款的订单请取消',
      en: 'No money was received for this order, so it cannot be refunded; cancel an unpaid order instead.',
    },
  },
  REFUND_MORE_THAN_RECEIVED: {
    code: 80121,
    status: 409,
    text: {
      zh_HK: '退款金額超過此訂單的付款所收到的金額',
      zh_CN: '退款金额超过此订单的付款所收到的金额',
      en: 'The refund is more than the payment received for this order.',
    },
  },
  COUNTER_NOTHING_DUE: {
    code: 80122,
    status: 409,
    text: {
      zh_HK: '此訂單沒有待交收的貨品（已退款或已交收）',
      zh_CN: '此订单没有待交收的货品（已退款或已交收）',
      en: 'Nothing of this order is left to hand over (refunded or already handed over).',
    },
  },
  ORDER_PAID_NOT_CANCELLABLE: {
    code: 80123,
    status: 409,
    text: {
      zh_HK: '此訂單已收款，不能取消；請改為退款',
      zh_CN: '此订单已收款，不能取消；请改为退款',
      en: 'This order has been paid, so it cannot be cancelled; refund it instead.',
    },
  },
});
