import { defineErrors } from './define.ts';

/** Staff: 50xxx (the points code 140006 is in club.errors.ts). */
export const staffErrors = defineErrors({
  STAFF_DISABLED: {
    code: 50001,
    status: 403,
    text: {
      zh_HK: '此職員帳號已停用，請聯絡管理員',
      zh_CN: '此职员账号已停用，请联系管理员',
      en: 'This staff account is disabled. Please contact an administrator.',
    },
  },
  STAFF_NOT_REGISTRAR: {
    code: 50002,
    status: 403,
    text: {
      zh_HK: '此帳號沒有會員登記權限',
      zh_CN: '此账号没有会员登记权限',
      en: 'This account may not register members.',
    },
  },
  MEMBER_NOT_FOUND: {
    code: 50003,
    status: 404,
    text: { zh_HK: '找不到此會員', zh_CN: '找不到此会员', en: 'No member was found.' },
  },
  QR_INVALID: {
    code: 50004,
    status: 400,
    text: { zh_HK: '二維碼無效，請重新掃描', zh_CN: '二维码无效，请重新扫描', en: 'This QR code is not valid. Please scan again.' },
  },
  QR_EXPIRED: {
    code: 50005,
    status: 400,
    text: {
      zh_HK: '二維碼已過期，請對方重新產生',
      zh_CN: '二维码已过期，请对方重新生成',
      en: 'This QR code has expired. Ask for a new one.',
    },
  },
  TRANSACTION_KEY_REUSED: {
    code: 50006,
    status: 409,
    text: {
      zh_HK: '此交易編號已用於另一筆扣減（{memberNo}，{points} 分）',
      zh_CN: '此交易编号已用于另一笔扣减（{memberNo}，{points} 分）',
      en: 'This transaction number was already used for another deduction ({memberNo}, {points} points).',
    },
  },
  // 50010–50029: hand-overs by code (issue 38, decision 390).
  REDEMPTION_CODE_REQUIRED: {
    code: 50010,
    status: 409,
    text: {
      zh_HK: '請輸入會員出示的取貨碼，或掃描會員帳戶的二維碼',
      zh_CN: '请输入会员出示的取货码，或扫描会员账户的二维码',
      en: "Enter the collection code the member shows, or scan the QR code from the member's account.",
    },
  },
  REDEMPTION_CODE_WRONG: {
    code: 50011,
    status: 409,
    text: {
      zh_HK: '取貨碼與此換領不符，請再核對',
      zh_CN: '取货码与此换领不符，请再核对',
      en: 'The collection code does not match this redemption; please check it again.',
    },
  },
  MEMBER_QR_MISMATCH: {
    code: 50012,
    status: 409,
    text: {
      zh_HK: '掃描的二維碼屬於另一位會員，請掃描此會員帳戶的二維碼',
      zh_CN: '扫描的二维码属于另一位会员，请扫描此会员账户的二维码',
      en: "The scanned QR code is another member's; scan the QR code from this member's account.",
    },
  },
});
