import { defineErrors } from './define.ts';

/** Viewing appointments (issue 44): 88000–88099. */
export const viewingErrors = defineErrors({
  VIEWING_SHOP_UNKNOWN: {
    code: 88001,
    status: 404,
    text: { zh_HK: '此分店不接受預約睇貨', zh_CN: '此分店不接受预约看货', en: 'This shop does not take viewing appointments.' },
  },
  VIEWING_PIECE_UNKNOWN: {
    code: 88002,
    status: 404,
    text: { zh_HK: '部分貨品已下架，未能預約', zh_CN: '部分商品已下架，未能预约', en: 'A piece is no longer on sale and cannot be booked.' },
  },
  VIEWING_OUTSIDE_HOURS: {
    code: 88003,
    status: 409,
    text: {
      zh_HK: '所選時間不在分店的預約時段內：當日只接受 {open} 至 {close} 的預約',
      zh_CN: '所选时间不在分店的预约时段内：当日只接受 {open} 至 {close} 的预约',
      en: "The time chosen is outside the shop's viewing hours: that day it takes viewings from {open} to {close}.",
    },
  },
  VIEWING_SHOP_CLOSED_DAY: {
    code: 88012,
    status: 409,
    text: {
      zh_HK: '所選時間不在分店的預約時段內：分店當日不接受預約',
      zh_CN: '所选时间不在分店的预约时段内：分店当日不接受预约',
      en: "The time chosen is outside the shop's viewing hours: the shop takes no viewings that day.",
    },
  },
  VIEWING_BLACKOUT_DAY: {
    code: 88013,
    status: 409,
    text: {
      zh_HK: '所選時間不在分店的預約時段內：{day} 分店暫停預約',
      zh_CN: '所选时间不在分店的预约时段内：{day} 分店暂停预约',
      en: "The time chosen is outside the shop's viewing hours: the shop takes no viewings on {day}.",
    },
  },
  VIEWING_NOT_BOOKABLE_TIME: {
    code: 88014,
    status: 409,
    text: {
      zh_HK: '所選時間已過或太遠（最多可預約 {days} 日內）',
      zh_CN: '所选时间已过或太远（最多可预约 {days} 日内）',
      en: 'The time chosen has passed or is too far ahead (at most {days} days ahead).',
    },
  },
  VIEWING_SLOT_FULL: {
    code: 88004,
    status: 409,
    text: { zh_HK: '此時段已滿，請選擇其他時間', zh_CN: '此时段已满，请选择其他时间', en: 'This slot is full. Please choose another time.' },
  },
  VIEWING_PIECE_TAKEN: {
    code: 88005,
    status: 409,
    text: {
      zh_HK: '貨品 {skuCode} 在此時段已被預約，請選擇其他時間',
      zh_CN: '商品 {skuCode} 在此时段已被预约，请选择其他时间',
      en: 'Piece {skuCode} is already booked for this slot. Please choose another time.',
    },
  },
  VIEWING_CUTOFF_PASSED: {
    code: 88006,
    status: 409,
    text: {
      zh_HK: '預約開始前 {hours} 小時後不可再更改或取消，請致電分店',
      zh_CN: '预约开始前 {hours} 小时后不可再更改或取消，请致电分店',
      en: 'A viewing can no longer be changed or cancelled within {hours} hours of its start. Please call the shop.',
    },
  },
  VIEWING_NOT_FOUND: {
    code: 88007,
    status: 404,
    text: { zh_HK: '找不到此預約', zh_CN: '找不到此预约', en: 'No such viewing was found.' },
  },
  VIEWING_PHONE_NEEDED: {
    code: 88008,
    status: 400,
    text: {
      zh_HK: '請輸入手機號碼及短訊驗證碼，或先登入',
      zh_CN: '请输入手机号码及短信验证码，或先登录',
      en: 'Please enter your phone number and the SMS code, or sign in first.',
    },
  },
  VIEWING_WRONG_STATE: {
    code: 88009,
    status: 409,
    text: { zh_HK: '此預約的狀態不容許此操作', zh_CN: '此预约的状态不允许此操作', en: 'This viewing is not in a state that allows this.' },
  },
  VIEWING_SALE_UNKNOWN: {
    code: 88010,
    status: 404,
    text: {
      zh_HK: '找不到單號 {saleNo}，請輸入門市銷售或訂單的編號',
      zh_CN: '找不到单号 {saleNo}，请输入门店销售或订单的编号',
      en: 'No sale or order numbered {saleNo} was found.',
    },
  },
  VIEWING_RANGE_TOO_LONG: {
    code: 88011,
    status: 400,
    text: { zh_HK: '日期範圍太長（最多 {days} 日）', zh_CN: '日期范围太长（最多 {days} 日）', en: 'The date range is too long (at most {days} days).' },
  },
});
