import { defineErrors } from './define.ts';

/**
 * The members' club, points and the spec's account / points / registration range 140000–140023
 * (140001 and 140020 live with the members' errors), 24001 for redemption limits (55xxx is kept for
 * the club's own codes; none is needed yet). Meanings the spec does not give are recorded in docs/decisions/110-members-club-redemption.md.
 */
export const clubErrors = defineErrors({
  MEMBER_ACCOUNT_UNKNOWN: {
    code: 140000,
    status: 404,
    text: { zh_HK: '找不到此會員帳戶', zh_CN: '找不到此会员账户', en: 'This member account does not exist' },
  },
  MEMBER_ACCOUNT_FROZEN: {
    code: 140002,
    status: 403,
    text: {
      zh_HK: '此會員帳戶已被凍結，請聯絡客戶服務',
      zh_CN: '此会员账户已被冻结，请联系客户服务',
      en: 'This member account is frozen. Please contact customer service.',
    },
  },
  MEMBER_ACCOUNT_CLOSED: {
    code: 140003,
    status: 403,
    text: { zh_HK: '此會員帳戶已取消', zh_CN: '此会员账户已注销', en: 'This member account has been closed' },
  },
  POINTS_ACCOUNT_UNKNOWN: {
    code: 140004,
    status: 404,
    text: { zh_HK: '找不到積分帳戶', zh_CN: '找不到积分账户', en: 'No points account was found' },
  },
  POINTS_EXPIRED: {
    code: 140005,
    status: 409,
    text: { zh_HK: '積分已過期', zh_CN: '积分已过期', en: 'The points have expired' },
  },
  SCORE_INSUFFICIENT: {
    code: 140006,
    status: 409,
    text: { zh_HK: '積分不足', zh_CN: '积分不足', en: 'Score insufficient' },
  },
  POINTS_GOODS_UNKNOWN: {
    code: 140007,
    status: 404,
    text: { zh_HK: '換領禮品不存在', zh_CN: '换领礼品不存在', en: 'This redemption item does not exist' },
  },
  POINTS_GOODS_OFF: {
    code: 140008,
    status: 409,
    text: { zh_HK: '「{goods}」已停止換領', zh_CN: '“{goods}”已停止换领', en: '"{goods}" can no longer be redeemed' },
  },
  POINTS_GOODS_SOLD_OUT: {
    code: 140009,
    status: 409,
    text: { zh_HK: '「{goods}」在所選分店已換完', zh_CN: '“{goods}”在所选分店已换完', en: '"{goods}" is out of stock at the chosen shop' },
  },
  POINTS_PRICE_CHANGED: {
    code: 140010,
    status: 409,
    text: {
      zh_HK: '換領所需積分已更新，請重新確認',
      zh_CN: '换领所需积分已更新，请重新确认',
      en: 'The points needed have changed. Please check and confirm again.',
    },
  },
  REDEMPTION_UNKNOWN: {
    code: 140011,
    status: 404,
    text: { zh_HK: '找不到此換領記錄', zh_CN: '找不到此换领记录', en: 'This redemption was not found' },
  },
  REDEMPTION_ALREADY_COLLECTED: {
    code: 140012,
    status: 409,
    text: { zh_HK: '此換領已於 {at} 領取', zh_CN: '此换领已于 {at} 领取', en: 'This redemption was already collected on {at}' },
  },
  REDEMPTION_NOT_READY: {
    code: 140013,
    status: 409,
    text: { zh_HK: '此換領現時不可領取', zh_CN: '此换领现时不可领取', en: 'This redemption cannot be collected now' },
  },
  REDEMPTION_OTHER_MEMBER: {
    code: 140014,
    status: 409,
    text: { zh_HK: '此換領不屬於此會員', zh_CN: '此换领不属于此会员', en: 'This redemption belongs to another member' },
  },
  PICKUP_SHOP_INVALID: {
    code: 140015,
    status: 409,
    text: {
      zh_HK: '所選分店沒有「{goods}」的存貨，請選擇其他分店',
      zh_CN: '所选分店没有“{goods}”的库存，请选择其他分店',
      en: 'The chosen shop has no stock of "{goods}". Please choose another shop.',
    },
  },
  REDEMPTION_KEY_REUSED: {
    code: 140016,
    status: 409,
    text: { zh_HK: '此換領編號已用於另一次換領', zh_CN: '此换领编号已用于另一次换领', en: 'This request key was already used for another redemption' },
  },
  REDEMPTION_EMPTY: {
    code: 140017,
    status: 400,
    text: { zh_HK: '請選擇產品', zh_CN: '请选择产品', en: 'Please select product' },
  },
  REDEMPTION_WRONG_SHOP: {
    code: 140018,
    status: 409,
    text: { zh_HK: '此換領須於{shop}領取', zh_CN: '此换领须于{shop}领取', en: 'This redemption is to be collected at {shop}' },
  },
  REFERRER_UNKNOWN: {
    code: 140019,
    status: 400,
    text: { zh_HK: '找不到推薦人會員', zh_CN: '找不到推荐人会员', en: 'The referring member was not found' },
  },
  EMAIL_ALREADY_USED: {
    code: 140021,
    status: 409,
    text: { zh_HK: '此電郵地址已被註冊', zh_CN: '此邮箱地址已被注册', en: 'This e-mail address has already been registered' },
  },
  VERIFY_CODE_EXPIRED: {
    code: 140022,
    status: 400,
    text: { zh_HK: '驗證碼已過期，請重新獲取', zh_CN: '验证码已过期，请重新获取', en: 'The verification code has expired. Please request a new one.' },
  },
  VERIFY_CODE_TOO_FREQUENT: {
    code: 140023,
    status: 429,
    text: {
      zh_HK: '驗證碼發送過於頻繁，請稍後再試',
      zh_CN: '验证码发送过于频繁，请稍后再试',
      en: 'Verification codes were requested too often. Please try again later.',
    },
  },
  REDEMPTION_OVER_LIMIT: {
    code: 24001,
    status: 409,
    text: { zh_HK: '「{goods}」已超出換領上限', zh_CN: '“{goods}”已超出换领上限', en: '"{goods}": Already Over limit' },
  },
});
