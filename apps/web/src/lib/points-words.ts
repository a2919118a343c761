/*
 * The reason of a points entry, worded once: the member's points history and the back office's customer
 * page name an entry alike. Spread into both screens' catalogues.
 */
export const POINTS_REASON_WORDS = {
  zh_HK: {
    reason_purchase: '購物賺取',
    reason_birthday: '生日獎賞',
    reason_welcome: '迎新獎賞',
    reason_fb_deduction: '餐飲消費扣減',
    reason_redemption: '積分換領',
    reason_adjustment: '積分調整',
  },
  zh_CN: {
    reason_purchase: '购物赚取',
    reason_birthday: '生日奖赏',
    reason_welcome: '迎新奖赏',
    reason_fb_deduction: '餐饮消费扣减',
    reason_redemption: '积分兑换',
    reason_adjustment: '积分调整',
  },
  en: {
    reason_purchase: 'Earned on a purchase',
    reason_birthday: 'Birthday bonus',
    reason_welcome: 'Welcome bonus',
    reason_fb_deduction: 'Food & beverage',
    reason_redemption: 'Redemption',
    reason_adjustment: 'Adjustment',
  },
};
