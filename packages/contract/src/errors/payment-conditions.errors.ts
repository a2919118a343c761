import { defineErrors } from './define.ts';

/**
 * Promotions with a payment condition (issue 37, decisions 355–357). Codes 40540–40559 (the member's
 * payment) and 81040–81049 (the counter). `{offers}` are the promotion codes whose condition the chosen
 * way to pay does not meet; `{amount}` the order's total re-priced for it.
 */
export const paymentConditionErrors = defineErrors({
  /** payOrder with a method whose kind the order's price does not hold for; `acceptRepricedTotal` re-prices. */
  ORDER_PRICE_FOR_METHOD: {
    code: 40540,
    status: 409,
    text: {
      zh_HK: '此訂單的價格包含只適用於另一付款方式的優惠（{offers}）。以此付款方式，訂單金額為 {amount}；請確認新金額，或改用該優惠的付款方式。',
      zh_CN: '此订单的价格包含只适用于另一付款方式的优惠（{offers}）。以此付款方式，订单金额为 {amount}；请确认新金额，或改用该优惠的付款方式。',
      en: "This order's price includes an offer for another way to pay ({offers}). Paid this way the order comes to {amount}: confirm the new amount, or pay the way the offer asks.",
    },
  },
  /** A chosen gift comes from an offer for another kind of payment: re-pricing would take the gift away. */
  ORDER_REPRICE_GIFT: {
    code: 40541,
    status: 409,
    text: {
      zh_HK: '此訂單的贈品來自只適用於另一付款方式的優惠（{offers}），只可用該優惠的付款方式付款。',
      zh_CN: '此订单的赠品来自只适用于另一付款方式的优惠（{offers}），只可用该优惠的付款方式付款。',
      en: "This order's gift comes from an offer for another way to pay ({offers}); it can only be paid the way that offer asks.",
    },
  },
  /** The counter: the order was priced with an offer for another kind; `acceptRepricedTotal` re-prices. */
  COUNTER_PRICE_FOR_METHOD: {
    code: 81040,
    status: 409,
    text: {
      zh_HK: '此訂單以只適用於另一付款方式的優惠（{offers}）定價。以此方式付款，價格改為 {amount}：請先確認重新定價。',
      zh_CN: '此订单以只适用于另一付款方式的优惠（{offers}）定价。以此方式付款，价格改为 {amount}：请先确认重新定价。',
      en: 'This order was priced with an offer for another way to pay ({offers}). Paid this way the price changes to {amount}: confirm the re-pricing first.',
    },
  },
});
