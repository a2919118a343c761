import { defineErrors } from './define.ts';

/** Members: the spec's own codes (11003, 140xxx, 552407) and 30xxx for the rest. */
export const memberErrors = defineErrors({
  VERIFY_CODE_FAIL: {
    code: 11003,
    status: 400,
    text: {
      zh_HK: '驗證碼不正確，請檢查後再試。',
      zh_CN: '验证码不正确，请检查后再试。',
      en: 'The verification code is not correct. Please check it and try again.',
    },
  },
  LOGIN_FAILED: {
    code: 140001,
    status: 400,
    text: {
      zh_HK: '帳號或密碼不正確，請檢查後再試。',
      zh_CN: '账号或密码不正确，请检查后再试。',
      en: 'The account or password is not correct. Please check them and try again.',
    },
  },
  PHONE_ALREADY_REGISTERED: {
    code: 140020,
    status: 409,
    text: { zh_HK: '此手提電話號碼已被註冊', zh_CN: '此手机号码已被注册', en: 'This mobile phone number has already been registered' },
  },
  MEMBER_ALREADY_REGISTERED: {
    code: 552407,
    status: 409,
    text: {
      zh_HK: '電郵或手提電話號碼已被註冊',
      zh_CN: '邮箱或手机号码已被注册',
      en: 'Email or phone number has already been registered',
    },
  },
  PASSWORD_WRONG: {
    code: 30001,
    status: 400,
    text: { zh_HK: '現有密碼不正確', zh_CN: '当前密码不正确', en: 'The current password is incorrect.' },
  },
  PASSWORD_MISMATCH: {
    code: 30002,
    status: 400,
    text: { zh_HK: '兩次輸入的密碼不一致', zh_CN: '两次输入的密码不一致', en: 'The two passwords do not match.' },
  },
  PASSWORD_SAME_AS_OLD: {
    code: 30003,
    status: 400,
    text: { zh_HK: '新密碼不可與現有密碼相同', zh_CN: '新密码不能与当前密码相同', en: 'The new password must differ from the current one.' },
  },
  ADDRESS_LIMIT: {
    code: 30004,
    status: 400,
    text: { zh_HK: '最多可儲存 {max} 個地址', zh_CN: '最多可保存 {max} 个地址', en: 'You can keep at most {max} addresses.' },
  },
  ADDRESS_NOT_FOUND: {
    code: 30005,
    status: 404,
    text: { zh_HK: '找不到此地址', zh_CN: '找不到此地址', en: 'This address was not found.' },
  },
  PASSWORD_CHANGE_NOT_NEEDED: {
    code: 30006,
    status: 400,
    text: { zh_HK: '此帳號毋須更改密碼', zh_CN: '此账号无需更改密码', en: 'This account does not need a password change.' },
  },
  PASSWORD_RULE: {
    code: 30007,
    status: 400,
    text: {
      zh_HK: '密碼須為 8 至 16 個字元，包含大寫字母、小寫字母及數字',
      zh_CN: '密码须为 8 至 16 个字符，包含大写字母、小写字母及数字',
      en: 'The password must be 8 to 16 characters with an uppercase letter, a lowercase letter and a digit.',
    },
  },
  /** A first-login session (counter registration) called anything but a password change (decision 181). */
  PASSWORD_CHANGE_REQUIRED: {
    code: 30008,
    status: 403,
    text: {
      zh_HK: '請先設定新密碼',
      zh_CN: '请先设置新密码',
      en: 'Please set a new password first.',
    },
  },
  /** Contacts proven before messages (issue 38, decision 412): the contact asked about is proven already. */
  CONTACT_ALREADY_PROVEN: {
    code: 30050,
    status: 409,
    text: {
      zh_HK: '此聯絡方式已經確認',
      zh_CN: '此联系方式已经确认',
      en: 'This contact is already confirmed.',
    },
  },
  /** An e-mail confirmation asked for by a member who gave no e-mail address. */
  CONTACT_NO_EMAIL: {
    code: 30051,
    status: 400,
    text: {
      zh_HK: '您未有登記電郵地址，請先在個人資料中填寫',
      zh_CN: '您未登记电邮地址，请先在个人资料中填写',
      en: 'You have no e-mail address on file. Add one in your personal data first.',
    },
  },
});
