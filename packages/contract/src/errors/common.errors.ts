import { defineErrors } from './define.ts';

/** Codes 10000–10999: transport and cross-cutting failures, plus the spec's busy code. */
export const commonErrors = defineErrors({
  UNKNOWN: {
    code: 10000,
    status: 500,
    text: { zh_HK: '系統異常，請稍後再試', zh_CN: '系统异常，请稍后再试', en: 'Something went wrong. Please try again later.' },
  },
  INVALID_INPUT: {
    code: 10001,
    status: 400,
    text: { zh_HK: '輸入無效：{field}', zh_CN: '输入无效：{field}', en: 'Invalid input: {field}' },
  },
  INVALID_JSON: {
    code: 10002,
    status: 400,
    text: { zh_HK: '請求內容不是有效的 JSON', zh_CN: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON.' },
  },
  UNKNOWN_CALL: {
    code: 10003,
    status: 404,
    text: { zh_HK: '找不到此接口', zh_CN: '找不到此接口', en: 'Unknown call.' },
  },
  BODY_TOO_LARGE: {
    code: 10004,
    status: 413,
    text: { zh_HK: '請求內容過大', zh_CN: '请求内容过大', en: 'The request is too large.' },
  },
  UNAUTHENTICATED: {
    code: 10005,
    status: 401,
    text: { zh_HK: '未登錄或登錄已過期，請重新登錄', zh_CN: '未登录或登录已过期，请重新登录', en: 'No authentication, please login again' },
  },
  FORBIDDEN: {
    code: 10006,
    status: 403,
    text: { zh_HK: '您沒有權限執行此操作', zh_CN: '您没有权限执行此操作', en: 'You do not have permission to do this.' },
  },
  TOO_MANY_REQUESTS: {
    code: 10007,
    status: 429,
    text: { zh_HK: '嘗試次數過多，請稍後再試', zh_CN: '尝试次数过多，请稍后再试', en: 'Too many attempts. Please try again later.' },
  },
  NOT_FOUND: {
    code: 10008,
    status: 404,
    text: { zh_HK: '找不到相關資料', zh_CN: '找不到相关资料', en: 'Not found.' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    code: 10009,
    status: 400,
    text: { zh_HK: '請以 JSON 格式發送請求', zh_CN: '请以 JSON 格式发送请求', en: 'Send the request as JSON.' },
  },
  CONFLICT: {
    code: 10010,
    status: 409,
    text: { zh_HK: '資料已被更改，請重試', zh_CN: '数据已被更改，请重试', en: 'The data changed meanwhile. Please try again.' },
  },
  SERVER_BUSY: {
    code: 100003,
    status: 503,
    text: {
      zh_HK: '伺服器繁忙，請稍後再試！',
      zh_CN: '服务器繁忙，请稍后再试！',
      en: 'The server is busy. Please try again later!',
    },
  },
});
